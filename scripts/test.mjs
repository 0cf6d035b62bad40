// @ts-check
/**
 * `npm test`: everything CI runs. Installs what it needs (the workspace; Debian's Chromium when it
 * is missing and we are root, and Debian's nginx for the production-like spec), builds, typechecks, lints, runs vitest and Playwright, and ends
 * with one line: "N passed, N failed" (vitest + Playwright). Exits non-zero on any failure.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureChromium, ensureNginx, install, pnpm, refuseArguments, root } from './lib.mjs';

refuseArguments('npm test');

const resultsDir = path.join(root, '.cache', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const vitestReport = path.join(resultsDir, 'vitest.json');
const playwrightReport = path.join(resultsDir, 'playwright.json');

let passed = 0;
let failed = 0;
/** @type {string[]} */
const failedSteps = [];

const step = async (/** @type {string} */ name, /** @type {() => Promise<number>} */ action) => {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let code;
  try {
    code = await action();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) failedSteps.push(name);
  return code === 0;
};

/** "file › title: reason" for each test the Playwright JSON report says was skipped. */
const skippedTests = (/** @type {any} */ report) => {
  /** @type {string[]} */
  const lines = [];
  const walk = (/** @type {any} */ suite) => {
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests ?? [])
        if (run.status === 'skipped') {
          const reason = (run.annotations ?? []).find((/** @type {any} */ note) => note.type === 'skip')?.description;
          lines.push(`${spec.file} › ${spec.title}${reason ? `: ${reason}` : ''}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
};

const finish = () => {
  if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
  // A step that failed outside the test runners (install, build, typecheck, lint) counts as a failure.
  const stepFailures = failedSteps.filter((name) => name !== 'vitest' && name !== 'playwright').length;
  console.log(`${passed} passed, ${failed + stepFailures} failed`);
  process.exit(failedSteps.length || failed ? 1 : 0);
};

const ready =
  (await step('chromium', async () => {
    process.env.CHROMIUM_PATH = await ensureChromium();
    return 0;
  })) &&
  (await step('nginx', async () => {
    process.env.NGINX_PATH = await ensureNginx();
    return 0;
  })) &&
  (await step('install', install)) &&
  (await step('build', buildAll));
if (!ready) finish();

await step('typecheck', () => pnpm(['exec', 'tsc', '-p', 'tsconfig.json']));
await step('lint', () => pnpm(['exec', 'biome', 'check', '.']));

await step('vitest', () =>
  pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]),
);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
} else {
  failed += 1;
}

await step('playwright', () =>
  pnpm(['--filter', 'tests', 'exec', 'playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }),
);
if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  const { stats } = report;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  // A skipped test did not run: said by name and reason, never counted as passed.
  const skipped = skippedTests(report);
  if (skipped.length)
    console.log(`\n${skipped.length} skipped (not run):\n${skipped.map((line) => `  ${line}`).join('\n')}`);
} else {
  failed += 1;
}

finish();
