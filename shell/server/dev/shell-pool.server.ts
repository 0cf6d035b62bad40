/**
 * The development shell's pool of child shells: one process per set of remote overrides (decision
 * P26), started on first use with those URLs as its remotes' origins (`MFE_CITIES_URL`, as in
 * production), a few browsers' worth; the oldest stops when a new one is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { type RemoteName, remotes as registry, remoteEnvPrefix } from '@site-kit/contract';
import type { RemoteStatus } from '../remotes/remote-manager.server';
import type { Overrides } from './overrides.server';

const MAX_SHELLS = 4;

export class ShellPool {
  readonly #urls = new Map<string, Promise<string>>();
  readonly #children = new Map<string, ChildProcess>();
  /** The children's detailed health view opens with this token (theirs alone when none is configured). */
  readonly #token: string;

  constructor(ownerToken: string | null) {
    this.#token = ownerToken ?? randomBytes(24).toString('hex');
    process.on('exit', () => {
      for (const child of this.#children.values()) child.kill();
    });
  }

  /** The URL of the shell serving these overrides, started if need be. */
  shellFor(overrides: Overrides): Promise<string> {
    const key = JSON.stringify(Object.entries(overrides).sort());
    let url = this.#urls.get(key);
    if (!url) {
      if (this.#urls.size >= MAX_SHELLS) {
        const oldest = this.#urls.keys().next().value as string;
        this.#children.get(oldest)?.kill();
        this.#children.delete(oldest);
        this.#urls.delete(oldest);
      }
      url = this.#start(overrides, (child) => this.#children.set(key, child));
      this.#urls.set(key, url);
      // A shell that did not start is tried again by the next request.
      url.catch(() => this.#urls.delete(key));
    }
    return url;
  }

  /** The remotes as the shell serving these overrides sees them (undefined when it cannot say). */
  async statusFor(overrides: Overrides): Promise<Record<RemoteName, RemoteStatus> | undefined> {
    try {
      const url = await this.shellFor(overrides);
      const response = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${this.#token}` } });
      return ((await response.json()) as { remotes?: Record<RemoteName, RemoteStatus> }).remotes;
    } catch {
      return undefined;
    }
  }

  /** Start `node <this server>` with the overrides as its remotes' origins, on a free loopback port. */
  async #start(overrides: Overrides, started: (child: ChildProcess) => void): Promise<string> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      OWNER_TOKEN: this.#token,
    };
    for (const [name, url] of Object.entries(overrides)) {
      const remote = registry.find((candidate) => candidate.name === name);
      if (remote) env[`${remoteEnvPrefix(remote)}_URL`] = url;
    }
    const child = spawn(process.execPath, [process.argv[1] ?? ''], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    started(child);
    const url = `http://127.0.0.1:${env.PORT}`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) return url;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill();
    throw new Error(`the shell for ${JSON.stringify(overrides)} did not start`);
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
