/**
 * `pnpm --filter bench form-api [seconds]`: form-api alone (its built dist/, a fresh database, emails
 * written as .eml files), first at a steady 10 submissions/s, then saturated at 1 and 32 connections.
 * Prints submissions/s and latency percentiles: the figures decision F12 rests on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ports } from 'tests/harness/ports';
import { waitForHttp } from 'tests/harness/processes';
import { benchLead } from './lead';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const port = ports.formApi;

function startFormApi(dir: string): ChildProcess {
  // FORM_API_ENTRY: another build to compare with (a copy of an older dist/index.js under form-api/).
  const entry = process.env.FORM_API_ENTRY ?? path.join(here, '..', 'form-api', 'dist', 'index.js');
  return spawn(process.execPath, [path.resolve(entry)], {
    cwd: path.join(here, '..', 'form-api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      FORM_API_PORT: String(port),
      DATABASE_PATH: path.join(dir, 'bench.db'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
}

async function measure(url: string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: benchLead,
  });
  return {
    connections,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A busy hour for a locksmith is a few leads; this sends 10 per second (a year's leads in minutes),
 * one at a time, and times each as the browser would see it.
 */
async function paced(url: string, perSecond: number, count: number) {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: benchLead,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`paced submission answered ${response.status}`);
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / perSecond - took)));
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Number(latencies[Math.ceil(share * latencies.length) - 1]!.toFixed(1));
  return { perSecond, count, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** CPU time the process (all its threads) has used, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-form-api-'));
const server = startFormApi(dir);
try {
  const url = `http://127.0.0.1:${port}/api/submissions`;
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, undefined, 10_000);
  await paced(url, 10, 20);
  const cpuBefore = cpuMs(server.pid!);
  const pace = await paced(url, 10, seconds * 10);
  // Waits for the last emails too: their work belongs to the leads.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuPerLead = Number(((cpuMs(server.pid!) - cpuBefore) / (seconds * 10)).toFixed(2));
  await measure(url, 4);
  const rows = [await measure(url, 1), await measure(url, 32)];
  console.log(`Paced (ms; server CPU per lead and its email ${cpuPerLead} ms): ${JSON.stringify(pace)}`);
  console.log(`Saturated (autocannon, ms), ${seconds} s each:`);
  console.table(rows);
} finally {
  server.kill();
  await once(server, 'exit');
  rmSync(dir, { recursive: true, force: true });
}
