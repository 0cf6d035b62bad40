/**
 * Playwright fixtures: one running system per worker, and a page that fails the test on any
 * uncaught browser error or unexpected console error (allow known ones per test with
 * `consoleErrors.allow(/pattern/)`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { wakeEveryPartInPage } from '@site-kit/deploy';
import { System } from './harness/system';

export interface ConsoleGuard {
  allow(pattern: RegExp): void;
  errors(): string[];
}

export const test = base.extend<{ consoleErrors: ConsoleGuard }, { system: System }>({
  system: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
    async ({}, use) => {
      const system = await System.start();
      await use(system);
      await system.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  consoleErrors: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const seen: string[] = [];
    page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console.error: ${message.text()}`);
    });
    const guard: ConsoleGuard = {
      allow: (pattern) => allowed.push(pattern),
      errors: () => seen.filter((line) => !allowed.some((pattern) => pattern.test(line))),
    };
    await use(guard);
    expect(guard.errors(), 'unexpected browser errors').toEqual([]);
  },
  baseURL: async ({ system }, use) => {
    await use(system.shellUrl);
  },
});

export { expect };

/**
 * Wait until the page's script runs (the shell's entry, which the early script adds after the largest
 * paint and which marks <html data-script="ready">). From then on each part of the page (an island,
 * <main>, the footer) hydrates when the visitor reaches for it; nothing hydrates before.
 */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.script === 'ready');
}

/**
 * Reach for every part of the page the way a visitor would: point at each island and at each button
 * of the page and the footer that needs their script (as the deploy's browser check does). Then wait
 * until each woken part is ready, and fail if one kept its server HTML (its code did not load or did
 * not hydrate).
 */
export async function wakeEveryPart(page: Page): Promise<void> {
  const woken = await page.evaluate(wakeEveryPartInPage, { scroll: false });
  expect(woken).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-part-state]')].map((box) => box.getAttribute('data-part-state')),
      ),
    )
    .not.toContain('loading');
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('[data-part-state="kept"]')].map(
      (box) => box.getAttribute('data-island') ?? box.getAttribute('data-part-module'),
    ),
  );
  expect(kept, 'parts that kept their server HTML').toEqual([]);
}
