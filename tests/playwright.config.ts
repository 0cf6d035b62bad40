import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './harness/chromium';

/**
 * One worker: the suite drives one real system (servers on loopback) and some tests stop and
 * restart parts of it. Debian's Chromium, because browsers cannot be downloaded here.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './.tmp/test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
