/**
 * The teams' daily loop. Development mode (`npm run dev`, from a temporary copy of the repository on
 * E2E_PORT_BASE + 1000: every edit here is made in that copy, never in a tracked file) and the
 * production shell, which must know nothing of it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { portPlan } from '@site-kit/contract';
import { test, waitForPageScript } from '../../fixtures';
import { DevSystem } from '../../harness/dev-system';
import { devPortBase } from '../../harness/ports';
import { repoRoot } from '../../harness/system';

const HOME_AREAS = 'mfe-cities/src/islands/HomeAreas.tsx';
const CITY_HERO = 'mfe-cities/src/components/city/CityHero.tsx';
const AREAS_TITLE = 'Service Areas Across Greater St. Louis';

/** The city page's heading in server HTML, as text. */
const cityTitleOf = (html: string) => /<h1 id="city-title">(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? '';

/** Counts the page's own navigations (a full reload is one). */
function countNavigations(page: Page): () => number {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return () => navigations;
}

/**
 * How long a saved file may take to reach the page: the dev server rebuilds the remote first, and on a
 * loaded 2-core machine, with another test worker building too, that has taken over 10 s (the default).
 */
const AFTER_REBUILD = { timeout: 45_000 };

base.describe('development mode (npm run dev)', () => {
  base.describe.configure({ mode: 'serial', timeout: 180_000 });
  let dev: DevSystem;

  base.beforeAll(async ({ browserName: _ }, testInfo) => {
    testInfo.setTimeout(360_000);
    dev = await DevSystem.start();
  });
  base.afterAll(async () => {
    await dev?.stop();
  });

  base('a saved component updates the open page in place, and the next server HTML', async ({ page }) => {
    await page.goto(`${dev.shellUrl}/`);
    await waitForPageScript(page);
    const island = page.locator('[data-island="cities/HomeAreas"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-ready', 'true');
    const typed = page.locator('form input[type="text"], form input:not([type])').first();
    await typed.fill('Dana typed this');
    await page.evaluate(() => {
      (window as { devMarker?: string }).devMarker = 'kept';
    });
    const navigations = countNavigations(page);

    await dev.edit(HOME_AREAS, AREAS_TITLE, 'Service Areas, Hot From The Editor');

    await expect(page.locator('#home-areas-title')).toHaveText('Service Areas, Hot From The Editor', AFTER_REBUILD);
    expect(await page.evaluate(() => (window as { devMarker?: string }).devMarker)).toBe('kept');
    expect(navigations(), 'no reload, no navigation').toBe(0);
    await expect(typed).toHaveValue('Dana typed this');
    await dev.waitForHtml('/', 'Service Areas, Hot From The Editor');
  });

  base('a syntax error shows the overlay and keeps the last good page; fixing it recovers', async ({ page }) => {
    await page.goto(`${dev.shellUrl}/locksmith-clayton-mo`);
    await waitForPageScript(page);
    const title = page.locator('#city-title');
    await expect(title).toContainText('Locksmith in Clayton');
    const navigations = countNavigations(page);
    const lastGood = await dev.read(CITY_HERO);

    await dev.edit(CITY_HERO, 'export function CityHero(', 'export function CityHero((');

    const overlay = page.locator('rsbuild-error-overlay');
    await expect(overlay).toBeAttached(AFTER_REBUILD);
    await expect(overlay).toContainText(/CityHero\.tsx/);
    await expect(title).toContainText('Locksmith in Clayton');
    const html = await (await fetch(`${dev.shellUrl}/locksmith-clayton-mo`)).text();
    expect(cityTitleOf(html)).toContain('Locksmith in Clayton');
    // The terminal's copy comes through a pipe and may trail the overlay.
    await expect.poll(() => dev.output()).toMatch(/CityHero\.tsx/);

    // One save fixes the error and changes the heading.
    await dev.write(
      CITY_HERO,
      lastGood.replace('Locksmith in {placeName(city)}', 'Locksmith, Fixed, in {placeName(city)}'),
    );

    await expect(overlay).not.toBeAttached(AFTER_REBUILD);
    await expect(title).toContainText('Locksmith, Fixed, in Clayton', AFTER_REBUILD);
    expect(navigations(), 'recovered without a reload').toBe(0);
    // React separates text nodes with `<!-- -->` in server HTML.
    await dev.waitForHtml('/locksmith-clayton-mo', 'Locksmith, Fixed, in <!-- -->Clayton');
  });

  base('/__dev/remotes points one browser at a remote running alone', async ({ browser }) => {
    // The team's own checkout of the remote, changed, run with `pnpm --filter mfe-cities dev`.
    const alone = await dev.copyRemote('mfe-cities');
    await dev.edit(
      `${alone}/src/components/city/CityHero.tsx`,
      '<h1 id="city-title">',
      '<h1 id="city-title">Team Checkout: ',
    );
    const aloneUrl = await dev.startRemoteAlone(alone, portPlan(devPortBase).remoteAlone);

    const mine = await browser.newContext();
    const page = await mine.newPage();
    await page.goto(`${dev.shellUrl}/__dev/remotes`);
    await page.getByLabel('mfe-cities').fill(aloneUrl);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Overriding: mfe_cities.')).toBeVisible();

    await page.goto(`${dev.shellUrl}/locksmith-clayton-mo`);
    await waitForPageScript(page);
    await expect(page.locator('#city-title')).toContainText('Team Checkout:');
    const served = await page.request.get(`${dev.shellUrl}/locksmith-clayton-mo`);
    expect(await served.text()).toContain(`${aloneUrl}/remoteEntry.js`);

    // Everyone else keeps the site's remote.
    const theirs = await browser.newContext();
    const other = await theirs.newPage();
    await other.goto(`${dev.shellUrl}/locksmith-clayton-mo`);
    await expect(other.locator('#city-title')).not.toContainText('Team Checkout:');
    await theirs.close();

    await page.goto(`${dev.shellUrl}/__dev/remotes`);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.goto(`${dev.shellUrl}/locksmith-clayton-mo`);
    await expect(page.locator('#city-title')).not.toContainText('Team Checkout:');
    await mine.close();
  });
});

test.describe('production shell', () => {
  test('answers 404 on /__dev and ignores the override cookie', async ({ system, request }) => {
    const devPage = await request.get(`${system.shellUrl}/__dev/remotes`);
    expect(devPage.status()).toBe(404);

    const cookie = `dev-remotes=${encodeURIComponent(JSON.stringify({ mfe_cities: 'http://127.0.0.1:9' }))}`;
    const page = await request.get(`${system.shellUrl}/locksmith-clayton-mo`, { headers: { cookie } });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(cityTitleOf(html)).toContain('Locksmith in Clayton');
    expect(html).not.toContain('127.0.0.1:9/');
    expect(html).toContain(system.remoteUrl('mfe_cities'));
  });

  test('its builds carry no development-mode code', async () => {
    const files = async (dir: string): Promise<string[]> =>
      (await readdir(dir, { recursive: true }))
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(dir, file));
    const built = [
      ...(await files(path.join(repoRoot, 'shell/dist/server'))),
      ...(await files(path.join(repoRoot, 'shell/dist/browser'))),
    ];
    expect(built.length).toBeGreaterThan(5);
    for (const file of built) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toContain('/__dev');
      expect(text, file).not.toContain('dev-remotes');
      expect(text, file).not.toContain('injectAndRecord');
    }
  });
});
