/**
 * JavaScript on intent (issue 25): nothing competes with the first paint, a page loads no code but its
 * small entry until the visitor reaches for a part, and nothing the visitor did before the code came
 * is lost when it does (typed text, focus, an open menu).
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForPageScript } from '../../fixtures';
import type { System } from '../../harness/system';
import { holdRequests, quietMoment, ROUTER_CHUNK, sawFallback, watchFallbacks } from '../../helpers/network';
import { paintAndScripts } from '../../helpers/paint';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const pages = [
  '/',
  '/services/car-lockout',
  '/locksmith-clayton-mo',
  '/contact',
  '/reviews',
  '/about',
  '/services',
  '/service-areas',
];

/**
 * Opens `path` and waits for its entry; the list returned holds every script (or script preload) the
 * page asks for, filling as it does.
 */
async function openWatchingScripts(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) requested.push(request.url());
  });
  await page.goto(path);
  await waitForPageScript(page);
  return requested;
}

test.describe('nothing competes with the first paint', () => {
  test.use({ viewport: phone });

  for (const path of pages) {
    test(`${path}: no script or script preload is fetched before the largest paint, and only the entry before any interaction`, async ({
      page,
      consoleErrors,
    }) => {
      const requested = await openWatchingScripts(page, path);
      // A quiet moment, no scroll, no pointer: a visitor reading the first screen.
      await quietMoment(page);
      const { largest, scripts } = await paintAndScripts(page);
      expect(largest).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.startTime, script.url).toBeGreaterThan(largest);
      expect(requested).toEqual([expect.stringMatching(/\/static\/js\/index\.[0-9a-f]+\.js$/)]);
      expect(await page.locator('link[rel="preload"]').count()).toBe(0);
      expect(consoleErrors.errors()).toEqual([]);
    });
  }
});

/** A reader's scroll, a screen at a time, no pointer and no focus on anything. */
async function readDownThePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += phone.height * 0.8) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, phone.height * 0.8);
    // The screen has moved (or the page's end was reached), and its observers have seen it.
    await page.waitForFunction(
      (from) =>
        window.scrollY !== from || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      before,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

test.describe('scrolling is not intent', () => {
  test.use({ viewport: phone });

  test('reading the whole home page down to the footer loads only the reviews widget’s code (it shows reviews as it nears)', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const requested = await openWatchingScripts(page, '/');
    await readDownThePage(page);
    await expect
      .poll(() => page.locator('[data-island="reviews/ReviewsWidget"][data-ready]').count())
      .toBeGreaterThan(0);
    const remotesFetched = new Set(
      requested.flatMap((url) =>
        (['mfe_services', 'mfe_cities', 'mfe_forms', 'mfe_reviews'] as const).filter((name) =>
          url.startsWith(system.remoteUrl(name)),
        ),
      ),
    );
    expect([...remotesFetched]).toEqual(['mfe_reviews']);
    // The reviews' parts link to /reviews with plain links: no router for them.
    expect(requested.filter((url) => ROUTER_CHUNK.test(url))).toEqual([]);
    await expect(page.locator('[data-island="services/HomeServices"]')).not.toHaveAttribute('data-ready', /.*/);
    await expect(page.locator('[data-island="cities/HomeAreas"]')).not.toHaveAttribute('data-ready', /.*/);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('reading a service page down to its footer loads no code but the entry: the footer’s rating summary needs none', async ({
    page,
    consoleErrors,
  }) => {
    const requested = await openWatchingScripts(page, '/services/car-lockout');
    await readDownThePage(page);
    // The footer renders as it nears (content-visibility), so the page grows: read on to the summary.
    const summary = page.locator('footer [data-island="reviews/ReviewsSummary"]');
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toBeInViewport();
    await quietMoment(page);
    expect(requested).toEqual([expect.stringMatching(/\/static\/js\/index\.[0-9a-f]+\.js$/)]);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('a finger scrolling is not intent either', () => {
  test.use({ viewport: phone, hasTouch: true });

  /** A finger landing on `target` and drawing up, as a phone's scroll starts (touchstart, moves, touchend). */
  async function swipeUpFrom(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const x = box.x + 10;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 25 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a finger that lands on the hero form or the services grid to scroll loads no code; a finger on a field wakes its form', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const requested = await openWatchingScripts(page, '/');
    const form = page.locator('[data-island="forms/EmergencyForm"]');
    const grid = page.locator('[data-island="services/HomeServices"]');
    await swipeUpFrom(page, form.getByRole('heading').first());
    await swipeUpFrom(page, grid.getByRole('heading').first());
    await swipeUpFrom(page, grid.getByRole('link').first());
    await quietMoment(page);
    // (The reviews widget between them wakes as it nears the viewport, as it should.)
    const fromRemotes = () =>
      requested.filter((url) =>
        (['mfe_forms', 'mfe_services', 'mfe_cities'] as const).some((name) => url.startsWith(system.remoteUrl(name))),
      );
    expect(fromRemotes(), 'form, services or cities code fetched for a scroll').toEqual([]);
    await expect(grid).not.toHaveAttribute('data-part-state', /.*/);
    await expect(form).not.toHaveAttribute('data-part-state', /.*/);
    // A finger on a field means to type: the form wakes.
    await form.locator('input[name="name"]').tap();
    await expect(form.locator('form')).toHaveAttribute('data-interactive', 'true');
    expect(fromRemotes().some((url) => url.startsWith(system.remoteUrl('mfe_forms')))).toBe(true);
    await expect(grid).not.toHaveAttribute('data-part-state', /.*/);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('nothing the visitor did before the code came is lost', () => {
  /**
   * Opens `path` with every code download held until `release()` (the shell's chunks and the forms
   * remote): the page is its server HTML until then.
   */
  async function openHeld(page: Page, system: System, path: string, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport);
    const releases = [
      await holdRequests(page, '**/static/js/async/**'),
      await holdRequests(page, `${system.remoteUrl('mfe_forms')}/**`),
    ];
    await page.goto(path);
    await waitForPageScript(page);
    return () => {
      for (const release of releases) release();
    };
  }

  /** Wakes the home page's emergency form as a field touched earlier would (no focus moves). */
  const wakeEmergencyForm = (page: Page) =>
    page
      .locator('[data-island="forms/EmergencyForm"]')
      .evaluate((box) =>
        box.querySelector('input[name="name"]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      );

  test('text typed into a form and the focus in it stay when its island hydrates', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const release = await openHeld(page, system, '/services/car-lockout', phone);
    const island = page.locator('[data-island="forms/CallbackForm"]');
    const name = island.locator('input[name="name"]');
    await name.click();
    await page.keyboard.type('Dana Whitfield');
    await expect(island).toHaveAttribute('data-part-state', 'loading');
    release();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(island.locator('form')).toHaveAttribute('data-interactive', 'true');
    await expect(name).toHaveValue('Dana Whitfield');
    await expect(name).toBeFocused();
    // Live now: the message counts characters as they are typed.
    await island.locator('textarea').fill('Keys inside');
    await expect(island).toContainText('11/150 characters');

    // The home page's emergency form, filled while only its own code is held: the text stays once
    // its chunk has come and the form is interactive.
    const formsHeld = await holdRequests(page, `${system.remoteUrl('mfe_forms')}/**`);
    await page.goto('/');
    await waitForPageScript(page);
    const emergencyName = page.locator('form[data-form="emergency"] input[name="name"]');
    await emergencyName.fill('Dana Whitfield');
    formsHeld();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('__federation_expose_EmergencyForm')),
        ),
      )
      .toBe(true);
    await expect(page.locator('form[data-form="emergency"]')).toHaveAttribute('data-interactive', 'true');
    await expect(emergencyName).toHaveValue('Dana Whitfield');
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('the mobile menu opened before any code arrived stays open, with its focus, while a part hydrates', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const release = await openHeld(page, system, '/', phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const services = menu.locator('summary', { hasText: 'Services' });
    await services.click();
    await services.focus();
    // Something else on the page wakes (as a field the visitor touched before opening the menu would).
    const island = page.locator('[data-island="forms/EmergencyForm"]');
    await wakeEmergencyForm(page);
    await expect(island).toHaveAttribute('data-part-state', 'loading');
    release();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(menu).toBeVisible();
    await expect(services).toBeFocused();
    await expect(services.locator('xpath=..')).toHaveAttribute('open', '');
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('the services dropdown opened before any code arrived stays open while a part hydrates', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const release = await openHeld(page, system, '/', desktop);
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.click();
    await page.mouse.move(1200, 700);
    const menu = page.locator('#services-menu');
    await expect(menu).toBeVisible();
    const island = page.locator('[data-island="forms/EmergencyForm"]');
    await wakeEmergencyForm(page);
    release();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(menu).toBeVisible();
    await expect(trigger).toBeFocused();
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('a part wakes when the visitor reaches for it, and its code is fetched again when dropped', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('islands below the fold load their code when the visitor reaches into them, not when they scroll by', async ({
    page,
    system,
    consoleErrors,
  }) => {
    const citiesOrigin = system.remoteUrl('mfe_cities');
    const citiesRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(citiesOrigin)) citiesRequests.push(request.url());
    });
    const federationRuntime: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/async\/federation\.[0-9a-f]+\.js$/.test(request.url())) federationRuntime.push(request.url());
    });
    await page.goto('/');
    await waitForPageScript(page);
    await quietMoment(page);
    expect(citiesRequests, 'no cities code on arrival').toEqual([]);
    expect(federationRuntime, 'no federation runtime before an island needs it').toEqual([]);
    // Its server HTML is there all along, links working; scrolling to it is reading, not intent.
    await expect(page.locator('#service-areas a[href^="/locksmith-"]').first()).toBeAttached();
    await page.locator('#service-areas').scrollIntoViewIfNeeded();
    await quietMoment(page);
    expect(citiesRequests, 'no cities code for a section scrolled past').toEqual([]);
    // Reaching for its map (a script-only control) wakes it.
    await page.locator('[data-island="cities/HomeAreas"] a[data-script-control]').first().hover();
    await expect.poll(() => citiesRequests.length).toBeGreaterThan(0);
    await expect.poll(() => federationRuntime.length).toBe(1);
    await expect(page.locator('[data-island="cities/HomeAreas"]')).toHaveAttribute('data-ready', 'true');
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a form loads no code until the visitor reaches for it', async ({ page, system, consoleErrors }) => {
    const formsOrigin = system.remoteUrl('mfe_forms');
    const formsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(formsOrigin)) formsRequests.push(request.url());
    });
    await page.goto('/');
    await waitForPageScript(page);
    await quietMoment(page);
    expect(formsRequests, 'the hero form is server HTML until touched').toEqual([]);
    await page.locator('form[data-form="emergency"] input[name="name"]').focus();
    await expect.poll(() => formsRequests.length).toBeGreaterThan(0);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a dropped federation runtime chunk is fetched again: the form never falls back', async ({
    page,
    consoleErrors,
  }) => {
    await watchFallbacks(page);
    const runtimeRequests: string[] = [];
    await page.route(/\/static\/js\/async\/lib-federation\.[0-9a-f]+\.js$/, (route) => {
      runtimeRequests.push(route.request().url());
      // The first attempt is lost on the way (a weak signal); later ones go through.
      return runtimeRequests.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    consoleErrors.allow(/lib-federation|ChunkLoadError|Failed to load resource/);
    await page.goto('/');
    await waitForPageScript(page);
    await page.locator('form[data-form="emergency"] input[name="name"]').focus();
    await expect(page.locator('form[data-form="emergency"]')).toHaveAttribute('data-interactive', 'true');
    expect(runtimeRequests).toHaveLength(2);
    expect(await sawFallback(page)).toBe(false);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a dropped remote entry is fetched again (retry plugin): the form never falls back', async ({
    page,
    system,
    consoleErrors,
  }) => {
    await watchFallbacks(page);
    const entryRequests: string[] = [];
    await page.route(`${await system.pointerBase('mfe_forms')}/remoteEntry.js*`, (route) => {
      entryRequests.push(route.request().url());
      return entryRequests.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    consoleErrors.allow(/remoteEntry|Failed to load resource|RUNTIME-008|ScriptExternalLoadError/);
    await page.goto('/');
    await waitForPageScript(page);
    await page.locator('form[data-form="emergency"] input[name="name"]').focus();
    await expect(page.locator('form[data-form="emergency"]')).toHaveAttribute('data-interactive', 'true');
    expect(entryRequests).toHaveLength(2);
    expect(await sawFallback(page)).toBe(false);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a tap on an island button before its code arrives is not lost', async ({ page, system, consoleErrors }) => {
    const citiesOrigin = system.remoteUrl('mfe_cities');
    let askedForCode: () => void = () => undefined;
    const codeAskedFor = new Promise<void>((resolve) => {
      askedForCode = resolve;
    });
    const release = await holdRequests(page, `${citiesOrigin}/**`, () => askedForCode());
    await page.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await page.goto('/');
    await waitForPageScript(page);
    const island = page.locator('[data-island="cities/HomeAreas"]');
    await island.scrollIntoViewIfNeeded();
    await island.getByRole('link', { name: 'Show map of St. Louis, MO' }).click();
    // The tap was taken: it asked for the island's code, which is held.
    await codeAskedFor;
    await expect(island, 'still waiting for its code').not.toHaveAttribute('data-ready', 'true');
    await expect(island.locator('iframe')).toHaveCount(0);
    release();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(island.locator('iframe[title="Map of St. Louis, MO"]')).toHaveCount(1);
    await expect(island.getByRole('link', { name: 'Show map of St. Louis, MO' })).toHaveCount(0);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('a part downloads the code it uses, and no more', () => {
  test.use({ viewport: phone });

  test('no part loads the router: a lead form reads its path from the host, and the remotes link with plain links', async ({
    page,
    consoleErrors,
  }) => {
    const requested = await openWatchingScripts(page, '/');
    const form = page.locator('[data-island="forms/EmergencyForm"]');
    await form.locator('input[name="name"]').click();
    await expect(form.locator('form')).toHaveAttribute('data-interactive', 'true');
    // The form posts back to its page, read from the host, not from a router.
    await expect(form.locator('form')).toHaveAttribute('action', '/#emergency-form');
    // The services grid (pointed at) and the areas section (its map's button) link to other pages.
    const grid = page.locator('[data-island="services/HomeServices"]');
    await grid.locator('a').first().hover();
    await expect(grid).toHaveAttribute('data-ready', 'true');
    const areas = page.locator('[data-island="cities/HomeAreas"]');
    await areas.locator('a[data-script-control]').first().hover();
    await expect(areas).toHaveAttribute('data-ready', 'true');
    expect(requested.filter((url) => ROUTER_CHUNK.test(url))).toEqual([]);

    // A city page's own module (woken by its map's button) links too.
    await page.goto('/locksmith-clayton-mo');
    await waitForPageScript(page);
    const cityPage = page.locator('[data-part="page"]');
    await cityPage.locator('a[data-script-control]').first().hover();
    await expect(cityPage).toHaveAttribute('data-ready', 'true');
    expect(requested.filter((url) => ROUTER_CHUNK.test(url))).toEqual([]);
    expect(consoleErrors.errors()).toEqual([]);
  });
});
