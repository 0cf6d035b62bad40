/**
 * `pnpm bench`: starts the built site on loopback (the test harness, real servers), then measures
 * what the performance issue asks for and prints each figure next to its target. Results go to
 * bench/results/latest.json. Nothing here asserts: figures are for people to read.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OWNER_TOKEN } from 'tests/harness/system';
import { type BurstFigures, burst, burstRows } from './burst';
import { benchLead } from './lead';
import { measurePage, type PageFigures } from './lighthouse';
import { type LoadResult, load } from './load';
import { startSite } from './site';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const pages = ['/', '/services/car-lockout', '/locksmith-clayton-mo', '/contact', '/reviews'];

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

/** Compressed size of a response body as the server sends it (gzip), and its raw size. */
async function transferSize(url: string): Promise<{ gzip: number; raw: number }> {
  const gzip = await gzipSize(url);
  return { gzip, raw: await rawSize(url) };
}

async function main(): Promise<void> {
  console.log('Starting the site (shell, four remotes, form-api, SMTP sink)…');
  const system = await startSite();
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  try {
    const lighthouse: PageFigures[] = [];
    for (const page of pages) {
      process.stdout.write(`Lighthouse ×${runs} ${page}… `);
      const figures = await measurePage(`${system.shellUrl}${page}`, runs);
      lighthouse.push(figures);
      console.log(`perf ${figures.performance}, JS ${(figures.scriptBytes / 1024).toFixed(1)} KB`);
    }
    results.lighthouse = lighthouse;

    // The JavaScript target is stated in gzip; browsers get brotli. Measure the same scripts as gzip.
    const homeScripts = lighthouse.find((page) => new URL(page.url).pathname === '/')?.scriptUrls ?? [];
    let homeJsGzip = 0;
    for (const url of homeScripts) homeJsGzip += await gzipSize(url);
    results.homeJsGzip = homeJsGzip;
    results.homeHtml = await transferSize(`${system.shellUrl}/`);
    results.firstScreen = await firstScreenSize(`${system.shellUrl}/`);

    console.log('Shell server: cached render latency (1 connection), throughput (32 connections)…');
    await load({ url: `${system.shellUrl}/`, connections: 4, seconds: 2 });
    const cached = await load({ url: `${system.shellUrl}/`, connections: 1, seconds: loadSeconds / 2 });
    const shellLoad = await load({ url: `${system.shellUrl}/`, connections: 32, seconds: loadSeconds });
    results.shell = { cached, load: shellLoad };

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
  } finally {
    await system.stop();
  }

  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
}

function printTable(results: Record<string, unknown>): void {
  const lighthouse = results.lighthouse as PageFigures[];
  const shell = results.shell as { cached: LoadResult; load: LoadResult };
  const formApi = results.formApi as LoadResult;
  const home = results.homeHtml as { gzip: number; raw: number };
  const firstScreen = results.firstScreen as { gzip: number; raw: number };
  const rows: [string, string, string, boolean][] = [];
  const row = (name: string, value: string, target: string, ok: boolean) => rows.push([name, value, target, ok]);
  for (const page of lighthouse) {
    const name = new URL(page.url).pathname;
    row(`${name} performance`, String(page.performance), '100', page.performance >= 100);
    row(`${name} accessibility`, String(page.accessibility), '100', page.accessibility >= 100);
    row(`${name} best practices`, String(page.bestPractices), '100', page.bestPractices >= 100);
    row(`${name} SEO`, String(page.seo), '100', page.seo >= 100);
    row(`${name} CLS`, page.cls.toFixed(3), '≤ 0.02', page.cls <= 0.02);
    row(`${name} TBT`, `${Math.round(page.tbt)} ms (${page.tbtRuns.join(', ')})`, '≤ 50 ms', page.tbt <= 50);
    row(`${name} LCP`, `${Math.round(page.lcp)} ms`, '(info)', true);
    row(
      `${name} third-party render-blocking`,
      String(page.renderBlockingThirdParty),
      '0',
      page.renderBlockingThirdParty === 0,
    );
  }
  const homeJs = lighthouse.find((page) => new URL(page.url).pathname === '/')?.scriptBytes ?? Number.NaN;
  const homeJsGzip = results.homeJsGzip as number;
  row(
    '/ first-visit JavaScript, as sent (brotli)',
    `${(homeJs / 1024).toFixed(1)} KB`,
    '≤ 120 KB',
    homeJs <= 120 * 1024,
  );
  row(
    '/ first-visit JavaScript, gzip',
    `${(homeJsGzip / 1024).toFixed(1)} KB gzip`,
    '≤ 120 KB',
    homeJsGzip <= 120 * 1024,
  );
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
  for (const burstRow of burstRows(results.burst as BurstFigures)) row(...burstRow);
  row('form-api POST at 32 connections', `${Math.round(formApi.requestsPerSecond)} req/s`, '(info)', true);
  row('form-api p99 at 32 connections', `${formApi.latencyP99} ms`, '(info)', true);
  row('form-api errors', String(formApi.errors + formApi.non2xx), '0', formApi.errors + formApi.non2xx === 0);
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'figure'.padEnd(width)}  ${'measured'.padEnd(18)}  ${'target'.padEnd(9)}  ok`);
  for (const [name, value, target, ok] of rows) {
    console.log(`${name.padEnd(width)}  ${value.padEnd(18)}  ${target.padEnd(9)}  ${ok ? 'yes' : 'NO'}`);
  }
  for (const page of lighthouse) {
    page.tbtRuns.forEach((tbt, run) => {
      if (tbt <= 50) return;
      console.log(`${new URL(page.url).pathname}: run ${run + 1}, TBT ${tbt} ms, from:`);
      for (const task of page.blockingTasks[run] ?? []) console.log(`  ${task}`);
    });
    if (page.failedAudits.length)
      console.log(`${new URL(page.url).pathname}: audits below 1: ${page.failedAudits.join(', ')}`);
  }
  console.log('\nWritten to bench/results/latest.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
