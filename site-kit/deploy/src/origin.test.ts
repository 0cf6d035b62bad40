import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentVersion,
  DeployError,
  listVersions,
  promote,
  prune,
  publish,
  readDeployLog,
  readPointer,
  rollback,
} from './origin';
import { minimalBuild } from './testing/builds';

let work: string;
let originDir: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'originDir-test-'));
  originDir = path.join(work, 'origin');
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A minimal remote build in this test's work folder. */
const build = (name: string, text: string) => minimalBuild(path.join(work, name), text);

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 0) + hours * 3_600_000);

describe('publish', () => {
  it('copies the build into a version folder named by its content and makes it live, pointer last', async () => {
    const dist = await build('dist', 'one');
    const published = await publish(originDir, dist, at(0));
    expect(published.version).toBe(await contentVersion(dist));
    expect(published.copied).toBe(true);
    expect(await readFile(path.join(originDir, 'versions', published.version, 'chunk.js'), 'utf8')).toBe('one');
    expect(await readPointer(originDir)).toEqual({ version: published.version, since: at(0).toISOString() });
    expect(await readDeployLog(originDir)).toEqual([{ version: published.version, since: at(0).toISOString() }]);
    // Nothing half-written is left beside the published files.
    expect((await readdir(originDir)).sort()).toEqual(['deployments.json', 'live.json', 'versions']);
    expect(await readdir(path.join(originDir, 'versions'))).toEqual([published.version]);
  });

  it('changes nothing already there: the same build again copies nothing', async () => {
    const first = await publish(originDir, await build('a', 'same'), at(0));
    const again = await publish(originDir, await build('b', 'same'), at(1));
    expect(again).toMatchObject({ version: first.version, copied: false });
    expect(await readDeployLog(originDir)).toHaveLength(1);
  });

  it('a new build is a new version beside the old one, which stays', async () => {
    const first = await publish(originDir, await build('a', 'one'), at(0));
    const second = await publish(originDir, await build('b', 'two'), at(1));
    expect(second.version).not.toBe(first.version);
    expect((await listVersions(originDir)).sort()).toEqual([first.version, second.version].sort());
    expect((await readPointer(originDir))?.version).toBe(second.version);
  });

  it('names a version by what runs: build statistics (whose order varies per build) do not count', async () => {
    const a = await build('a', 'same');
    const b = await build('b', 'same');
    await writeFile(path.join(a, 'mf-stats.json'), '{"usedIn":["./A","./B"]}');
    await writeFile(path.join(b, 'mf-stats.json'), '{"usedIn":["./B","./A"]}');
    expect(await contentVersion(a)).toBe(await contentVersion(b));
    await writeFile(path.join(b, 'chunk.js'), 'changed');
    expect(await contentVersion(a)).not.toBe(await contentVersion(b));
  });

  it('refuses a folder that is not a remote build', async () => {
    const dir = path.join(work, 'empty');
    await mkdir(dir);
    await expect(publish(originDir, dir)).rejects.toThrow(DeployError);
    expect(await readPointer(originDir)).toBeNull();
  });

  it('refuses while another deploy holds the originDir', async () => {
    await mkdir(path.join(originDir, '.deploy.lock'), { recursive: true });
    await expect(publish(originDir, await build('a', 'one'))).rejects.toThrow(/another deploy is running/);
  });
});

describe('preview and promote', () => {
  it('a preview publishes the version and leaves the pointer and the deploy log as they were', async () => {
    const live = await publish(originDir, await build('a', 'one'), at(0));
    const preview = await publish(originDir, await build('b', 'two'), at(1), { live: false });
    expect(preview).toMatchObject({ copied: true, live: { version: live.version } });
    expect(await listVersions(originDir)).toHaveLength(2);
    expect(await readPointer(originDir)).toEqual({ version: live.version, since: at(0).toISOString() });
    expect(await readDeployLog(originDir)).toHaveLength(1);
    // Before any version went live there is no pointer, and a preview writes none.
    await rm(originDir, { recursive: true });
    expect((await publish(originDir, await build('c', 'three'), at(2), { live: false })).live).toBeNull();
    expect(await readPointer(originDir)).toBeNull();
  });

  it('promote makes a published version live through the pointer, logged; again for the same version', async () => {
    const live = await publish(originDir, await build('a', 'one'), at(0));
    const preview = await publish(originDir, await build('b', 'two'), at(1), { live: false });
    expect(await promote(originDir, preview.version, at(2))).toEqual({
      version: preview.version,
      since: at(2).toISOString(),
    });
    // Promoted again (a version the shell withdrew, fixed nowhere but tried again): written anew.
    await promote(originDir, preview.version, at(3));
    expect(await readPointer(originDir)).toEqual({ version: preview.version, since: at(3).toISOString() });
    expect((await readDeployLog(originDir)).map((entry) => [entry.version, entry.since])).toEqual([
      [live.version, at(0).toISOString()],
      [preview.version, at(2).toISOString()],
      [preview.version, at(3).toISOString()],
    ]);
  });

  it('promote refuses a version that is not at the origin', async () => {
    await publish(originDir, await build('a', 'one'), at(0));
    await expect(promote(originDir, 'abcdef0123456789')).rejects.toThrow(/not at/);
    await expect(promote(originDir, '../../etc')).rejects.toThrow(/not at/);
  });
});

describe('rollback', () => {
  it('goes back to the previous version, then to a named one', async () => {
    const one = await publish(originDir, await build('a', 'one'), at(0));
    const two = await publish(originDir, await build('b', 'two'), at(1));
    const three = await publish(originDir, await build('c', 'three'), at(2));
    expect((await rollback(originDir, undefined, at(3))).version).toBe(two.version);
    // The previous of a rollback is the version live before it.
    expect((await rollback(originDir, undefined, at(4))).version).toBe(three.version);
    expect((await rollback(originDir, one.version, at(5))).version).toBe(one.version);
    expect((await readDeployLog(originDir)).map((entry) => entry.version)).toEqual([
      one.version,
      two.version,
      three.version,
      two.version,
      three.version,
      one.version,
    ]);
  });

  it('refuses a version that is not at the originDir, or nothing to go back to', async () => {
    await expect(rollback(originDir)).rejects.toThrow(/no earlier version/);
    await publish(originDir, await build('a', 'one'), at(0));
    await expect(rollback(originDir)).rejects.toThrow(/no earlier version/);
    await expect(rollback(originDir, 'abcdef0123456789')).rejects.toThrow(/not at/);
    await expect(rollback(originDir, '../../etc')).rejects.toThrow(/not at/);
  });
});

describe('prune', () => {
  it('keeps the live version, the previous N and any live in the last hours; removes the rest', async () => {
    const versions: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      versions.push((await publish(originDir, await build(`b${index}`, `v${index}`), at(index * 10))).version);
    }
    // Now: 100 h. Live: v8 (since 80 h). Previous two: v7, v6. Live within 25 h: v7 (until 80 h), v6 (until 70 h)...
    const result = await prune(originDir, { keepPrevious: 2, keepHours: 25, now: at(100) });
    const expected = [versions[8], versions[7], versions[6]];
    expect(result.kept.sort()).toEqual([...expected].sort());
    expect((await listVersions(originDir)).sort()).toEqual([...expected].sort());
    expect(result.removed.sort()).toEqual(versions.slice(0, 6).sort());
  });

  it('never removes a version live within the window, however many came after', async () => {
    const versions: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      versions.push((await publish(originDir, await build(`b${index}`, `v${index}`), at(index))).version);
    }
    const result = await prune(originDir, { keepPrevious: 0, keepHours: 24, now: at(10) });
    expect(result.removed).toEqual([]);
    expect((await listVersions(originDir)).sort()).toEqual([...versions].sort());
  });

  it('refuses a keep count that is not a whole number, before removing anything', async () => {
    const versions: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      versions.push((await publish(originDir, await build(`b${index}`, `v${index}`), at(index))).version);
    }
    for (const bad of [Number('five'), -1, 2.5, Number.POSITIVE_INFINITY]) {
      await expect(prune(originDir, { keepPrevious: bad, keepHours: 0, now: at(500) })).rejects.toThrow(
        /keepPrevious must be a whole number/,
      );
      await expect(prune(originDir, { keepPrevious: 0, keepHours: bad, now: at(500) })).rejects.toThrow(
        /keepHours must be a whole number/,
      );
    }
    expect((await listVersions(originDir)).sort()).toEqual([...versions].sort());
  });

  it('refuses to prune on a deploy log or pointer it cannot read, and removes nothing', async () => {
    const one = await publish(originDir, await build('a', 'one'), at(0));
    const two = await publish(originDir, await build('b', 'two'), at(1));
    await writeFile(path.join(originDir, 'deployments.json'), '[{"version": "not a hash"}]');
    await expect(prune(originDir, { keepPrevious: 0, keepHours: 0, now: at(500) })).rejects.toThrow(
      /deployments\.json is malformed/,
    );
    await writeFile(path.join(originDir, 'deployments.json'), '[');
    await expect(prune(originDir, { keepPrevious: 0, keepHours: 0, now: at(500) })).rejects.toThrow(/is not JSON/);
    expect((await listVersions(originDir)).sort()).toEqual([one.version, two.version].sort());
    await writeFile(path.join(originDir, 'live.json'), '{}');
    await expect(readPointer(originDir)).rejects.toThrow(/live\.json is malformed/);
  });

  it('keeps a rolled-back-to version (it is live)', async () => {
    const one = await publish(originDir, await build('a', 'one'), at(0));
    await publish(originDir, await build('b', 'two'), at(1));
    await rollback(originDir, one.version, at(2));
    const result = await prune(originDir, { keepPrevious: 0, keepHours: 0, now: at(500) });
    expect(await listVersions(originDir)).toEqual([one.version]);
    expect(result.kept).toEqual([one.version]);
  });
});
