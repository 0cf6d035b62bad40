/**
 * The manager against a real origin on loopback (pointer, version folders, a plain build), with the
 * version check and the federation runtime stood in for: what is live, what is held back, and when
 * a remote counts as down.
 */
import { describe, expect, it } from 'vitest';
import { DOWN_AFTER_FAILED_POLLS } from './liveness.server';
import { REMOTE, setUp, TIMEOUT_MS } from './remote-manager.fixture';
import { healthOf, isUp, loadModule } from './remotes-snapshot.server';

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
