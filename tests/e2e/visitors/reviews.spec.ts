/**
 * mfe-reviews: the /reviews page (six server-rendered testimonials, platform links, calls to action,
 * no self-serving review markup) and the reviews widget island on home, footer and the page, in its
 * three configurations: unset (no script, static testimonials), a local test widget (loaded, lazy,
 * once, initialised again on each page a link opens) and an unreachable script (error state).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { business } from '@site-kit/brand';
import { expect, test, waitForPageScript } from '../../fixtures';
import { ports } from '../../harness/ports';
import type { System } from '../../harness/system';
import { bodyText, decode, fetchRaw, h1, hrefs, jsonLd } from '../../helpers/html';

const testimonialNames = ['Marcus T.', 'Jennifer L.', 'Dave R.', 'Alicia M.', 'Robert K.', 'Sandra P.'];
const platformUrls = [
  business.reviewPlatforms.google,
  business.reviewPlatforms.yelp,
  business.reviewPlatforms.facebook,
];
const WIDGET_ID = 'test';
const errorMessage =
  'Reviews Widget Error - There was an error loading our reviews widget. Please view our reviews directly on the platforms below.';

/** The local stand-in for the third-party widget host: serves the test widget and counts requests. */
class WidgetServer {
  readonly requests: string[] = [];
  readonly #server: http.Server;

  constructor(private readonly script: string) {
    this.#server = http.createServer((request, response) => {
      this.requests.push(request.url ?? '');
      const body = request.url === '/reviews-widget.js' ? this.script : request.url === '/empty.js' ? '' : null;
      if (body === null) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(body);
    });
  }

  static async start(): Promise<WidgetServer> {
    const script = await readFile(new URL('../fixtures/reviews-widget.js', import.meta.url), 'utf8');
    const server = new WidgetServer(script);
    await new Promise<void>((resolve) => server.#server.listen(ports.reviewsWidget, '127.0.0.1', resolve));
    return server;
  }

  url(path: string): string {
    return `http://127.0.0.1:${ports.reviewsWidget}${path}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** A loopback URL nobody listens on: the port was free a moment ago and is closed again. */
async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/reviews-widget.js`;
}

const withWidget = (system: System, scriptUrl: string) =>
  system.restartShell({ REVIEWS_WIDGET_SRC: scriptUrl, REVIEWS_WIDGET_ID: WIDGET_ID });

const pageWidget = (page: Page) => page.locator('main [data-reviews-widget-state]');
const homeWidget = pageWidget;
const footerWidget = (page: Page) => page.locator('footer [data-reviews-widget-state]');

interface InitCall {
  widgetId: string;
  placement: string;
  path: string;
  at: number;
}
const initCalls = (page: Page): Promise<InitCall[]> =>
  page.evaluate(
    () => (window as unknown as { SiteReviewsWidget?: { calls: InitCall[] } }).SiteReviewsWidget?.calls ?? [],
  );
const widgetScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-reviews-widget-script]')].map((script) => ({
      src: script.src,
      async: script.async,
      inHead: script.parentElement === document.head,
    })),
  );
/** Two animation frames: long enough for a first IntersectionObserver report and its effects. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const warningsOf = (page: Page) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
};

test.describe('reviews page and widget without a configured widget', () => {
  test('raw HTML of /reviews: six testimonials with accessible star ratings, platform links, calls to action', async ({
    system,
  }) => {
    const page = await fetchRaw(`${system.shellUrl}/reviews`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toEqual(['Customer Reviews']);
    const main = page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
    const text = bodyText(page.html);
    for (const name of testimonialNames) expect(text).toContain(name);
    expect(main.match(/<figure/g)).toHaveLength(6);
    expect(main.match(/<blockquote/g)).toHaveLength(6);
    const ratings = [...main.matchAll(/role="img" aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(ratings).toHaveLength(6);
    for (const label of ratings) expect(label).toMatch(/^[1-5] out of 5 stars$/);
    expect([...main.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">/g)]).toHaveLength(6);
    expect(text).toMatch(/Google review/);
    expect(text).toMatch(/Yelp review/);
    expect(text).toMatch(/Facebook review/);
    expect(text).toContain('Verified customer');
    const links = hrefs(main);
    expect(links.filter((href) => platformUrls.includes(href as never))).toEqual(platformUrls);
    expect(links).toContain(business.phone.href);
    expect(links).toContain('/#quote');
    expect(text).toContain(business.phone.display);
    // Unset: no widget section and no widget script, now or later.
    expect(main).not.toContain('data-reviews-widget-mount');
    expect(decode(page.html)).not.toContain('Latest Reviews');
  });

  test('/reviews carries no self-serving Review or AggregateRating JSON-LD', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/reviews`);
    const records = jsonLd(page.html);
    expect(records.map((record) => record['@type'])).toContain('Organization');
    expect(JSON.stringify(records)).not.toMatch(/"(Review|AggregateRating)"|aggregateRating|"review"/);
  });

  test('/reviews fits a 320 px screen and its calls to action are full tap targets', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/reviews');
    await waitForPageScript(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const actions = page.locator('main a.btn');
    expect(await actions.count()).toBeGreaterThanOrEqual(7);
    for (const height of await actions.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height)))
      expect(height).toBeGreaterThanOrEqual(44);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('in the browser no widget script is loaded; home and footer show our own reviews', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForPageScript(page);
    await expect(homeWidget(page)).toHaveCount(0);
    await expect(page.locator('main figure:has(blockquote)')).toHaveCount(3);
    await expect(page.locator('main').getByRole('link', { name: 'Read all customer reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Read customer reviews' })).toHaveAttribute('href', '/reviews');
    await expect(page.getByText(/Loading (verified )?customer reviews/)).toHaveCount(0);

    await page.goto('/reviews');
    await waitForPageScript(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    await expect(page.locator('main figure')).toHaveCount(6);
    expect(await widgetScripts(page)).toEqual([]);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('with a working widget script (local test widget)', () => {
  let widget: WidgetServer;

  test.beforeAll(async ({ system }) => {
    widget = await WidgetServer.start();
    await withWidget(system, widget.url('/reviews-widget.js'));
  });

  test.afterAll(async ({ system }) => {
    await system.restartShell();
    await widget.stop();
  });

  test.beforeEach(() => {
    widget.requests.length = 0;
  });

  test('the server renders the placeholders and never the script', async ({ system }) => {
    const home = await fetchRaw(`${system.shellUrl}/`);
    const reviews = await fetchRaw(`${system.shellUrl}/reviews`);
    for (const { html } of [home, reviews]) {
      expect(html).not.toMatch(/<script[^>]*reviews-widget\.js/);
      expect(html).toContain(`data-reviews-widget-mount="${WIDGET_ID}"`);
      expect(bodyText(html)).toContain('Loading customer reviews...');
    }
    expect(bodyText(home.html)).toContain('Loading verified customer reviews...');
    expect(bodyText(reviews.html)).toContain('Latest Reviews');
    expect(widget.requests).toEqual([]);
  });

  test('the script loads lazily, async, once, when a placement nears the viewport', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reviews');
    await waitForPageScript(page);
    await settle(page);
    // Far below the fold: nothing requested yet, the placeholder shows.
    await expect(pageWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loading');
    await expect(pageWidget(page)).toContainText('Loading verified customer reviews...');
    expect(await widgetScripts(page)).toEqual([]);
    expect(widget.requests).toEqual([]);

    // 50 px under the bottom edge: not visible yet, but near enough to start (the shell hydrates a
    // 'visible' island within 100 px of the viewport).
    await pageWidget(page).evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight - 50);
    });
    expect(await pageWidget(page).evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    await expect(pageWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    await expect(pageWidget(page).locator('.test-reviews-widget')).toHaveText(
      `Test widget ${WIDGET_ID} on page, render 1`,
    );
    await expect(pageWidget(page).getByText('Loading verified customer reviews...')).toHaveCount(0);
    const [script] = await widgetScripts(page);
    expect(script).toEqual({ src: widget.url('/reviews-widget.js'), async: true, inHead: true });
    await expect(footerWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loading');

    // The footer placement reuses the same script.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footerWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    await expect(footerWidget(page).locator('.test-reviews-widget')).toContainText('on footer');
    await expect(footerWidget(page).getByText('Loading customer reviews...')).toHaveCount(0);
    expect(await widgetScripts(page)).toHaveLength(1);
    expect(widget.requests).toEqual(['/reviews-widget.js']);
    expect((await initCalls(page)).map((call) => [call.widgetId, call.placement])).toEqual([
      [WIDGET_ID, 'page'],
      [WIDGET_ID, 'footer'],
    ]);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('each page a link opens initialises the footer widget again, on its own path', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForPageScript(page);
    // The visitor reads down to the footer's reviews (a jump to the very end can pass them by).
    await footerWidget(page).scrollIntoViewIfNeeded();
    await expect(footerWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    const footerInits = async () => (await initCalls(page)).filter((call) => call.placement === 'footer');
    expect((await footerInits()).map((call) => call.path)).toEqual(['/']);

    // Links open documents (decision PF11): the next page starts its own widget, on its own path.
    await page.locator('footer').getByRole('link', { name: 'Customer Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await waitForPageScript(page);
    await footerWidget(page).scrollIntoViewIfNeeded();
    await expect(footerWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    expect((await footerInits()).map((call) => call.path)).toEqual(['/reviews']);
    await pageWidget(page).scrollIntoViewIfNeeded();
    await expect(pageWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    expect(await widgetScripts(page)).toHaveLength(1);
    expect(widget.requests).toEqual(['/reviews-widget.js', '/reviews-widget.js']);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('the home placement loads the widget in place of its placeholder', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForPageScript(page);
    await homeWidget(page).scrollIntoViewIfNeeded();
    await expect(homeWidget(page)).toHaveAttribute('data-reviews-widget-state', 'loaded');
    await expect(homeWidget(page).locator('.test-reviews-widget')).toContainText(`Test widget ${WIDGET_ID} on home`);
    await expect(homeWidget(page).getByText('Loading verified customer reviews...')).toHaveCount(0);
    // The widget's own filled icon keeps its fill: the site's stroke-icon rule stays out of it.
    const star = homeWidget(page).locator('.test-reviews-widget-star');
    expect(await star.evaluate((svg) => getComputedStyle(svg).fill)).not.toBe('none');
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('with a widget script that cannot be loaded', () => {
  test.beforeAll(async ({ system }) => {
    await withWidget(system, await unreachableUrl());
  });

  test.afterAll(async ({ system }) => {
    await system.restartShell();
  });

  test('/reviews shows the error state with links to Google, Yelp and Facebook', async ({ page, consoleErrors }) => {
    // The browser itself reports the refused connection; our code only warns.
    consoleErrors.allow(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    const warnings = warningsOf(page);
    await page.goto('/reviews');
    await waitForPageScript(page);
    await pageWidget(page).scrollIntoViewIfNeeded();
    await expect(pageWidget(page)).toHaveAttribute('data-reviews-widget-state', 'error');
    const alert = pageWidget(page).getByRole('alert');
    await expect(alert).toHaveText(new RegExp(`^${errorMessage.replace(/[.?]/g, '\\$&')}`));
    const links = alert.getByRole('link');
    await expect(links).toHaveText(['Google Reviews', 'Yelp Reviews', 'Facebook Reviews']);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      platformUrls,
    );
    await expect(pageWidget(page).getByText('Loading verified customer reviews...')).toHaveCount(0);
    expect(warnings.some((warning) => warning.includes('[reviews] widget unavailable on page'))).toBe(true);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('home and footer only log the failure and keep their placeholders', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    const warnings = warningsOf(page);
    await page.goto('/');
    await waitForPageScript(page);
    await homeWidget(page).scrollIntoViewIfNeeded();
    await expect(homeWidget(page)).toHaveAttribute('data-reviews-widget-state', 'error');
    await expect(homeWidget(page)).toHaveText('Loading verified customer reviews...');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footerWidget(page)).toHaveAttribute('data-reviews-widget-state', 'error');
    await expect(footerWidget(page)).toHaveText('Loading customer reviews...');
    await expect(page.getByRole('alert').filter({ hasText: 'Reviews Widget Error' })).toHaveCount(0);
    expect(warnings.filter((warning) => warning.startsWith('[reviews] widget unavailable'))).toEqual([
      expect.stringContaining('on home'),
      expect.stringContaining('on footer'),
    ]);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('with a script that loads but registers no widget', () => {
  let widget: WidgetServer;

  test.beforeAll(async ({ system }) => {
    widget = await WidgetServer.start();
    await withWidget(system, widget.url('/empty.js'));
  });

  test.afterAll(async ({ system }) => {
    await system.restartShell();
    await widget.stop();
  });

  test('/reviews shows the error state', async ({ page, consoleErrors }) => {
    const warnings = warningsOf(page);
    await page.goto('/reviews');
    await waitForPageScript(page);
    await pageWidget(page).scrollIntoViewIfNeeded();
    await expect(pageWidget(page)).toHaveAttribute('data-reviews-widget-state', 'error');
    await expect(pageWidget(page).getByRole('alert')).toContainText(errorMessage);
    expect(widget.requests).toEqual(['/empty.js']);
    expect(warnings.some((warning) => warning.includes('registered no window.SiteReviewsWidget'))).toBe(true);
    expect(consoleErrors.errors()).toEqual([]);
  });
});
