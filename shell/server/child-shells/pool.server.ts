/**
 * Child shells: shell processes this shell starts to serve some browsers a site other than its own,
 * and passes those browsers' requests to (pass-through). Two uses, one mechanism (decisions P26,
 * P41): development mode's remote overrides (a child started with other remote URLs) and the
 * production shell's previews (a child with one remote pinned to the previewed version).
 *
 * A process, not a second RemoteManager here: the federation runtime keeps one registry per
 * process, by remote name, so two versions of one remote in one process load each other's chunks
 * (decisions P7, P20, P37). Each child is this very server (`node <this file>`) on a free loopback
 * port with a few variables changed; it is ready once its health answers, which is after its first
 * look at every remote (every version checked and loaded). A child stops when its parent ends (its
 * IPC channel closes), when it has been idle for `idleMs`, or when a newer child needs its place.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { RemoteName } from '@site-kit/contract';
import type { Logger } from '@site-kit/node';
import { withDeadline } from '../deadline.server';
import type { RemoteStatus } from '../remotes/remote-manager.server';

/** A child that accepted a connection but does not answer is not ready (it is asked again). */
const PROBE_TIMEOUT_MS = 1_000;
/** How long a page that shows a child's remotes waits for them. */
const STATUS_TIMEOUT_MS = 5_000;

/** What a child shell is: one process per key, started with `env` on top of this process's environment. */
export interface ChildShell {
  key: string;
  env: NodeJS.ProcessEnv;
}

export interface ChildShellsOptions {
  /** The children's detailed health view opens with this token (theirs alone when none is configured). */
  ownerToken: string | null;
  logger: Logger;
  /** Children running at once; the least recently used stops when another is needed. */
  max?: number;
  /** A child nobody has asked for in this long stops (it starts again on the next request). */
  idleMs?: number;
  /** How long a child may take to start (its first check of every remote included). */
  startMs?: number;
}

interface Running {
  url: Promise<string>;
  process: ChildProcess | null;
  lastUsed: number;
}

export class ChildShells {
  readonly #running = new Map<string, Running>();
  readonly #token: string;
  readonly #max: number;
  readonly #idleMs: number;
  readonly #startMs: number;

  constructor(private readonly options: ChildShellsOptions) {
    this.#token = options.ownerToken ?? randomBytes(24).toString('hex');
    this.#max = options.max ?? 4;
    this.#idleMs = options.idleMs ?? 15 * 60_000;
    this.#startMs = options.startMs ?? 120_000;
  }

  /** The exit hook and the idle sweep, from the first child on: a shell that starts none has neither. */
  #watching = false;
  #watchChildren(): void {
    if (this.#watching) return;
    this.#watching = true;
    process.on('exit', () => this.stopAll());
    setInterval(() => this.#stopIdle(), Math.min(60_000, this.#idleMs)).unref();
  }

  /** The URL of the child serving `child`, started if need be. */
  urlFor(child: ChildShell): Promise<string> {
    let running = this.#running.get(child.key);
    if (!running) {
      this.#watchChildren();
      if (this.#running.size >= this.#max) this.#stop(this.#leastRecentlyUsed());
      running = { url: Promise.resolve(''), process: null, lastUsed: Date.now() };
      const entry = running;
      entry.url = this.#start(child, (started) => {
        entry.process = started;
        // Stopped while it was being started: it ends at once.
        if (this.#running.get(child.key) !== entry) started.kill();
      });
      this.#running.set(child.key, entry);
      // A child that did not start is tried again by the next request.
      entry.url.catch(() => {
        if (this.#running.get(child.key) === entry) this.#running.delete(child.key);
      });
    }
    running.lastUsed = Date.now();
    return running.url;
  }

  /**
   * The remotes as that child sees them (undefined when it cannot say within STATUS_TIMEOUT_MS,
   * starting it included: a child still starting does not hold the page that asks).
   */
  async statusOf(child: ChildShell): Promise<Record<RemoteName, RemoteStatus> | undefined> {
    try {
      return await withDeadline(STATUS_TIMEOUT_MS, `child shell ${child.key}`, async (signal) => {
        const url = await this.urlFor(child);
        const response = await fetch(`${url}/healthz`, {
          headers: { authorization: `Bearer ${this.#token}` },
          signal,
        });
        return ((await response.json()) as { remotes?: Record<RemoteName, RemoteStatus> }).remotes;
      });
    } catch {
      return undefined;
    }
  }

  stopAll(): void {
    for (const key of [...this.#running.keys()]) this.#stop(key);
  }

  #leastRecentlyUsed(): string {
    let oldest: [string, number] | null = null;
    for (const [key, running] of this.#running)
      if (!oldest || running.lastUsed < oldest[1]) oldest = [key, running.lastUsed];
    return oldest?.[0] ?? '';
  }

  #stopIdle(): void {
    const now = Date.now();
    for (const [key, running] of this.#running) if (now - running.lastUsed > this.#idleMs) this.#stop(key);
  }

  #stop(key: string): void {
    const running = this.#running.get(key);
    this.#running.delete(key);
    running?.process?.kill();
  }

  /** `node <this server>` with the child's variables, on a free loopback port; resolves with its URL once it answers. */
  async #start(child: ChildShell, started: (process: ChildProcess) => void): Promise<string> {
    const startedAt = performance.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...child.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      OWNER_TOKEN: this.#token,
    };
    const shell = spawn(process.execPath, [process.argv[1] ?? ''], {
      env,
      // The IPC channel ends the child with its parent, however the parent ends.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    shell.channel?.unref();
    started(shell);
    const url = `http://127.0.0.1:${env.PORT}`;
    const deadline = Date.now() + this.#startMs;
    while (Date.now() < deadline && shell.exitCode === null && shell.signalCode === null) {
      try {
        if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })).ok) {
          this.options.logger.info(
            { child: child.key, childPid: shell.pid, ms: Math.round(performance.now() - startedAt) },
            'child shell ready',
          );
          return url;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    shell.kill();
    throw new Error(`the shell for ${child.key} did not start`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
