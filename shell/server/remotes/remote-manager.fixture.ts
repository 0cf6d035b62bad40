/**
 * The remote manager's test fixture: a real origin on loopback (pointer, version folders, a plain
 * build), with the version check and the federation runtime stood in for. Imported by the manager's
 * tests only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RemoteName, remotes } from '@site-kit/contract';
import { createLogger } from '@site-kit/server';
import { afterEach } from 'vitest';
import type { ServingVersion } from './live-version.server';
import { RemoteManager } from './remote-manager.server';
import { type RemotesSnapshot, servedVersion } from './remotes-snapshot.server';
import type { VersionCheckRequest, VersionCheckVerdict } from './version-check/version-check-worker';

export const REMOTE: RemoteName = 'mfe_forms';
export const TIMEOUT_MS = 200;

const manifest = (name: string) => ({
  id: REMOTE,
  name: REMOTE,
  metaData: { remoteEntry: { name, path: '', type: 'global' } },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${REMOTE}:islands`,
      name: 'islands',
      path: './islands',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

export const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop is held, as a burst of renders holds it.
  }
};

/** A remote's origin: a pointer and version folders, or a plain build at its root. */
export class Origin {
  pointer: string | null = '0000000000000001';
  /** When the pointer was written (a promote writes it anew, naming the same version). */
  since = '2026-11-25T00:00:00.000Z';
  plainBuild = false;
  /** Held before the pointer is answered. */
  pointerDelayMs = 0;
  /** The event loop is held right after the pointer is answered. */
  busyAfterPointerMs = 0;
  /** Answered instead of the pointer (a malformed live.json). */
  rawPointer: string | null = null;
  readonly requests: string[] = [];
  #server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    this.requests.push(path);
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/live.json') {
      if (!this.pointer) return void res.writeHead(404).end();
      if (this.rawPointer !== null)
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(this.rawPointer);
      setTimeout(() => {
        json({ version: this.pointer, since: this.since });
        busyFor(this.busyAfterPointerMs);
      }, this.pointerDelayMs);
      return;
    }
    if (/^\/versions\/[0-9a-f]{16}\/mf-manifest\.json$/.test(path) || (this.plainBuild && path === '/mf-manifest.json'))
      return json(manifest('remoteEntry.js'));
    if (
      /^\/versions\/[0-9a-f]{16}\/server\/mf-manifest\.json$/.test(path) ||
      (this.plainBuild && path === '/server/mf-manifest.json')
    )
      return json(manifest('remoteEntry.js'));
    res.writeHead(404).end();
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}

export interface Fixture {
  origin: Origin;
  manager: RemoteManager;
  checked: string[];
  opened: string[];
  retired: string[];
  changes: RemoteName[];
  verdict: (request: VersionCheckRequest) => VersionCheckVerdict;
}

const running: Fixture[] = [];

const changeKey = (snapshot: RemotesSnapshot) =>
  `${snapshot.remotes[REMOTE].status}:${servedVersion(snapshot, REMOTE) ?? ''}`;

export async function setUp(configure: (origin: Origin) => void = () => {}): Promise<Fixture> {
  const origin = new Origin();
  configure(origin);
  const url = await origin.start();
  const fixture: Fixture = {
    origin,
    checked: [],
    opened: [],
    retired: [],
    changes: [],
    verdict: () => ({ ok: true, routes: 0, islands: 0 }),
  } as unknown as Fixture;
  // The other remotes' origins: nothing listens there.
  const origins = Object.fromEntries(remotes.map((remote) => [remote.name, 'http://127.0.0.1:9'])) as Record<
    RemoteName,
    string
  >;
  origins[REMOTE] = url;
  fixture.manager = new RemoteManager(origins, {
    pollMs: 60_000,
    timeoutMs: TIMEOUT_MS,
    site: { siteUrl: 'https://www.example.test' },
    config: { siteUrl: 'https://www.example.test', reviewsWidget: null, formsEndpoint: '/api/submissions' },
    checkVersion: async (request) => {
      fixture.checked.push(request.version);
      return fixture.verdict(request);
    },
    shellRoutes: [],
    logger: createLogger('silent', 'test'),
    open: async (remote, files) => {
      fixture.opened.push(files.version);
      return {
        remote,
        files,
        routes: null,
        islands: {},
        browserEntry: `${files.base}/remoteEntry.js`,
        load: async () => ({ default: null }),
        browserAssets: () => ({ js: [], css: [] }),
        cssText: async () => '',
        forgetFailures: () => {},
        retire: () => fixture.retired.push(files.version),
      } satisfies ServingVersion;
    },
  });
  await fixture.manager.refresh(REMOTE);
  // A change is a snapshot in which the remote's status or served version differs from the one before.
  let seen = changeKey(fixture.manager.snapshot);
  fixture.manager.on('snapshot', (snapshot) => {
    if (changeKey(snapshot) !== seen) fixture.changes.push(REMOTE);
    seen = changeKey(snapshot);
  });
  running.push(fixture);
  return fixture;
}

/** Every fixture a test set up is stopped after it. */
afterEach(async () => {
  for (const fixture of running.splice(0)) {
    fixture.manager.stop();
    await fixture.origin.stop().catch(() => {});
  }
});
