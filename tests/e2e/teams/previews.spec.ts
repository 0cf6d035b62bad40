/**
 * Preview before live (issue 28, point 3). A team publishes a version with `deploy --preview`: the
 * pointer does not move, and the printed link, signed with the shell's PREVIEW_SECRET, shows that
 * version to the browser that opened it and to nobody else, with a notice and a way out. The shell
 * checks a previewed version exactly as a deployment: a version it would refuse cannot be previewed.
 */
import path from 'node:path';
import { PREVIEW_COOKIE, signPreview } from '@site-kit/contract/preview-token';
import { expect, test, waitForPageScript } from '../../fixtures';
import { PREVIEW_SECRET } from '../../harness/system';
import { checkedPages, lineOf } from '../../helpers/deploy';
import { fetchRaw } from '../../helpers/html';
import { buildVariant } from '../../helpers/variant';

test.describe.configure({ mode: 'serial' });

const MARKER = 'reviews as previewed';

test('`deploy --preview` publishes without making it live; only the browser that opened its link sees it, with a notice and a way out; `--promote` makes it live', async ({
  system,
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const live = await system.pointerVersion('mfe_reviews');
  const variant = await buildVariant({
    packageName: 'mfe-reviews',
    expose: './ReviewsPage',
    marker: MARKER,
    workDir: path.join(system.runDir, 'preview'),
  });
  const stdout = await system.remoteDeploy('mfe_reviews', ['--no-build', '--from', variant, '--preview']);
  const version = lineOf(stdout, 'published as a preview').version ?? '';
  const link = lineOf(stdout, 'preview link').link ?? '';
  expect(version).not.toBe(live);
  expect(new URL(link).origin).toBe(system.shellUrl);

  // Published, not live: the pointer and the shell stay on the live version.
  expect(await system.pointerVersion('mfe_reviews')).toBe(live);
  await system.waitForPolls('mfe_reviews', system.pollMark('mfe_reviews'));
  expect(await system.servedVersion('mfe_reviews')).toBe(live);

  // The browser that opens the link (here, landing on the reviews page).
  const started = performance.now();
  await page.goto(`${link}&to=${encodeURIComponent('/reviews')}`);
  console.log(
    `time to the first preview page (check, child shell, page): ${Math.round(performance.now() - started)} ms`,
  );
  await expect(page).toHaveURL(`${system.shellUrl}/reviews`);
  await expect(page.getByTestId('deploy-marker')).toHaveText(MARKER);
  const notice = page.getByRole('complementary', { name: 'Preview' });
  await expect(notice).toContainText(`Preview of mfe-reviews version ${version}`);
  const again = await page.goto('/reviews');
  expect(again?.headers()['cache-control'], 'previews bypass every cache').toBe('private, no-store');
  expect(await again?.text()).toContain(`/versions/${version}/`);
  await waitForPageScript(page);

  // Another browser, and a client without the cookie, get the live site.
  const theirs = await browser.newContext();
  const other = await theirs.newPage();
  await other.goto(`${system.shellUrl}/reviews`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByTestId('deploy-marker')).toHaveCount(0);
  await expect(other.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await theirs.close();
  const plain = await fetchRaw(`${system.shellUrl}/reviews`);
  expect(plain.status).toBe(200);
  expect(plain.html).not.toContain(MARKER);
  expect(plain.html).toContain(`/versions/${live}/`);

  // The cookie is the key: the same token works from any client, a forged or expired one does not.
  const future = Date.now() + 3_600_000;
  const cookieOf = (token: string) => ({ cookie: `${PREVIEW_COOKIE}=${token}` });
  const valid = signPreview({ remote: 'mfe_reviews', version, expiresAt: future }, PREVIEW_SECRET);
  expect((await fetchRaw(`${system.shellUrl}/reviews`, { headers: cookieOf(valid) })).html).toContain(MARKER);
  const forged = signPreview(
    { remote: 'mfe_reviews', version, expiresAt: future },
    'not-the-shell-secret-but-just-as-long-0123',
  );
  const tampered = valid.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 86_400}.`);
  const expired = signPreview({ remote: 'mfe_reviews', version, expiresAt: Date.now() - 60_000 }, PREVIEW_SECRET);
  for (const [what, token] of [
    ['forged', forged],
    ['tampered', tampered],
    ['expired', expired],
  ] as const) {
    const answer = await fetchRaw(`${system.shellUrl}/reviews`, { headers: cookieOf(token) });
    expect(answer.status, what).toBe(200);
    expect(answer.html, what).not.toContain(MARKER);
    expect(answer.html, what).toContain(`/versions/${live}/`);
  }
  // Nor can such a token open a preview.
  for (const token of [forged, expired]) {
    const answer = await fetchRaw(`${system.shellUrl}/__preview?token=${token}`);
    expect(answer.status).toBe(403);
    expect(answer.html).toContain('This preview link is not valid');
    expect(answer.headers.get('set-cookie')).toBeNull();
  }

  // The way out: the notice's link clears the cookie; the live site again.
  await page.getByRole('link', { name: 'Leave the preview' }).click();
  await expect(page).toHaveURL(`${system.shellUrl}/`);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

  // `deploy --promote`: the previewed version, checked in the browser through its preview, goes live.
  const promoted = await system.remoteDeploy('mfe_reviews', ['--promote', version]);
  const pages = checkedPages(promoted);
  expect(pages.map((checked) => checked.page)).toContain('/reviews');
  expect(pages.every((checked) => checked.passed)).toBe(true);
  expect(lineOf(promoted, 'live: the shell serves it within one poll').version).toBe(version);
  expect(await system.pointerVersion('mfe_reviews')).toBe(version);
  try {
    await system.waitForServedVersion('mfe_reviews', version);
    expect((await fetchRaw(`${system.shellUrl}/reviews`)).html).toContain(MARKER);
  } finally {
    await system.remoteDeploy('mfe_reviews', ['--rollback', live]);
    await system.waitForServedVersion('mfe_reviews', live);
  }
  expect(consoleErrors.errors()).toEqual([]);
});

test('a version the shell would refuse cannot be previewed: its link answers with the refusal, and `deploy` leaves the live version', async ({
  system,
  page,
}) => {
  test.setTimeout(180_000);
  const live = await system.pointerVersion('mfe_reviews');
  const broken = await buildVariant({
    packageName: 'mfe-reviews',
    expose: './ReviewsPage',
    marker: 'deliberately broken reviews page',
    workDir: path.join(system.runDir, 'preview-refused'),
    throws: 'always',
  });
  const stdout = await system.remoteDeploy('mfe_reviews', ['--no-build', '--from', broken, '--preview']);
  const version = lineOf(stdout, 'published as a preview').version ?? '';
  const link = lineOf(stdout, 'preview link').link ?? '';

  const answer = await fetchRaw(link);
  expect(answer.status).toBe(409);
  expect(answer.headers.get('set-cookie')).toBeNull();
  expect(answer.html).toContain('This version cannot be previewed');
  expect(answer.html).toContain(`mfe_reviews version ${version}`);
  expect(answer.html).toContain('Where: /reviews');
  expect(answer.html).toContain('deliberately broken reviews page');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This version cannot be previewed');
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await expect
    .poll(() => system.logLines('shell', ['preview refused: the version check failed']).length)
    .toBeGreaterThan(0);

  // The default deploy of that build opens the same link: refused, nothing made live.
  const deploy = await system.remoteDeployRun('mfe_reviews', ['--no-build', '--from', broken]);
  expect(deploy.code).toBe(1);
  expect(deploy.stderr).toMatch(/the browser check failed: the preview link answered HTTP 409/);
  expect(deploy.stderr).toContain('deliberately broken reviews page');
  expect(deploy.stderr).toContain('the live version is untouched');
  expect(await system.pointerVersion('mfe_reviews')).toBe(live);
  expect((await system.remoteStatus()).mfe_reviews).toMatchObject({ version: live, refused: null });
});
