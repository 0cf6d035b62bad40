import type { Page, Request } from '@playwright/test';

let quietMarks = 0;

/**
 * A slow network on demand: every request matching `url` waits until the returned `release()` is
 * called (`onRequest` sees each one as it arrives).
 */
export async function holdRequests(
  page: Page,
  url: string,
  onRequest?: (request: Request) => void,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    onRequest?.(route.request());
    await held;
    await route.continue();
  });
  return release;
}

/** The router's chunks in the shell's build (provided lazily: downloaded only when a module imports it). */
export const ROUTER_CHUNK = /\/static\/js\/async\/(lib-router|router)\.[0-9a-f]+\.js$/;

/**
 * A quiet moment in the page, ended by events rather than a clock: two frames and an idle period
 * (the page's observers have run, and whatever they import has been asked for), then a marker request
 * from the page. Playwright reports a page's requests in order, so once the marker is seen every
 * request the page made before it has been seen too: a test then checks what was (not) fetched.
 */
export async function quietMoment(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        ),
      ),
  );
  quietMarks += 1;
  const marker = `/healthz?quiet-moment=${quietMarks}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

/**
 * Notes, from the first paint on, whether the page ever showed a fallback: an island's
 * "unavailable" box, or (with `page: true`) the page's own "temporarily unavailable" body. Read it
 * with `sawFallback` at the end: a fallback shown for a moment and gone again still counts.
 */
export async function watchFallbacks(page: Page, { page: pageToo = false } = {}): Promise<void> {
  await page.addInitScript((watchPage: boolean) => {
    new MutationObserver(() => {
      const main = watchPage ? (document.querySelector('main')?.textContent ?? '') : '';
      if (document.querySelector('.island-unavailable') || main.includes('temporarily unavailable'))
        document.documentElement.dataset.sawFallback = 'true';
    }).observe(document, { childList: true, subtree: true });
  }, pageToo);
}

export const sawFallback = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.sawFallback === 'true');
