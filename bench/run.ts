/**
 * `pnpm bench`: starts the built site on loopback (the test harness, real servers), then measures
 * what the performance issues ask for and prints each figure next to its target. Results go to
 * bench/results/latest.json. Nothing here asserts: figures are for people to read.
 *
 * Lighthouse runs through one local proxy that serves each page as it is and, alternating with it,
 * the same HTML with every <script> removed (issue 25's limit for a server-rendered page). With
 * BENCH_BASELINE_URL (another build of the site, already running) that build joins the alternation
 * and the navigation figures, for an A/B in one sitting.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OWNER_TOKEN } from 'tests/harness/system';
import { type BurstFigures, burst, burstRows } from './burst';
import { type Comparison, compareVariants, ratios } from './compare';
import { type FormWake, formWakeTimes } from './interaction';
import { benchLead } from './lead';
import { median, type PageFigures } from './lighthouse';
import { type LoadResult, load } from './load';
import { type NavigationPair, type NavigationRun, navigationTimes } from './navigation';
import { type HopFigures, rendererHop } from './renderer-hop';
import { type ReportFigures, reportRows, reportUnderLoad } from './report';
import { startSite } from './site';
import { startVariantProxy, type VariantProxy } from './variant-proxy';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const baselineUrl = process.env.BENCH_BASELINE_URL;
/** The pages of issue 25's comparison, and the reviews page (Lighthouse only). */
const pages = ['/', '/services/car-lockout', '/locksmith-clayton-mo', '/contact', '/reviews'];
/** The forms timed from a tap to live: where ads land (a service page's call-back form) and /contact. */
const formPages = [
  { path: '/services/car-lockout', form: 'callback' },
  { path: '/contact', form: 'contact' },
];
/** Second pages: desktop header links, pointed at before the click. */
const navigationPairs: NavigationPair[] = [
  { from: '/', to: '/contact' },
  { from: '/', to: '/reviews' },
  { from: '/services/car-lockout', to: '/service-areas' },
];

const targets = { lcpRatio: 1.05, worstRunLcpRatio: 1.15, bytesRatio: 2, jsKb: 120, formWakeMs: 1000 };

/**
 * The first screen: the document up to the end of the first section of <main> (the hero with its
 * call button and form), gzip-compressed. A browser can paint it from that many bytes.
 */
async function firstScreenSize(url: string): Promise<{ gzip: number; raw: number }> {
  const html = await (await fetch(url)).text();
  const main = html.indexOf('<main');
  const end = html.indexOf('</section>', main);
  const prefix = Buffer.from(html.slice(0, end === -1 ? html.length : end + '</section>'.length));
  return { gzip: gzipSync(prefix, { level: 9 }).length, raw: prefix.length };
}

/** Compressed size of a response body as the server sends it (gzip). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let gzip = 0;
        response.on('data', (chunk: Buffer) => {
          gzip += chunk.length;
        });
        response.on('end', () => resolve(gzip));
      })
      .on('error', reject);
  });
}

/** Size of a response body uncompressed. */
async function rawSize(url: string): Promise<number> {
  return (await (await fetch(url)).arrayBuffer()).byteLength;
}

async function main(): Promise<void> {
  console.log('Starting the site (shell, four remotes, form-api, SMTP sink)…');
  const system = await startSite();
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, baselineUrl };
  let proxy: VariantProxy | undefined;
  try {
    proxy = await startVariantProxy({
      page: { upstream: system.shellUrl, stripScripts: false },
      'no-js': { upstream: system.shellUrl, stripScripts: true },
      ...(baselineUrl ? { baseline: { upstream: baselineUrl, stripScripts: false } } : {}),
    });
    console.log(`Lighthouse ×${runs} per page and variant (${Object.keys(proxy.urls).join(', ')}), alternating…`);
    const comparisons = await compareVariants(pages, proxy.urls, runs, (line) => console.log(`  ${line}`));
    results.comparisons = comparisons;

    // The JavaScript target is stated in gzip; browsers get brotli. Measure the same scripts as gzip.
    const jsGzip: Record<string, number> = {};
    for (const comparison of comparisons) {
      let total = 0;
      for (const url of comparison.variants.page?.figures.scriptUrls ?? []) total += await gzipSize(url);
      jsGzip[comparison.path] = total;
    }
    results.jsGzip = jsGzip;
    results.homeHtml = { gzip: await gzipSize(`${system.shellUrl}/`), raw: await rawSize(`${system.shellUrl}/`) };
    results.firstScreen = await firstScreenSize(`${system.shellUrl}/`);

    console.log('A form on the simulated phone: from the tap on a field to a live form…');
    // This build and, for an A/B, the baseline: they alternate run by run, like the Lighthouse runs.
    const builds = { page: system.shellUrl, ...(baselineUrl ? { baseline: baselineUrl } : {}) };
    const formWake: Record<string, Record<string, FormWake[]>> = {};
    for (const { path: formPath, form } of formPages) {
      const byBuild: Record<string, FormWake[]> = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
      for (let run = 0; run < runs; run += 1)
        for (const [name, base] of Object.entries(builds))
          byBuild[name]?.push(...(await formWakeTimes(`${base}${formPath}`, form, 1)));
      formWake[formPath] = byBuild;
    }
    results.formWake = formWake;

    console.log('The second page: from a click on a link to its largest paint…');
    const navigation: Record<string, NavigationRun[]> = Object.fromEntries(
      Object.keys(builds).map((name) => [name, []]),
    );
    for (let run = 0; run < runs; run += 1)
      for (const [name, base] of Object.entries(builds))
        navigation[name]?.push(...(await navigationTimes(base, navigationPairs, 1)));
    results.navigation = navigation;

    console.log('Shell server: cached render latency (1 connection), throughput (32 connections)…');
    await load({ url: `${system.shellUrl}/`, connections: 4, seconds: 2 });
    const cached = await load({ url: `${system.shellUrl}/`, connections: 1, seconds: loadSeconds / 2 });
    const shellLoad = await load({ url: `${system.shellUrl}/`, connections: 32, seconds: loadSeconds });
    results.shell = { cached, load: shellLoad };

    console.log("The gate's hop: one page from the live renderer directly and through the gate, alternating…");
    results.rendererHop = await rendererHop(system);

    // An ad campaign's burst: every click a URL of its own (issue 24). Nothing may look down.
    console.log('Burst: 150 clients with unique query strings, 15 s…');
    results.burst = await burst({
      shellUrl: system.shellUrl,
      healthHeaders: { authorization: `Bearer ${OWNER_TOKEN}` },
      connections: 150,
      seconds: 15,
    });

    // Information only: a locksmith's leads come a few an hour (decision F12; `pnpm --filter bench form-api`).
    console.log('form-api submissions, 32 connections…');
    results.formApi = await load({
      url: `${system.formApiUrl}/api/submissions`,
      connections: 32,
      seconds: loadSeconds,
      method: 'POST',
      body: benchLead,
      headers: { 'content-type': 'application/json' },
    });

    // Last: it adds 200,000 call taps to the run's database. The lead goes through the shell's /api.
    console.log('The 90-day report over 200,000 call taps, a lead posted while it renders…');
    results.report = await reportUnderLoad({
      databasePath: system.databasePath,
      ownerUrl: system.ownerUrl,
      leadUrl: `${system.shellUrl}/api/submissions`,
    });
  } finally {
    await proxy?.stop();
    await system.stop();
  }

  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const x = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a');

function printTable(results: Record<string, unknown>): void {
  const comparisons = results.comparisons as Comparison[];
  const jsGzip = results.jsGzip as Record<string, number>;
  const shell = results.shell as { cached: LoadResult; load: LoadResult };
  const hop = results.rendererHop as HopFigures;
  const formApi = results.formApi as LoadResult;
  const home = results.homeHtml as { gzip: number; raw: number };
  const firstScreen = results.firstScreen as { gzip: number; raw: number };
  const formWake = results.formWake as Record<string, Record<string, FormWake[]>>;
  const navigation = results.navigation as Record<string, NavigationRun[]>;
  const rows: [string, string, string, boolean][] = [];
  const row = (name: string, value: string, target: string, ok: boolean) => rows.push([name, value, target, ok]);
  for (const comparison of comparisons) {
    const name = comparison.path;
    const page = comparison.variants.page?.figures as PageFigures;
    row(`${name} performance`, String(page.performance), '100', page.performance >= 100);
    row(`${name} accessibility`, String(page.accessibility), '100', page.accessibility >= 100);
    row(`${name} best practices`, String(page.bestPractices), '100', page.bestPractices >= 100);
    row(`${name} SEO`, String(page.seo), '100', page.seo >= 100);
    row(`${name} CLS`, page.cls.toFixed(3), '≤ 0.02', page.cls <= 0.02);
    row(`${name} TBT`, `${Math.round(page.tbt)} ms (${page.tbtRuns.join(', ')})`, '≤ 50 ms', page.tbt <= 50);
    const noJs = comparison.variants['no-js']?.figures as PageFigures;
    const vsNoJs = ratios(comparison, 'page', 'no-js');
    row(
      `${name} LCP / no-JS copy`,
      `${Math.round(page.lcp)} / ${Math.round(noJs.lcp)} ms = ${x(vsNoJs.lcp)}`,
      `≤ ${targets.lcpRatio}×`,
      vsNoJs.lcp <= targets.lcpRatio,
    );
    row(
      `${name} LCP, worst run / its no-JS run`,
      x(vsNoJs.worstRunLcp),
      `≤ ${targets.worstRunLcpRatio}×`,
      vsNoJs.worstRunLcp <= targets.worstRunLcpRatio,
    );
    row(
      `${name} FCP / no-JS copy`,
      `${Math.round(page.fcp)} / ${Math.round(noJs.fcp)} ms = ${x(vsNoJs.fcp)}`,
      '(info)',
      true,
    );
    row(
      `${name} bytes before interaction / no-JS`,
      `${kb(page.totalBytes)} / ${kb(noJs.totalBytes)} = ${x(vsNoJs.bytes)}`,
      `≤ ${targets.bytesRatio}×`,
      vsNoJs.bytes <= targets.bytesRatio,
    );
    row(
      `${name} first-visit JavaScript, sent / gzip`,
      `${kb(page.scriptBytes)} / ${kb(jsGzip[name] ?? Number.NaN)}`,
      `≤ ${targets.jsKb} KB`,
      page.scriptBytes <= targets.jsKb * 1024 && (jsGzip[name] ?? 0) <= targets.jsKb * 1024,
    );
    row(
      `${name} third-party render-blocking`,
      String(page.renderBlockingThirdParty),
      '0',
      page.renderBlockingThirdParty === 0,
    );
    const baseline = comparison.variants.baseline?.figures;
    if (baseline) {
      const vsBaseline = ratios(comparison, 'page', 'baseline');
      row(
        `${name} LCP / baseline build`,
        `${Math.round(page.lcp)} / ${Math.round(baseline.lcp)} ms = ${x(vsBaseline.lcp)}`,
        '(A/B)',
        true,
      );
      row(
        `${name} bytes / baseline build`,
        `${kb(page.totalBytes)} / ${kb(baseline.totalBytes)} = ${x(vsBaseline.bytes)}`,
        '(A/B)',
        true,
      );
    }
  }
  for (const [formPath, byBuild] of Object.entries(formWake)) {
    const wakes = (build: string) => byBuild[build] ?? [];
    const figure = (list: FormWake[]) =>
      `${Math.round(median(list.map((run) => run.ms)))} ms (${list.map((run) => Math.round(run.ms)).join(', ')})`;
    const wake = median(wakes('page').map((run) => run.ms));
    row(
      `${formPath} tap on a form field → live form (phone)`,
      figure(wakes('page')),
      `≤ ${targets.formWakeMs} ms`,
      wake <= targets.formWakeMs && wakes('page').every((run) => run.validatesInPlace),
    );
    if (wakes('baseline').length > 0) row('  baseline build', figure(wakes('baseline')), '(A/B)', true);
  }
  for (const pair of navigationPairs) {
    const of = (build: string) =>
      (navigation[build] ?? []).filter((run) => run.from === pair.from && run.to === pair.to);
    const page = of('page');
    const baseline = of('baseline');
    const value = `${Math.round(median(page.map((run) => run.ms)))} ms (${page.map((run) => `${Math.round(run.ms)} ${run.how}`).join(', ')})`;
    const ok = baseline.length ? median(page.map((run) => run.ms)) <= median(baseline.map((run) => run.ms)) : true;
    row(
      `second page ${pair.from} → ${pair.to}, click → largest paint`,
      value,
      baseline.length ? '≤ baseline' : '(info)',
      ok,
    );
    if (baseline.length)
      row(
        `  baseline build`,
        `${Math.round(median(baseline.map((run) => run.ms)))} ms (${baseline.map((run) => `${Math.round(run.ms)} ${run.how}`).join(', ')})`,
        '(A/B)',
        true,
      );
  }
  row(
    '/ first screen HTML + critical CSS',
    `${(firstScreen.gzip / 1024).toFixed(1)} KB gzip`,
    '≤ 14 KB',
    firstScreen.gzip <= 14 * 1024,
  );
  row('/ whole document', `${(home.gzip / 1024).toFixed(1)} KB gzip`, '(info)', true);
  row(
    'shell cached render p50',
    shell.cached.latencyP50 < 1 ? '< 1 ms' : `${shell.cached.latencyP50} ms`,
    '≤ 5 ms',
    shell.cached.latencyP50 <= 5,
  );
  row(
    'shell / at 32 connections',
    `${Math.round(shell.load.requestsPerSecond)} req/s`,
    '≥ 1000',
    shell.load.requestsPerSecond >= 1000,
  );
  for (const [kind, figures] of [
    ['cached', hop.cached],
    ['uncached', hop.uncached],
  ] as const)
    row(
      `${kind} page: renderer direct / through the gate (p50)`,
      `${figures.directMs} / ${figures.gateMs} ms (+${(figures.gateMs - figures.directMs).toFixed(2)} ms)`,
      '(info)',
      true,
    );
  for (const burstRow of burstRows(results.burst as BurstFigures)) row(...burstRow);
  row('form-api POST at 32 connections', `${Math.round(formApi.requestsPerSecond)} req/s`, '(info)', true);
  row('form-api p99 at 32 connections', `${formApi.latencyP99} ms`, '(info)', true);
  row('form-api errors', String(formApi.errors + formApi.non2xx), '0', formApi.errors + formApi.non2xx === 0);
  for (const reportRow of reportRows(results.report as ReportFigures)) row(...reportRow);
  const width = Math.max(...rows.map(([name]) => name.length));
  const valueWidth = Math.max(18, ...rows.map(([, value]) => value.length));
  console.log(`\n${'figure'.padEnd(width)}  ${'measured'.padEnd(valueWidth)}  ${'target'.padEnd(10)}  ok`);
  for (const [name, value, target, ok] of rows) {
    console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target.padEnd(10)}  ${ok ? 'yes' : 'NO'}`);
  }
  for (const comparison of comparisons) {
    const page = comparison.variants.page?.figures as PageFigures;
    page.tbtRuns.forEach((tbt, run) => {
      if (tbt <= 50) return;
      console.log(`${comparison.path}: run ${run + 1}, TBT ${tbt} ms, from:`);
      for (const task of page.blockingTasks[run] ?? []) console.log(`  ${task}`);
    });
    if (page.failedAudits.length) console.log(`${comparison.path}: audits below 1: ${page.failedAudits.join(', ')}`);
  }
  console.log('\nWritten to bench/results/latest.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
