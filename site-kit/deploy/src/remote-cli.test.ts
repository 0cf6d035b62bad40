import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPreview } from '@site-kit/contract/preview-token';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish, readDeployLog, readPointer } from './origin';
import { remoteDeploy } from './remote-cli';
import { minimalBuild } from './testing/builds';

let work: string;
let originDir: string;
let lines: string[];
let refusals: string[];

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'remote-cli-test-'));
  originDir = path.join(work, 'origin');
  // The command runs from the remote's package folder and finds the remote by its package name.
  await writeFile(path.join(work, 'package.json'), JSON.stringify({ name: 'mfe-reviews' }));
  lines = [];
  refusals = [];
});
afterEach(() => rm(work, { recursive: true, force: true }));

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 0) + hours * 3_600_000);

/** Publish `count` builds, one an hour; the versions, oldest first. */
async function publishVersions(count: number): Promise<string[]> {
  const versions: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const dir = await buildDir(`build-${index}`, `version ${index}`);
    versions.push((await publish(originDir, dir, at(index))).version);
  }
  return versions;
}

/** A build folder in this test's work folder. */
const buildDir = (name: string, text: string) => minimalBuild(path.join(work, name), text);

const deploy = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
  remoteDeploy(argv, {
    cwd: work,
    env: { MFE_REVIEWS_DIST_DIR: originDir, ...env },
    out: { write: (line: string) => void lines.push(line) },
    err: (line) => void refusals.push(line),
  });

const versionsAtOrigin = async () => (await readdir(path.join(originDir, 'versions'))).sort();

describe('remote-deploy --prune', () => {
  it('refuses a keep variable that is not a whole number, naming it, and removes nothing', async () => {
    const versions = await publishVersions(4);
    for (const [name, value] of [
      ['DEPLOY_KEEP_VERSIONS', 'five'],
      ['DEPLOY_KEEP_VERSIONS', ''],
      ['DEPLOY_KEEP_HOURS', '-1'],
      ['DEPLOY_KEEP_HOURS', '2.5'],
    ] as const) {
      refusals = [];
      expect(await deploy(['--prune'], { [name]: value }), `${name}=${value}`).toBe(1);
      expect(refusals.join('\n')).toMatch(
        new RegExp(`^remote-deploy mfe-reviews: invalid configuration\\n {2}${name}: must be a whole number`),
      );
      expect(await versionsAtOrigin()).toEqual([...versions].sort());
    }
    expect(lines).toEqual([]);
  });

  it('refuses a keep option that is not a whole number, with the usage, and removes nothing', async () => {
    const versions = await publishVersions(3);
    expect(await deploy(['--prune', '--keep', 'five'])).toBe(2);
    expect(await deploy(['--prune', '--keep-hours', '-1'])).toBe(2);
    expect(refusals[0]).toMatch(/^--keep takes a whole number\nusage: remote-deploy/);
    expect(await versionsAtOrigin()).toEqual([...versions].sort());
  });

  it('prunes with good values, the options winning over the variables, and logs one JSON line', async () => {
    const versions = await publishVersions(4);
    expect(await deploy(['--prune', '--keep', '1', '--keep-hours', '0'], { DEPLOY_KEEP_VERSIONS: '5' })).toBe(0);
    expect(await versionsAtOrigin()).toEqual([versions[2], versions[3]].sort());
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '');
    expect(logged).toMatchObject({ msg: 'pruned', remote: 'mfe-reviews', originDir, level: 30 });
    expect(logged.removed.sort()).toEqual([versions[0], versions[1]].sort());
  });
});

describe('remote-deploy refuses before it signs, reads or publishes anything (issue 33)', () => {
  it('a version name that is not one: --promote and --rollback', async () => {
    await publishVersions(1);
    const env = { PREVIEW_SECRET: 'a-preview-secret-of-at-least-32-characters' };
    for (const argv of [
      ['--promote', '../../../etc'],
      ['--promote', 'ABCDEF0123456789'],
      ['--rollback', '../x'],
    ]) {
      refusals = [];
      expect(await deploy(argv, env), argv.join(' ')).toBe(2);
      expect(refusals[0], argv.join(' ')).toMatch(/takes a version name \(16 hex digits/);
    }
    expect(lines).toEqual([]);
  });

  it("another remote's build, named in its manifests: nothing is published", async () => {
    const [live] = await publishVersions(1);
    const forms = await minimalBuild(path.join(work, 'forms-build'), 'forms', 'mfe_forms');
    expect(await deploy(['--no-build', '--from', forms, '--no-browser-check'])).toBe(1);
    expect(refusals).toEqual([
      `remote-deploy: ${forms} is a build of mfe_forms, not of mfe_reviews: nothing was published`,
    ]);
    expect(await versionsAtOrigin()).toEqual([live]);
    expect((await readPointer(originDir))?.version).toBe(live);
  });
});

describe('remote-deploy', () => {
  it('says what is live, and refuses an unknown package', async () => {
    const [version] = await publishVersions(1);
    expect(await deploy(['--status'])).toBe(0);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'status', live: { version } });
    await writeFile(path.join(work, 'package.json'), JSON.stringify({ name: 'mfe-nothing' }));
    expect(await deploy(['--status'])).toBe(1);
    expect(refusals).toEqual(['remote-deploy: mfe-nothing is not in the remote registry']);
  });

  it('--preview publishes without making it live and prints a signed, expiring link to the site', async () => {
    const [live] = await publishVersions(1);
    const dir = await buildDir('preview', 'two');
    const secret = 'a-preview-secret-of-at-least-32-characters';
    const started = Date.now();
    expect(
      await deploy(['--no-build', '--from', dir, '--preview'], {
        PREVIEW_SECRET: secret,
        SITE_URL: 'https://www.example.com',
        PREVIEW_HOURS: '2',
      }),
    ).toBe(0);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; version?: string; link?: string });
    const version = logged.find((line) => line.msg === 'published as a preview')?.version ?? '';
    expect(version).not.toBe(live);
    expect((await readPointer(originDir))?.version).toBe(live);
    expect(await readDeployLog(originDir)).toHaveLength(1);
    const link = new URL(logged.find((line) => line.msg === 'preview link')?.link ?? '');
    expect(link.origin + link.pathname).toBe('https://www.example.com/__preview');
    const preview = readPreview(link.searchParams.get('token') ?? '', secret);
    expect(preview).toMatchObject({ remote: 'mfe_reviews', version });
    expect((preview?.expiresAt ?? 0) - started).toBeGreaterThan(2 * 3_600_000 - 5_000);
    expect((preview?.expiresAt ?? 0) - started).toBeLessThanOrEqual(2 * 3_600_000 + 1_000);
  });

  it('a preview or a browser check without PREVIEW_SECRET stops before anything is published', async () => {
    const [live] = await publishVersions(1);
    const dir = await buildDir('unchecked', 'two');
    for (const args of [['--preview'], [], ['--promote', live ?? '']]) {
      refusals = [];
      expect(
        await deploy(args[0] === '--promote' ? args : ['--no-build', '--from', dir, ...args]),
        args.join(' '),
      ).toBe(1);
      expect(refusals.join('\n')).toMatch(/a preview needs PREVIEW_SECRET .* --no-browser-check/);
    }
    expect(await versionsAtOrigin()).toEqual([live]);
  });

  it('--no-browser-check makes the version live at once, and says so loudly', async () => {
    const [first] = await publishVersions(1);
    const dir = await buildDir('emergency', 'two');
    expect(await deploy(['--no-build', '--from', dir, '--no-browser-check'])).toBe(0);
    const live = (await readPointer(originDir))?.version;
    expect(live).not.toBe(first);
    expect(refusals).toEqual([
      `remote-deploy: !!! ${live} goes live WITHOUT the browser check (--no-browser-check) !!!`,
    ]);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'published as a preview',
      'no browser check: an emergency fix, made live at once',
      'live: the shell serves it within one poll',
    ]);
    // Promoting a published version again writes the pointer anew: the shell checks it afresh.
    expect(await deploy(['--promote', first ?? '', '--no-browser-check'])).toBe(0);
    expect(await deploy(['--promote', first ?? '', '--no-browser-check'])).toBe(0);
    expect((await readDeployLog(originDir)).map((entry) => entry.version)).toEqual([first, live, first, first]);
  });

  it('the build already live, deployed again: nothing to check, nothing written, no browser', async () => {
    const dir = await buildDir('live', 'one');
    expect(await deploy(['--no-build', '--from', dir, '--no-browser-check'])).toBe(0);
    const live = await readPointer(originDir);
    lines = [];
    refusals = [];
    // With the browser check on and a site nobody answers at: it would fail if it opened anything.
    const secret = 'a-preview-secret-of-at-least-32-chars';
    const env = { PREVIEW_SECRET: secret, SITE_URL: 'http://127.0.0.1:9' };
    expect(await deploy(['--no-build', '--from', dir], env)).toBe(0);
    expect(await deploy(['--no-build', '--from', dir, '--no-browser-check'])).toBe(0);
    expect(refusals).toEqual([]);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'already published',
      'already live: nothing to check or promote',
      'already published',
      'already live: nothing to check or promote',
    ]);
    expect(await readPointer(originDir)).toEqual(live);
    expect(await readDeployLog(originDir)).toHaveLength(1);
  });

  it('refuses options that do not go together, with the usage', async () => {
    for (const args of [
      ['--preview', '--promote', 'abc'],
      ['--preview', '--no-browser-check'],
      ['--promote', 'abc', '--no-build'],
      ['--rollback', '--prune'],
      // It would build here, then publish another folder.
      ['--from', '/tmp/elsewhere'],
      // Ignored without --prune.
      ['--keep', '3'],
      ['--rollback', '--keep-hours', '1'],
    ]) {
      refusals = [];
      expect(await deploy(args), args.join(' ')).toBe(2);
      expect(refusals[0]).toMatch(/usage: remote-deploy/);
    }
  });
});
