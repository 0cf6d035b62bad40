import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './harness/chromium';

/** Workers: E2E_WORKERS, default 2 (the machine's two cores); each starts its own system. */
function workerCount(): number {
  const value = process.env.E2E_WORKERS ?? '2';
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`E2E_WORKERS must be a whole number of workers, got "${value}"`);
  return Number(value);
}

/**
 * Specs sit in e2e/<who the behaviour serves>/: visitors, owner, teams, platform (tests/README.md);
 * testDir takes every folder under e2e.
 *
 * Each worker drives its own real system (servers on loopback, ports moved by the worker's index:
 * harness/ports.ts), so tests that stop, restart or deploy parts of it disturb no other worker.
 * Files are the unit of parallelism: a file's tests run in order in one worker, as they were
 * written (several set the system up in beforeAll, or restore it at the end); deploys and
 * reliability are serial. Debian's Chromium, because browsers cannot be downloaded here.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './.tmp/test-results',
  workers: workerCount(),
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
