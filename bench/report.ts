/**
 * The owner's 90-day report over 200,000 stored call taps, every one with labels of its own (a
 * campaign, a landing page, a referring site, a call link), and a lead posted while it renders
 * (issue 33, decision F44). `reportUnderLoad` seeds the taps into a running form-api's database,
 * opens the report with the owner's session and, while it is being computed, posts a lead; it
 * times both and weighs the page. `pnpm --filter bench report` runs it against form-api alone (its
 * built dist/, a fresh database); `npm run bench` runs it against the whole site, the lead through
 * the shell. Nothing here asserts: the figures are printed next to their targets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { ports } from 'tests/harness/ports';
import { waitForHttp } from 'tests/harness/processes';
import { OWNER_TOKEN } from 'tests/harness/system';
import { benchLead } from './lead';

export const REPORT_TAPS = 200_000;
const DAY_MS = 86_400_000;

export interface ReportRun {
  /** The report page: time to the last byte, and its size. */
  reportMs: number;
  reportBytes: number;
  /** The lead posted 50 ms after the report was asked for: its status and time to its answer. */
  leadStatus: number;
  leadMs: number;
  /** Whether the lead was answered before the report (it did not wait for it). */
  leadFirst: boolean;
}

export interface ReportFigures {
  taps: number;
  seedMs: number;
  runs: ReportRun[];
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  at: number;
  headers: http.IncomingHttpHeaders;
}

function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const at = performance.now();
        resolve({ status: response.statusCode ?? 0, bytes, ms: at - started, at, headers: response.headers });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** 200,000 verified taps over the last 89 days, each with a campaign, landing page, referrer and call link of its own. */
export function seedTaps(databasePath: string, count = REPORT_TAPS): number {
  const started = performance.now();
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, referrer_host,
      utm_source, utm_medium, utm_campaign, has_gclid, transport, verified, client_network)
    VALUES (?, ?, '/', ?, ?, 'google', 'cpc', ?, 1, 'beacon', 1, ?)`);
  const now = Date.now();
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const at = new Date(now - 60_000 - Math.floor((index / count) * 89 * DAY_MS)).toISOString();
      insert.run(
        at,
        `p${index}`,
        `/landing-${index}`,
        `ref-${index}.example`,
        `campaign-${index}`,
        `10.${index >> 16}.${(index >> 8) & 255}.0/24`,
      );
    }
  })();
  db.close();
  return performance.now() - started;
}

async function ownerSession(ownerUrl: string): Promise<string> {
  const answer = await send(`${ownerUrl}/sign-in`, {
    method: 'POST',
    headers: { origin: ownerUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: OWNER_TOKEN }).toString(),
  });
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('__Host-owner_session='));
  if (!cookie) throw new Error(`the owner's sign-in answered ${answer.status} without a session`);
  return cookie.split(';')[0]!;
}

export async function reportUnderLoad({
  databasePath,
  ownerUrl,
  leadUrl,
  rounds = 3,
}: {
  databasePath: string;
  ownerUrl: string;
  /** Where the lead is posted: form-api's /api/submissions, or the shell's. */
  leadUrl: string;
  rounds?: number;
}): Promise<ReportFigures> {
  const seedMs = seedTaps(databasePath);
  const cookie = await ownerSession(ownerUrl);
  const runs: ReportRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const report = send(`${ownerUrl}/report?days=90`, { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // From an address of its own each round: no per-address limit of an earlier benchmark applies.
    const lead = await send(leadUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: benchLead,
      from: `127.0.0.${20 + round}`,
    });
    const page = await report;
    if (page.status !== 200) throw new Error(`the report answered ${page.status}`);
    runs.push({
      reportMs: Math.round(page.ms),
      reportBytes: page.bytes,
      leadStatus: lead.status,
      leadMs: Math.round(lead.ms),
      leadFirst: lead.at < page.at,
    });
  }
  return { taps: REPORT_TAPS, seedMs: Math.round(seedMs), runs };
}

export function reportRows(figures: ReportFigures): [string, string, string, boolean][] {
  const worst = (pick: (run: ReportRun) => number) => Math.max(...figures.runs.map(pick));
  const reportMs = worst((run) => run.reportMs);
  const reportBytes = worst((run) => run.reportBytes);
  const leadMs = worst((run) => run.leadMs);
  const all201 = figures.runs.every((run) => run.leadStatus === 201);
  return [
    ['90-day report, 200,000 taps (worst of runs)', `${reportMs} ms`, '≤ 2000 ms', reportMs <= 2000],
    ['90-day report page', `${(reportBytes / 1024).toFixed(1)} KB`, '≤ 500 KB', reportBytes <= 500 * 1024],
    [
      'lead posted during it (worst)',
      `${all201 ? 201 : figures.runs.map((run) => run.leadStatus).join('/')} in ${leadMs} ms`,
      '201, ≤ 1000 ms',
      all201 && leadMs <= 1000,
    ],
  ];
}

/** `pnpm --filter bench report`: form-api alone. */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
  const databasePath = path.join(dir, 'bench.db');
  const server: ChildProcess = spawn(process.execPath, [path.join(here, '..', 'form-api', 'dist', 'index.js')], {
    cwd: path.join(here, '..', 'form-api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      FORM_API_PORT: String(ports.formApi),
      OWNER_PORT: String(ports.owner),
      OWNER_TOKEN,
      OWNER_URL: `http://127.0.0.1:${ports.owner}`,
      DATABASE_PATH: databasePath,
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${ports.formApi}/healthz`, undefined, 10_000);
    const figures = await reportUnderLoad({
      databasePath,
      ownerUrl: `http://127.0.0.1:${ports.owner}`,
      leadUrl: `http://127.0.0.1:${ports.formApi}/api/submissions`,
    });
    console.log(`Seeded ${figures.taps} taps in ${figures.seedMs} ms. Runs:`);
    console.table(figures.runs);
    for (const [name, value, target, ok] of reportRows(figures))
      console.log(`${name}: ${value} (${target}) ${ok ? 'yes' : 'NO'}`);
  } finally {
    server.kill();
    await once(server, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
