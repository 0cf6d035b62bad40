/** HTTP load with autocannon, run as its own process so the generator does not share our event loop. */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const autocannonBin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
  total: number;
}

export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const args = [autocannonBin, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
  };
  return {
    requestsPerSecond: report.requests.average,
    latencyP50: report.latency.p50,
    latencyP99: report.latency.p99,
    errors: report.errors + report.timeouts,
    non2xx: report.non2xx,
    total: report.requests.total,
  };
}
