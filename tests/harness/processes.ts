/** Child processes for the system under test: started, awaited until healthy, stopped. */

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { errorText } from '@site-kit/brand';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** What it wrote last (stdout and stderr, the last 20,000 characters). */
  output: () => string;
  /** How many characters it has written in all: a mark for `outputSince`. */
  written: () => number;
  /** What it wrote after `mark`, as far as the kept output reaches back. */
  outputSince: (mark: number) => string;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Counted apart from the kept text: once that is full, its length no longer says what is new.
  let written = 0;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    written += text.length;
    output = (output + text).slice(-20_000);
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    child,
    output: () => output,
    written: () => written,
    outputSince: (mark) => output.slice(Math.max(0, output.length - (written - mark))),
  };
}

/** An error as a line: its code, its message and its cause's (fetch hides the reason in `cause`). */
export function errorLine(error: unknown): string {
  const { code, cause } = error instanceof Error ? (error as Error & { code?: string }) : {};
  const because = cause === undefined ? '' : ` (cause: ${errorLine(cause)})`;
  return `${code ? `${code}: ` : ''}${errorText(error)}${because}`;
}

/** fetch, whose failure names the request and the reason (fetch's own says only "fetch failed"). */
export async function fetchSaying(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(`${init?.method ?? 'GET'} ${url} got no answer: ${errorLine(error)}`, { cause: error });
  }
}

export async function stopProcess(proc: ManagedProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitForHttp(url: string, proc?: ManagedProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = errorLine(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (${lastError})${proc ? `\n${proc.output()}` : ''}`);
}

/**
 * Poll until `check` returns a truthy value, and resolve with it. After `timeoutMs` it throws, naming
 * `what`, the time waited, the last error `check` threw and what `lastSeen` says (the last value seen).
 */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 15_000,
  lastSeen?: () => string,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seen = lastSeen ? `; last seen: ${lastSeen()}` : '';
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${errorLine(lastError)}` : ''}${seen}`,
  );
}
