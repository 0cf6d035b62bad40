import type { Page, Request } from '@playwright/test';

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
