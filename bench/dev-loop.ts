/**
 * How long a team waits in `npm run dev`: the whole site in development mode from a temporary copy of
 * the repository (no tracked file is touched), a page open in Chromium, then a component of
 * mfe-cities saved again and again. Prints, per save, the time until the open page shows the change
 * (hot update, no reload) and until the server's HTML carries it.
 */
import { loadavg } from 'node:os';
import { launchChromium } from 'tests/harness/browser';
import { DevSystem } from 'tests/harness/dev-system';

const ROUNDS = Number(process.env.BENCH_DEV_ROUNDS ?? 7);
const TARGET_BROWSER_MS = 1500;
const TARGET_HTML_MS = 3000;
const FILE = 'mfe-cities/src/islands/HomeAreas.tsx';
const TITLE = 'Service Areas Across Greater St. Louis';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

console.log('Starting npm run dev in a temporary copy…');
const dev = await DevSystem.start();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // Why a hot update fell back to a reload, if one does.
  page.on('console', (message) => {
    if (/HMR|hot update|reload|\[rsbuild\]/i.test(message.text()) && !/WebSocket|Connected/i.test(message.text()))
      console.log(`  page: ${message.text().split('\n')[0]}`);
  });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.goto(`${dev.shellUrl}/`);
  await page.waitForFunction(() => document.documentElement.dataset.script === 'ready');
  const island = page.locator('[data-island="cities/HomeAreas"]');
  await island.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="cities/HomeAreas"][data-ready="true"]');
  await page.evaluate(() => {
    (window as { benchMarker?: boolean }).benchMarker = true;
  });
  navigations = 0;

  const toBrowser: number[] = [];
  const toHtml: number[] = [];
  let previous = TITLE;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const title = `Service Areas, Save ${round}`;
    const savedAt = await dev.edit(FILE, previous, title);
    previous = title;
    const [browserAt, htmlAt] = await Promise.all([
      page
        .waitForFunction((text) => document.querySelector('#home-areas-title')?.textContent === text, title, {
          timeout: 60_000,
          polling: 10,
        })
        .then(() => Date.now()),
      dev.waitForHtml('/', title),
    ]);
    toBrowser.push(browserAt - savedAt);
    toHtml.push(htmlAt - savedAt);
    console.log(
      `save ${round}: browser ${browserAt - savedAt} ms, server HTML ${htmlAt - savedAt} ms${navigations ? ' (page reloaded)' : ''}`,
    );
    navigations = 0;
    // Let the shell settle before the next save, as a person does between saves.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const reloaded = !(await page.evaluate(() => (window as { benchMarker?: boolean }).benchMarker));
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(1));
  console.log('');
  console.log(`| Figure | Target | Median | Each save |`);
  console.log(`|---|---|---|---|`);
  console.log(
    `| Save → open page updated (hot) | ≤ ${TARGET_BROWSER_MS} ms | ${median(toBrowser)} ms | ${toBrowser.join(', ')} |`,
  );
  console.log(`| Save → server HTML changed | ≤ ${TARGET_HTML_MS} ms | ${median(toHtml)} ms | ${toHtml.join(', ')} |`);
  console.log('');
  console.log(`Page reloaded during the run: ${reloaded ? 'yes (hot update failed)' : 'no'}.`);
  console.log(`Load average during the run (1/5/15 min): ${one} / ${five} / ${fifteen} on this machine's CPUs.`);
} finally {
  await browser.close();
  await dev.stop();
}
