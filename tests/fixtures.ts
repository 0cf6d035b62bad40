/**
 * Playwright fixtures: one running system per worker, and a page that fails the test on any
 * uncaught browser error or unexpected console error (allow known ones per test with
 * `consoleErrors.allow(/pattern/)`).
 */
import { test as base, expect, type Page } from '@playwright/test';
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

/** Wait until the page's React tree is interactive (the bootstrap marks <html> when hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
