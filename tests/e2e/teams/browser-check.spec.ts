/**
 * A section that breaks in the browser never goes live by its team's deploy, and never stays live
 * (issue 28, points 4 and 5). Each test publishes a copy of a real build with one line of its
 * browser build changed (the shell's server check passes it) with the team's own command:
 *
 * - the default `deploy` publishes it as a preview, opens its pages in Chromium through the preview,
 *   wakes every part, and refuses to make it live, naming the page and the error;
 * - forced live with `--no-browser-check`, a visitor still gets the whole server-rendered page
 *   (links, the call link, forms that post without JavaScript), and after a few page loads with
 *   errors the shell withdraws the version: the previous one serves again, in server HTML and in the
 *   browser; the pointer is untouched; the team's next deploy is checked afresh.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { business } from '@site-kit/brand';
import type { RemoteName } from '@site-kit/contract';
import { expect, test, waitForPageScript } from '../../fixtures';
import { waitFor } from '../../harness/processes';
import { repoRoot, type System } from '../../harness/system';
import { checkedPages } from '../../helpers/deploy';
import { type BrowserFault, doctorBuild, doctoredMessage } from '../../helpers/doctor';
import { fieldOf, formOf, leadsNamed, successOf, uniqueName } from '../../helpers/forms';
import { fetchRaw } from '../../helpers/html';

test.describe.configure({ mode: 'serial' });

/** Only what the doctored builds make the browser say. */
const FAULTS =
  /Failed to load resource|Refused to execute script|RUNTIME-|ScriptExternalLoadError|ChunkLoadError|doctored/;

const built = (packageName: string) => path.join(repoRoot, packageName, 'dist');

/** The tag of this file's doctored builds: versions of its own. */
const TAG = 'checked';

/** A copy of a remote's build with its browser chunks doctored, a version of this file's own. */
const doctoredCopy = (system: System, packageName: string, expose: string | string[], fault: BrowserFault) =>
  doctorBuild({ packageName, expose, fault, workDir: path.join(system.runDir, TAG), tag: TAG });

/** What a doctored chunk of this file throws, as a pattern (its text taken literally). */
const thrown = (fault: BrowserFault, expose: string) =>
  doctoredMessage(fault, expose, TAG).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The default deploy of a build (publish as a preview, the browser check, promote), timed. */
async function deployChecked(system: System, remote: RemoteName, dir: string) {
  const started = performance.now();
  const result = await system.remoteDeployRun(remote, ['--no-build', '--from', dir]);
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** A page load whose part fails in the browser: resolves once that page has sent its report. */
async function loadWithReport(page: Page, path: string, wake: (page: Page) => Promise<void>, part: string) {
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/client-reports'),
  );
  await page.goto(path);
  await waitForPageScript(page);
  await wake(page);
  await expect(page.locator(part)).toHaveAttribute('data-part-state', 'kept');
  await report;
}

/**
 * A visitor on another client network (issue 33: the watch needs failing page loads from several):
 * what the trusted proxy in front of the shell would say of them, X-Forwarded-For.
 */
async function visitorOn(browser: Browser, system: System, network: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: system.shellUrl,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.${100 + network}.7` },
  });
  return context.newPage();
}

/** Polls until the shell has withdrawn `version` and serves another; how long it took from `since`. */
async function withdrawnAfter(system: System, remote: RemoteName, version: string, since: number) {
  const status = await waitFor(async () => {
    const seen = (await system.remoteStatus())[remote];
    const withdrawn = seen.refused?.kind === 'withdrawn' && seen.refused.version === version;
    return withdrawn && seen.version !== version ? seen : undefined;
  }, `${version} withdrawn`).catch(async (error: Error) => {
    throw new Error(`${error.message}; client errors: ${JSON.stringify((await system.shellHealth()).clientErrors)}`);
  });
  return { status, ms: Math.round(performance.now() - since) };
}

test('a page component that throws in the browser: refused by `deploy`; forced live, visitors keep the page, and the shell withdraws it', async ({
  system,
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  consoleErrors.allow(FAULTS);
  const original = await system.pointerVersion('mfe_cities');
  const doctored = await doctoredCopy(system, 'mfe-cities', 'CityPage', 'throws-in-browser');

  // The team's deploy: refused, naming the page and the error; nothing made live.
  const refused = await deployChecked(system, 'mfe_cities', doctored);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    new RegExp(`the browser check failed on /locksmith-[a-z-]+: .*${thrown('throws-in-browser', 'CityPage')}`),
  );
  expect(refused.stderr).toContain('the live version is untouched');
  const pages = checkedPages(refused.stdout);
  expect(pages.find((checked) => checked.page === '/locksmith-clayton-mo')).toMatchObject({ passed: false });
  expect(pages.find((checked) => checked.page === '/')).toMatchObject({ passed: true });
  expect(pages.filter((checked) => checked.page.startsWith('/locksmith-')).length).toBeGreaterThan(20);
  expect(await system.pointerVersion('mfe_cities')).toBe(original);
  expect(await system.servedVersion('mfe_cities')).toBe(original);

  // Forced live for an emergency: said loudly.
  const forced = await system.remoteDeployRun('mfe_cities', ['--no-build', '--from', doctored, '--no-browser-check']);
  expect(forced.code).toBe(0);
  const version = await system.pointerVersion('mfe_cities');
  expect(forced.stderr).toContain(`!!! ${version} goes live WITHOUT the browser check (--no-browser-check) !!!`);
  await system.waitForServedVersion('mfe_cities', version);

  // A visitor keeps the whole server-rendered page, its call link and its links.
  const showMap = (visited: Page) =>
    visited
      .locator('main')
      .getByRole('link', { name: /Show map/ })
      .click();
  await loadWithReport(page, '/locksmith-clayton-mo', showMap, 'main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clayton');
  await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
  await expect(page.locator(`main a[href="${business.phone.href}"]`).first()).toBeVisible();
  await page.locator('main a[href="/service-areas"]').first().click();
  await expect(page).toHaveURL(/\/service-areas$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // More page loads with the error, from two more client networks: the shell takes the version out of service.
  for (const [network, path] of [
    [1, '/locksmith-ladue-mo'],
    [2, '/locksmith-kirkwood-mo'],
  ] as const) {
    if ((await system.servedVersion('mfe_cities')) !== version) break;
    const visitor = await visitorOn(browser, system, network);
    await loadWithReport(visitor, path, showMap, 'main');
    await visitor.context().close();
  }
  const thirdReport = performance.now();
  const { status, ms } = await withdrawnAfter(system, 'mfe_cities', version, thirdReport);
  console.log(`the watch withdrew the version ${ms} ms after the third page load's report`);
  expect(status).toMatchObject({ status: 'up', version: original, refused: { kind: 'withdrawn', version } });
  expect(status.refused?.reason).toMatch(
    /from \d of \d+ page loads \(\d+%, 3 networks\) .* the version before it, [0-9a-f]+, from 0 of \d+ \(0%\)/,
  );
  await expect.poll(() => system.logLines('shell', ['remote version withdrawn', version]).length).toBe(1);
  expect(await system.pointerVersion('mfe_cities'), 'the pointer at the origin is not touched').toBe(version);

  // The previous version serves again: in server HTML, and in the browser (the page hydrates).
  const html = (await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`)).html;
  expect(html).toContain(`/versions/${original}/`);
  expect(html).not.toContain(`/versions/${version}/`);
  await page.goto('/locksmith-clayton-mo');
  await waitForPageScript(page);
  await showMap(page);
  await expect(page.locator('main')).toHaveAttribute('data-part-state', 'ready');

  // The team's next deploy is checked afresh: the build before, through the browser check.
  const next = await deployChecked(system, 'mfe_cities', built('mfe-cities'));
  console.log(
    `default deploy of mfe-cities with the browser check: ${next.ms} ms, ${checkedPages(next.stdout).length} pages`,
  );
  expect(next.code, next.stderr).toBe(0);
  expect(checkedPages(next.stdout).every((checked) => checked.passed)).toBe(true);
  expect(await system.pointerVersion('mfe_cities')).toBe(original);
});

test('form islands that throw as they hydrate (home page, service page): refused by `deploy`; forced live, the forms post without JavaScript, and the shell withdraws them', async ({
  system,
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  consoleErrors.allow(FAULTS);
  const original = await system.pointerVersion('mfe_forms');
  const doctored = await doctoredCopy(system, 'mfe-forms', ['EmergencyForm', 'CallbackForm'], 'throws-in-browser');

  const refused = await deployChecked(system, 'mfe_forms', doctored);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    new RegExp(`the browser check failed on /: .*${thrown('throws-in-browser', 'EmergencyForm')}`),
  );
  const pages = checkedPages(refused.stdout);
  const servicePage = pages.find((checked) => checked.page.startsWith('/services/'));
  expect(servicePage?.passed).toBe(false);
  expect(servicePage?.problems.join(' ')).toContain('forms/CallbackForm did not hydrate: it kept its server HTML');
  expect(pages.find((checked) => checked.page === '/contact')).toMatchObject({ passed: true });
  expect(await system.pointerVersion('mfe_forms')).toBe(original);

  const version = await system.deployRemote('mfe_forms', doctored);
  await system.waitForServedVersion('mfe_forms', version);

  // A visitor of a service page: the form keeps what was typed and posts without JavaScript.
  const typeName = (formType: 'callback' | 'emergency') => (visited: Page) =>
    fieldOf(visited, formType, 'name').fill('Dana Whitfield');
  await loadWithReport(page, '/services/car-lockout', typeName('callback'), '[data-island="forms/CallbackForm"]');
  await expect(fieldOf(page, 'callback', 'name')).toHaveValue('Dana Whitfield');
  const name = uniqueName('Checked island');
  await fieldOf(page, 'callback', 'name').fill(name);
  await fieldOf(page, 'callback', 'phone').fill('314-555-0123');
  await formOf(page, 'callback').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\?submitted=callback/);
  await expect(successOf(page, 'callback')).toBeVisible();
  expect(await leadsNamed(system, name)).toHaveLength(1);

  for (const [network, path, form] of [
    [0, '/services/house-lockout', 'callback'],
    [1, '/', 'emergency'],
    [2, '/services/lock-rekeying', 'callback'],
  ] as const) {
    if ((await system.servedVersion('mfe_forms')) !== version) break;
    const visitor = await visitorOn(browser, system, network);
    const island = form === 'emergency' ? 'forms/EmergencyForm' : 'forms/CallbackForm';
    await loadWithReport(visitor, path, typeName(form), `[data-island="${island}"]`);
    await visitor.context().close();
  }
  const { status, ms } = await withdrawnAfter(system, 'mfe_forms', version, performance.now());
  console.log(`the watch withdrew the version ${ms} ms after the third page load's report`);
  expect(status).toMatchObject({ status: 'up', version: original, refused: { kind: 'withdrawn', version } });
  expect(await system.pointerVersion('mfe_forms')).toBe(version);

  // The previous version again, in the browser: the home form hydrates as the visitor types.
  expect((await fetchRaw(`${system.shellUrl}/`)).html).toContain(`/versions/${original}/`);
  await page.goto('/');
  await waitForPageScript(page);
  await fieldOf(page, 'emergency', 'name').fill('Dana Whitfield');
  await expect(page.locator('[data-island="forms/EmergencyForm"]')).toHaveAttribute('data-part-state', 'ready');

  const next = await deployChecked(system, 'mfe_forms', built('mfe-forms'));
  console.log(
    `default deploy of mfe-forms with the browser check: ${next.ms} ms, ${checkedPages(next.stdout).length} pages`,
  );
  expect(next.code, next.stderr).toBe(0);
  expect(await system.pointerVersion('mfe_forms')).toBe(original);
});

for (const fault of ['missing', 'fails-to-evaluate'] as const) {
  test(`a chunk that ${fault === 'missing' ? '404s' : 'fails to evaluate'} is refused by the browser check, naming the page`, async ({
    system,
  }) => {
    test.setTimeout(180_000);
    const original = await system.pointerVersion('mfe_forms');
    const doctored = await doctoredCopy(system, 'mfe-forms', 'CallbackForm', fault);
    const refused = await deployChecked(system, 'mfe_forms', doctored);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /the browser check failed on \/services\/[a-z-]+: .*forms\/CallbackForm did not hydrate: it kept its server HTML/,
    );
    expect(refused.stderr).toMatch(
      fault === 'missing'
        ? /console error: Failed to load resource: .*404/
        : new RegExp(thrown('fails-to-evaluate', 'CallbackForm')),
    );
    expect(checkedPages(refused.stdout).find((checked) => checked.page === '/')).toMatchObject({ passed: true });
    expect(await system.pointerVersion('mfe_forms')).toBe(original);
    expect(await system.servedVersion('mfe_forms')).toBe(original);
  });
}
