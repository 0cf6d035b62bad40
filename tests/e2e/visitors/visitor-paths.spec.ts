/**
 * Every tap lands where it promises (issue 34), tried as visitors do, in Chromium at phone and
 * desktop sizes, with JavaScript on and off: the quote and areas links land on their target just
 * below the sticky header; the Services menu closes the same way for a finger, a mouse and the
 * keyboard; a map is a link to Google Maps without JavaScript; a failed send shows its message.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForPageScript } from '../../fixtures';
import { fillForm, interactiveForm, leadsNamed, takeAPersonsTime, uniqueName } from '../../helpers/forms';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function visitor(browser: Browser, baseURL: string, options: object, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options, javaScriptEnabled });
  return context.newPage();
}

/** Where `selector`'s top sits once the scroll has stopped, against where the page means it to (below the header). */
async function landing(page: Page, selector: string) {
  // At rest: the same scroll position six reads in a row, 100 ms apart (scripts may be off: read from outside).
  let last = -1;
  let stable = 0;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        stable = now === last ? stable + 1 : 0;
        last = now;
        return stable;
      },
      { intervals: [100] },
    )
    .toBeGreaterThanOrEqual(5);
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const root = document.documentElement;
    return {
      top: Math.round(element?.getBoundingClientRect().top ?? Number.NaN),
      expected: Math.round(Number.parseFloat(getComputedStyle(root).scrollPaddingTop)),
      atBottom: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
    };
  }, selector);
}

function expectLanded(where: { top: number; expected: number; atBottom: boolean }, what: string) {
  // Exactly below the header, or as near as the page's end lets it come (never under the header).
  if (where.atBottom) expect(where.top, what).toBeGreaterThanOrEqual(where.expected - 2);
  else expect(Math.abs(where.top - where.expected), `${what}: ${JSON.stringify(where)}`).toBeLessThanOrEqual(2);
}

for (const [size, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const javaScript of [true, false]) {
    test(`the quote and areas links land on their target (${size}, JavaScript ${javaScript ? 'on' : 'off'})`, async ({
      browser,
      system,
    }) => {
      const page = await visitor(browser, system.shellUrl, options, javaScript);
      try {
        // From a service page: its main call to action.
        await page.goto('/services/car-lockout');
        await page.locator('main a[href="/#quote"]').first().click();
        await expect(page).toHaveURL(/\/#quote$/);
        expectLanded(await landing(page, '#quote'), 'service page → /#quote');

        // The same page: the home hero's own quote link, from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('main a[href="/#quote"]').first().click();
        expectLanded(await landing(page, '#quote'), '/ → #quote');

        // /areas redirects to the home page's service areas.
        await page.goto('/areas');
        await expect(page).toHaveURL(/\/#service-areas$/);
        expectLanded(await landing(page, '#service-areas'), '/areas → /#service-areas');

        // The footer's "Get a Quote", from another page.
        await page.goto('/contact');
        await page.locator('footer a[href="/#quote"]').click();
        expectLanded(await landing(page, '#quote'), 'footer → /#quote');
      } finally {
        await page.context().close();
      }
    });
  }
}

test.describe('the Services menu', () => {
  const menuVisible = (page: Page) =>
    page.locator('#services-menu').evaluate((menu) => getComputedStyle(menu).visibility === 'visible');

  test('a second tap closes it, on a touch laptop whose main pointer hovers', async ({ browser, system }) => {
    const page = await visitor(
      browser,
      system.shellUrl,
      { viewport: { width: 1024, height: 768 }, hasTouch: true },
      true,
    );
    try {
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Services' });
      await trigger.tap();
      await expect.poll(() => menuVisible(page)).toBe(true);
      await trigger.tap();
      await expect.poll(() => menuVisible(page)).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  test('with a mouse resting on it, Escape and a second click close it; it shows again on the next visit of the pointer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.hover();
    await expect.poll(() => menuVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuVisible(page)).toBe(false);
    await page.mouse.move(5, 500);
    await trigger.hover();
    await expect.poll(() => menuVisible(page)).toBe(true);
    await trigger.click();
    await expect(page.locator('#services-menu:popover-open')).toHaveCount(1);
    await trigger.click();
    await expect.poll(() => menuVisible(page)).toBe(false);
  });

  test('by keyboard: Enter opens it, tabbing past its last item closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.mouse.move(5, 700);
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuVisible(page)).toBe(true);
    const items = await page.locator('#services-menu a').count();
    for (let index = 0; index < items; index += 1) await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu a').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(() => menuVisible(page)).toBe(false);
  });
});

test('without JavaScript every map is a link to the place on Google Maps; with it, the map opens here', async ({
  browser,
  system,
}) => {
  const page = await visitor(browser, system.shellUrl, PHONE, false);
  try {
    for (const path of ['/locksmith-clayton-mo', '/service-areas', '/']) {
      await page.goto(path);
      const maps = page.getByRole('link', { name: /^Show map of / });
      expect(await maps.count(), path).toBeGreaterThan(0);
      for (const href of await maps.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href, path).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^&]+$/);
    }
  } finally {
    await page.context().close();
  }
  const live = await visitor(browser, system.shellUrl, PHONE, true);
  try {
    await live.goto('/locksmith-clayton-mo');
    await waitForPageScript(live);
    await live
      .locator('main')
      .getByRole('link', { name: /^Show map of / })
      .click();
    await expect(live.locator('main iframe[title^="Map of"]')).toBeVisible();
    await expect(live).toHaveURL(/\/locksmith-clayton-mo$/);
  } finally {
    await live.context().close();
  }
});

test('a failed send brings its message into view and gives it the focus (desktop)', async ({
  page,
  system,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await interactiveForm(page, 'contact');
  await fillForm(page, 'contact', { name: 'Dana Whitfield', phone: '314-555-0140', message: 'Locked out' });
  await system.stopFormApi();
  try {
    await page.locator('form[data-form="contact"] button[type="submit"]').click();
    const banner = page.locator('form[data-form="contact"] [role="alert"]');
    await expect(banner).toBeFocused();
    await expect(banner).toBeInViewport({ ratio: 1 });
  } finally {
    await system.startFormApi();
  }
});

test('a form posted before its code woke counts as the live form does: one event per lead, not on reload, never for a forged link', async ({
  page,
  system,
}) => {
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => typeof entry.event === 'string' && String(entry.event).endsWith('_form_submit'),
      ),
    );
  await page.goto('/contact');
  const name = uniqueName('Native post');
  // Typed as the server sent the form, and sent by the browser itself: no form code involved.
  await page.evaluate((visitor) => {
    const form = document.querySelector<HTMLFormElement>('form[data-form="contact"]');
    if (!form) throw new Error('no contact form');
    for (const [field, value] of Object.entries({ name: visitor, phone: '314-555-0141', message: 'Rekey, please' }))
      (form.elements.namedItem(field) as HTMLInputElement).value = value;
  }, name);
  await takeAPersonsTime(page);
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[data-form="contact"]')?.submit());
  await expect(page.locator('[data-form-success="contact"]')).toBeVisible();
  expect(await leadsNamed(system, name)).toHaveLength(1);
  await expect.poll(events).toEqual([{ event: 'contact_form_submit', formType: 'contact' }]);
  // The token left the address: a reload (or Back to it) does not count again.
  expect(page.url()).toMatch(/\/contact\?submitted=contact(#.*)?$/);
  await page.reload();
  await expect(page.locator('[data-form-success="contact"]')).toBeVisible();
  expect(await events()).toEqual([]);
  // A link nobody posted, forged or not: the success page, no conversion.
  await page.goto('/contact?submitted=contact&conversion=eyJmIjoiY29udGFjdCJ9.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.locator('[data-form-success="contact"]')).toBeVisible();
  expect(await events()).toEqual([]);
});
