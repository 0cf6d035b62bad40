/**
 * What the gate's hop costs a page (issue 33, point 5; decision P46): the same pages asked of the
 * live renderer directly (its loopback port and key, read from the machine as root can) and through
 * the gate, alternating request by request over one keep-alive connection each, so that both see
 * the same machine. Cached: a page already in the renderer's cache. Uncached: the same page with
 * the shell restarted without a page cache (HTML_CACHE_ENTRIES=0), rendered afresh every time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { OWNER_TOKEN, type System } from 'tests/harness/system';
import { median } from './lighthouse';

export interface HopFigures {
  cached: { directMs: number; gateMs: number };
  uncached: { directMs: number; gateMs: number };
  requests: number;
}

/** The renderer's port and key: its listening socket and its environment (RENDERER_SETTINGS). */
function rendererAddress(pid: number): { port: number; key: string } {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const settings = environ.find((entry) => entry.startsWith('RENDERER_SETTINGS='))?.slice('RENDERER_SETTINGS='.length);
  const key = settings ? (JSON.parse(settings) as { key: string }).key : '';
  const listening = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
    .split('\n')
    .find((line) => line.includes(`pid=${pid},`));
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(listening ?? '')?.[1]);
  if (!key || !port) throw new Error(`renderer ${pid}: no key or port found`);
  return { port, key };
}

function timedGet(agent: http.Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

const PAGE = '/services/car-lockout';

/** Medians of `requests` alternating pairs, direct and through the gate, on the shell as it runs now. */
async function measure(system: System, requests: number): Promise<{ directMs: number; gateMs: number }> {
  const health = (await (
    await fetch(`${system.shellUrl}/healthz`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } })
  ).json()) as { renderer: { pid: number } };
  const renderer = rendererAddress(health.renderer.pid);
  const gatePort = Number(new URL(system.shellUrl).port);
  const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const gate = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const key = { 'x-renderer-key': renderer.key };
  const get = (which: 'direct' | 'gate') =>
    which === 'direct' ? timedGet(direct, renderer.port, PAGE, key) : timedGet(gate, gatePort, PAGE, {});
  for (let index = 0; index < 20; index += 1) await Promise.all([get('direct'), get('gate')]);
  const times = { direct: [] as number[], gate: [] as number[] };
  for (let index = 0; index < requests; index += 1) {
    // Alternate which goes first, so neither always finds the machine in the other's wake.
    const order = index % 2 === 0 ? (['direct', 'gate'] as const) : (['gate', 'direct'] as const);
    for (const which of order) times[which].push(await get(which));
  }
  direct.destroy();
  gate.destroy();
  const round = (value: number) => Math.round(value * 100) / 100;
  return { directMs: round(median(times.direct)), gateMs: round(median(times.gate)) };
}

export async function rendererHop(system: System, requests = 300): Promise<HopFigures> {
  const cached = await measure(system, requests);
  await system.restartShell({ HTML_CACHE_ENTRIES: '0' });
  try {
    return { cached, uncached: await measure(system, Math.ceil(requests / 3)), requests };
  } finally {
    await system.restartShell();
  }
}
