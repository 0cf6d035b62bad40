/**
 * The manager against a real origin on loopback (pointer, version folders, a plain build), with the
 * version check and the federation runtime stood in for: what is live, what is held back, and when
 * a remote counts as down.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RemoteName, remotes } from '@site-kit/contract';
import { createLogger } from '@site-kit/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServingVersion } from './live-version.server';
import { DOWN_AFTER_FAILED_POLLS } from './liveness.server';
import { RemoteManager } from './remote-manager.server';
import { healthOf, isUp, loadModule, type RemotesSnapshot, servedVersion } from './remotes-snapshot.server';
import type { VersionCheckRequest, VersionCheckVerdict } from './version-check/version-check-worker';

const REMOTE: RemoteName = 'mfe_forms';
const TIMEOUT_MS = 200;

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

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop is held, as a burst of renders holds it.
  }
};

/** A remote's origin: a pointer and version folders, or a plain build at its root. */
class Origin {
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

interface Fixture {
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

async function setUp(configure: (origin: Origin) => void = () => {}): Promise<Fixture> {
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

afterEach(async () => {
  for (const fixture of running.splice(0)) {
    fixture.manager.stop();
    await fixture.origin.stop().catch(() => {});
  }
});

describe('liveness that load cannot fake', () => {
  it('a live version keeps serving through a slow pointer answer: one failed poll is a hiccup', async () => {
    const { origin, manager, changes } = await setUp();
    expect(isUp(manager.snapshot, REMOTE)).toBe(true);

    origin.pointerDelayMs = TIMEOUT_MS * 3;
    await manager.refresh(REMOTE);

    expect(isUp(manager.snapshot, REMOTE)).toBe(true);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'up', failedPolls: 1 });
    expect(changes).toEqual([]);

    origin.pointerDelayMs = 0;
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'up', failedPolls: 0, lastError: null });
  });

  it(`a remote that stays silent is down after ${DOWN_AFTER_FAILED_POLLS} polls in a row, and up again when it answers`, async () => {
    const { origin, manager, changes } = await setUp();
    origin.pointerDelayMs = TIMEOUT_MS * 3;
    for (let poll = 1; poll < DOWN_AFTER_FAILED_POLLS; poll += 1) await manager.refresh(REMOTE);
    expect(isUp(manager.snapshot, REMOTE)).toBe(true);

    await manager.refresh(REMOTE);
    expect(isUp(manager.snapshot, REMOTE)).toBe(false);
    expect(healthOf(manager.snapshot)[REMOTE].lastError).toMatch(/did not answer within 200 ms/);
    await expect(loadModule(manager.snapshot, REMOTE, './islands')).rejects.toThrow(/down/);

    origin.pointerDelayMs = 0;
    await manager.refresh(REMOTE);
    expect(isUp(manager.snapshot, REMOTE)).toBe(true);
    expect(changes).toEqual([REMOTE, REMOTE]);
  });

  it('a definite answer (nothing listens at the origin) is down at once', async () => {
    const { origin, manager } = await setUp();
    await origin.stop();
    // Let the client see its kept-alive socket closed: a reset socket is a hiccup, not an answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'down', failedPolls: 1 });
    expect(healthOf(manager.snapshot)[REMOTE].lastError).toMatch(/ECONNREFUSED/);
  });

  it('an origin with neither a pointer nor a build is down at once', async () => {
    const { origin, manager } = await setUp();
    origin.pointer = null;
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'down', failedPolls: 1 });
  });

  it('the shell’s own busy event loop is not the origin’s silence', async () => {
    const { origin, manager, changes } = await setUp();
    // The answer is in the socket in time; the loop is held for longer than the deadline before it
    // can read it, as under a burst of renders. A wall-clock deadline fires first.
    origin.busyAfterPointerMs = TIMEOUT_MS * 3;
    for (let poll = 0; poll < DOWN_AFTER_FAILED_POLLS; poll += 1) await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'up', failedPolls: 0, lastError: null });
    expect(changes).toEqual([]);
  });
});

describe('versions: where they come from, whether they may serve', () => {
  it('a plain build’s manifests are fetched once per poll', async () => {
    const { origin, manager } = await setUp((origin) => {
      origin.pointer = null;
      origin.plainBuild = true;
    });
    expect(isUp(manager.snapshot, REMOTE)).toBe(true);
    expect(origin.requests.sort()).toEqual(['/live.json', '/mf-manifest.json', '/server/mf-manifest.json']);
  });

  it('a refused version is held back while the pointer names it; the live one keeps serving', async () => {
    const fixture = await setUp();
    const { origin, manager } = fixture;
    fixture.verdict = (request) =>
      request.version === '0000000000000002'
        ? { ok: false, reason: 'its page throws', route: '/x' }
        : { ok: true, routes: 0, islands: 0 };
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002']);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      status: 'up',
      version: '0000000000000001',
      refused: { kind: 'refused', version: '0000000000000002', reason: 'its page throws', route: '/x' },
    });
  });

  it('withdraw: the previous version serves again, the pointer is untouched, the version is held until the pointer moves', async () => {
    const fixture = await setUp();
    const { origin, manager } = fixture;
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      version: '0000000000000002',
      previous: '0000000000000001',
    });

    const withdrawal = {
      remote: REMOTE,
      version: '0000000000000002',
      since: origin.since,
      previous: '0000000000000001',
      reason: '12 client errors from 5 page loads',
    } as const;
    expect(await manager.withdraw(withdrawal)).toBe(true);
    // Told again (another shell's decision, read back from the store): nothing changes.
    expect(await manager.withdraw(withdrawal)).toBe(false);

    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      status: 'up',
      version: '0000000000000001',
      previous: null,
      refused: { kind: 'withdrawn', version: '0000000000000002', reason: '12 client errors from 5 page loads' },
    });
    // The previous version was loaded afresh, after the withdrawn one left the federation registry.
    expect(fixture.opened).toEqual(['0000000000000001', '0000000000000002', '0000000000000001']);
    expect(fixture.retired).toEqual(['0000000000000001', '0000000000000002']);
    expect(fixture.changes).toEqual([REMOTE, REMOTE]);
    expect(origin.pointer).toBe('0000000000000002');

    // The pointer still names it: not checked, not served.
    await manager.refresh(REMOTE);
    expect(servedVersion(manager.snapshot, REMOTE)).toBe('0000000000000001');
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002']);

    // A new deploy is checked and goes live; promoting the withdrawn version again checks it afresh.
    origin.pointer = '0000000000000003';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ version: '0000000000000003', refused: null });
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002', '0000000000000003', '0000000000000002']);
    expect(servedVersion(manager.snapshot, REMOTE)).toBe('0000000000000002');
  });

  it('a withdrawn version promoted again (the pointer written anew) is checked afresh; a new live version is announced', async () => {
    const fixture = await setUp();
    const { origin, manager } = fixture;
    const announced: [string, string, string | null][] = [];
    manager.on('live', (name, version, previous) => announced.push([name, version, previous]));
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(announced).toEqual([[REMOTE, '0000000000000002', '0000000000000001']]);
    await manager.withdraw({
      remote: REMOTE,
      version: '0000000000000002',
      since: origin.since,
      previous: '0000000000000001',
      reason: 'breaks browsers',
    });
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002']);

    origin.since = '2026-11-25T01:00:00.000Z';
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002', '0000000000000002']);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ version: '0000000000000002', refused: null });
    // The version served again after the withdrawal was not announced as new.
    expect(announced).toEqual([
      [REMOTE, '0000000000000002', '0000000000000001'],
      [REMOTE, '0000000000000002', '0000000000000001'],
    ]);
  });

  it('a version not live is checked as a deployment would be, on request, with nothing recorded (a preview)', async () => {
    const fixture = await setUp();
    const { manager } = fixture;
    fixture.verdict = (request) =>
      request.version === '0000000000000003'
        ? { ok: false, reason: 'its page throws', route: '/x' }
        : { ok: true, routes: 0, islands: 0 };
    expect(await manager.checkCandidate(REMOTE, '0000000000000002')).toEqual({ ok: true });
    expect(await manager.checkCandidate(REMOTE, '0000000000000003')).toEqual({
      ok: false,
      reason: 'its page throws',
      route: '/x',
    });
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ version: '0000000000000001', refused: null });
    expect(fixture.opened).toEqual(['0000000000000001']);
    fixture.origin.pointer = '0000000000000003';
    await manager.refresh(REMOTE);
    expect(fixture.checked).toEqual(['0000000000000001', '0000000000000002', '0000000000000003', '0000000000000003']);
  });

  it('withdrawing the only version leaves the remote down until the pointer moves', async () => {
    const { origin, manager } = await setUp();
    expect(
      await manager.withdraw({
        remote: REMOTE,
        version: '0000000000000001',
        since: origin.since,
        previous: null,
        reason: 'breaks browsers',
      }),
    ).toBe(true);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'down', version: null });
    await manager.refresh(REMOTE);
    expect(isUp(manager.snapshot, REMOTE)).toBe(false);
    origin.pointer = '0000000000000002';
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({ status: 'up', version: '0000000000000002' });
  });
  it('a malformed pointer is an error of that poll: the loaded version keeps serving, through any number of polls', async () => {
    const { origin, manager } = await setUp();
    for (const raw of ['{not json', '{"version":"../../etc","since":null}', '{"versions":[]}']) {
      origin.rawPointer = raw;
      for (let poll = 0; poll < 5; poll += 1) await manager.refresh(REMOTE);
      expect(healthOf(manager.snapshot)[REMOTE], raw).toMatchObject({
        status: 'up',
        version: '0000000000000001',
        failedPolls: 0,
      });
      expect(healthOf(manager.snapshot)[REMOTE]?.lastError, raw).toMatch(/live\.json is not|invalid version/);
    }
    // Fixed, naming the same version: the error is history.
    origin.rawPointer = null;
    await manager.refresh(REMOTE);
    expect(healthOf(manager.snapshot)[REMOTE]).toMatchObject({
      status: 'up',
      version: '0000000000000001',
      lastError: null,
    });
  });
});
