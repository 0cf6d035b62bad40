/**
 * Safe deploys of a remote (issue 14): every version is checked before it serves; a failing one is
 * refused while the live one keeps serving; an open tab keeps working across deploys; a team rolls
 * back with one command; the shell can pin a version; an origin with a plain build still works.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remotes } from '@site-kit/contract';
import { expect, test, waitForPageScript } from '../../fixtures';
import { waitFor } from '../../harness/processes';
import { REMOTE_POLL_MS, repoRoot } from '../../harness/system';
import { bodyText, fetchRaw } from '../../helpers/html';
import { sawFallback, watchFallbacks } from '../../helpers/network';
import { buildVariant } from '../../helpers/variant';

test.describe.configure({ mode: 'serial' });

const built = (packageName: string) => path.join(repoRoot, packageName, 'dist');

test.describe('a version is checked before it serves', () => {
  test('a version whose pages throw is refused: the live one keeps serving every route; healthz and the log say why', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const live = await system.pointerVersion('mfe_cities');
    const broken = await buildVariant({
      packageName: 'mfe-cities',
      expose: './CityPage',
      marker: 'deliberately broken city page',
      workDir: path.join(system.runDir, 'refused-throw'),
      throws: 'always',
    });
    const brokenVersion = await system.deployRemote('mfe_cities', broken);
    expect(brokenVersion).not.toBe(live);
    const refused = await system.waitForRefusal('mfe_cities', brokenVersion);
    expect(refused.version).toBe(live);
    expect(refused.status).toBe('up');
    expect(refused.refused?.route).toMatch(/^\/locksmith-[a-z-]+$/);
    expect(refused.refused?.reason).toContain('deliberately broken city page');
    expect(Date.parse(refused.refused?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const refusedLines = () => system.logLines('shell', ['remote version refused', brokenVersion]);
    await expect.poll(() => refusedLines().length).toBeGreaterThan(0);
    const [logLine] = refusedLines();
    const logged = JSON.parse(logLine ?? '{}') as { route?: string; error?: string };
    expect(logged.route).toMatch(/^\/locksmith-/);
    expect(logged.error).toContain('deliberately broken city page');

    // Every route of the remote still answers with the old version's content.
    for (const route of ['/service-areas', '/locksmith-clayton-mo', '/locksmith-belleville-il', '/']) {
      const response = await fetchRaw(`${system.shellUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.html, route).not.toContain('deliberately broken');
    }
    await page.goto('/locksmith-clayton-mo');
    await waitForPageScript(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clayton');
    expect(consoleErrors.errors()).toEqual([]);

    // A good version after it goes live within a poll.
    const fixed = await buildVariant({
      packageName: 'mfe-cities',
      expose: './CityPage',
      marker: 'fixed city page',
      workDir: path.join(system.runDir, 'refused-then-fixed'),
    });
    const fixedVersion = await system.deployRemote('mfe_cities', fixed);
    try {
      await system.waitForServedVersion('mfe_cities', fixedVersion);
      expect((await system.remoteStatus()).mfe_cities.refused).toBeNull();
      expect(bodyText((await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`)).html)).toContain('fixed city page');
    } finally {
      await system.deployRemote('mfe_cities', built('mfe-cities'));
      await system.waitForServedVersion('mfe_cities', live);
    }
  });

  for (const [claim, owner, expected] of [
    ['/services/car-lockout', 'another remote', /not a path mfe_cities may own/],
    ['/locksmith-st-louis-mo', 'the shell', /already served by shell/],
  ] as const) {
    test(`a version whose route table claims ${claim} (${owner}'s) is refused`, async ({ system }) => {
      test.setTimeout(120_000);
      const live = await system.pointerVersion('mfe_cities');
      const greedy = await buildVariant({
        packageName: 'mfe-cities',
        expose: [],
        marker: '',
        workDir: path.join(system.runDir, `greedy-${claim.replace(/\W+/g, '-')}`),
        extraRoutes: [claim],
      });
      const greedyVersion = await system.deployRemote('mfe_cities', greedy);
      try {
        const status = await system.waitForRefusal('mfe_cities', greedyVersion);
        expect(status.version).toBe(live);
        expect(status.refused?.reason).toMatch(expected);
        // The path keeps its real owner.
        const response = await fetch(`${system.shellUrl}${claim}`, { redirect: 'manual' });
        expect(response.status).toBe(claim === '/locksmith-st-louis-mo' ? 301 : 200);
      } finally {
        await system.remoteDeploy('mfe_cities', ['--rollback', live]);
      }
    });
  }
});

test.describe('no version skew', () => {
  test('a tab opened before a deploy wakes its parts on the version it loaded; the next page it opens is the new one', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const live = await system.pointerVersion('mfe_services');
    await watchFallbacks(page, { page: true });
    await page.goto('/');
    await waitForPageScript(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const next = await buildVariant({
      packageName: 'mfe-services',
      expose: ['./ServicePage', './ServicesIndexPage', './HomeServices'],
      marker: 'services version two',
      workDir: path.join(system.runDir, 'skew'),
    });
    const nextVersion = await system.deployRemote('mfe_services', next);
    try {
      await system.waitForServedVersion('mfe_services', nextVersion);
      // The new version's chunks differ from the ones this tab would load.
      const chunks = async (version: string) =>
        (await readdir(path.join(system.remoteDir('mfe_services'), 'versions', version, 'static', 'js', 'async')))
          .filter((file) => file.includes('HomeServices') && file.endsWith('.js'))
          .sort();
      expect(await chunks(nextVersion)).not.toEqual(await chunks(live));

      // The home grid wakes now, after the deploy: from the version this page was rendered with (decision P19).
      const grid = page.locator('[data-island="services/HomeServices"]');
      // It wakes when the visitor reaches into it (decision PF10).
      await grid.getByRole('link', { name: /View All 11 Services/ }).hover();
      await expect(grid).toHaveAttribute('data-ready', 'true');
      await expect(grid.getByTestId('deploy-marker')).toHaveCount(0);
      expect(await sawFallback(page)).toBe(false);

      // A link opens the next page as a document: the new version.
      await grid.getByRole('link', { name: /View All 11 Services/ }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByTestId('deploy-marker').first()).toHaveText('services version two');
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      await system.remoteDeploy('mfe_services', ['--rollback', live]);
      await system.waitForServedVersion('mfe_services', live);
    }
  });
});

test.describe('rollback, pinning, pruning, and the plain layout', () => {
  test('`deploy --rollback` brings the previous content back within a poll, in server HTML and the browser', async ({
    system,
    page,
  }) => {
    test.setTimeout(120_000);
    const first = await system.pointerVersion('mfe_reviews');
    const second = await system.deployRemote(
      'mfe_reviews',
      await buildVariant({
        packageName: 'mfe-reviews',
        expose: './ReviewsPage',
        marker: 'reviews version two',
        workDir: path.join(system.runDir, 'rollback'),
      }),
    );
    await system.waitForServedVersion('mfe_reviews', second);
    expect((await fetchRaw(`${system.shellUrl}/reviews`)).html).toContain('reviews version two');

    const said = await system.remoteDeploy('mfe_reviews', ['--rollback']);
    expect(said).toContain(first);
    await system.waitForServedVersion('mfe_reviews', first, { timeoutMs: REMOTE_POLL_MS * 6 });
    expect((await fetchRaw(`${system.shellUrl}/reviews`)).html).not.toContain('reviews version two');
    await page.goto('/reviews');
    await waitForPageScript(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  });

  test('a version pinned in REMOTES_CONFIG ignores new pointers; healthz says so', async ({ system }) => {
    test.setTimeout(120_000);
    const pinned = await system.pointerVersion('mfe_reviews');
    const config = path.join(system.runDir, 'remotes-pinned.json');
    await writeFile(config, JSON.stringify({ mfe_reviews: { version: pinned } }));
    await system.restartShell({ REMOTES_CONFIG: config });
    try {
      const newer = await system.deployRemote(
        'mfe_reviews',
        await buildVariant({
          packageName: 'mfe-reviews',
          expose: './ReviewsPage',
          marker: 'reviews while pinned',
          workDir: path.join(system.runDir, 'pinned'),
        }),
      );
      expect(newer).not.toBe(pinned);
      // A pinned remote reads no pointer: the shell's polls of another remote show its polls went by.
      await system.waitForPolls('mfe_cities', system.pollMark('mfe_cities'), 3);
      const status = (await system.remoteStatus()).mfe_reviews;
      expect(status).toMatchObject({ version: pinned, pinned, status: 'up' });
      expect((await fetchRaw(`${system.shellUrl}/reviews`)).html).not.toContain('reviews while pinned');
    } finally {
      await system.remoteDeploy('mfe_reviews', ['--rollback', pinned]);
      await system.restartShell();
    }
  });

  test('`deploy --prune` with a keep value that is not a whole number is refused, naming it; nothing is removed', async ({
    system,
  }) => {
    const versionsDir = path.join(system.remoteDir('mfe_reviews'), 'versions');
    const before = (await readdir(versionsDir)).sort();
    expect(before.length).toBeGreaterThan(1);
    const refusal = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
      system.remoteDeploy('mfe_reviews', args, { extraEnv }).then(
        (stdout) => ({ code: 0, stderr: '', stdout }),
        (error: { code: number; stderr: string }) => error,
      );
    for (const [name, value] of [
      ['DEPLOY_KEEP_VERSIONS', 'five'],
      ['DEPLOY_KEEP_VERSIONS', ''],
      ['DEPLOY_KEEP_HOURS', '-1'],
    ] as const) {
      const refused = await refusal(['--prune'], { [name]: value });
      expect(refused.code, `${name}=${value}`).toBe(1);
      expect(refused.stderr).toContain(`invalid configuration\n  ${name}: must be a whole number`);
      expect((await readdir(versionsDir)).sort()).toEqual(before);
    }
    const badOption = await refusal(['--prune', '--keep', 'five']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain('--keep takes a whole number');
    expect((await readdir(versionsDir)).sort()).toEqual(before);
  });

  test('`deploy --prune` keeps the live version and removes the others the options allow', async ({ system }) => {
    const live = await system.pointerVersion('mfe_reviews');
    const before = await readdir(path.join(system.remoteDir('mfe_reviews'), 'versions'));
    expect(before.length).toBeGreaterThan(1);
    expect(before).toContain(live);
    await system.remoteDeploy('mfe_reviews', ['--prune', '--keep', '0', '--keep-hours', '0']);
    expect(await readdir(path.join(system.remoteDir('mfe_reviews'), 'versions'))).toEqual([live]);
    expect((await fetchRaw(`${system.shellUrl}/reviews`)).status).toBe(200);
    await system.waitForPolls('mfe_reviews', system.pollMark('mfe_reviews'));
    expect((await system.remoteStatus()).mfe_reviews).toMatchObject({ version: live, status: 'up' });
  });

  test('an origin in the plain layout (one build at its root, no pointer) still serves', async ({ system }) => {
    test.setTimeout(120_000);
    await system.stopRemote('mfe_reviews');
    await system.startRemote('mfe_reviews', { dir: built('mfe-reviews') });
    try {
      await waitFor(async () => {
        const status = (await system.remoteStatus()).mfe_reviews;
        return status.status === 'up' && status.since === null;
      }, 'the plain build live');
      const response = await fetchRaw(`${system.shellUrl}/reviews`);
      expect(response.status).toBe(200);
      expect(response.html).toContain(`${system.remoteUrl('mfe_reviews')}/`);
    } finally {
      await system.stopRemote('mfe_reviews');
      await system.startRemote('mfe_reviews');
      await waitFor(async () => (await system.remoteStatus()).mfe_reviews.since !== null, 'versions again');
    }
  });
});

test.describe('published builds', () => {
  test('no file of a remote’s build, or of its published version, names a path of the machine that built it', async ({
    system,
  }) => {
    const offenders: string[] = [];
    for (const remote of remotes) {
      const folders = [
        path.join(repoRoot, remote.packageName, 'dist'),
        path.join(system.remoteDir(remote.name), 'versions', await system.pointerVersion(remote.name)),
      ];
      for (const folder of folders) {
        const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) =>
          entry.isFile(),
        );
        expect(files.length, folder).toBeGreaterThan(5);
        for (const file of files) {
          const where = path.join(file.parentPath, file.name);
          if ((await readFile(where)).includes(repoRoot)) offenders.push(path.relative(repoRoot, where));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
