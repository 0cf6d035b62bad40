/**
 * The browser check of `remote-deploy` (issue 28, decision P42): the version, published as a
 * preview, is opened in headless Chromium through its preview link, page by page, and every part of
 * each page is woken the way a visitor wakes it (pointed at, scrolled to). It may go live only if
 * every page loaded with no page error, no console error and no hydration warning, every part of
 * the version that woke hydrated, and the pages sent no client error report about it.
 *
 * Chromium is driven with playwright-core, loaded only when a check runs (`--no-browser-check` and
 * the other commands never load it); the browser is Debian's (`CHROMIUM_PATH`), started with the
 * project's flags.
 */
import { errorText } from '@site-kit/brand';
import type { RemoteDefinition } from '@site-kit/contract';
import { PREVIEW_COOKIE } from '@site-kit/contract/preview-token';
import type { BrowserContext } from 'playwright-core';
import { chromiumFlags } from '../chromium.js';
import { crawlSite, pagesToCheck } from './pages.js';
import { type PageSeen, type PartSeen, pageProblems, type ReportSeen } from './verdict.js';
import { wakeEveryPart } from './wake.js';

export interface BrowserCheckOptions {
  remote: RemoteDefinition;
  /** The site (the shell) the preview link opens on. */
  siteUrl: string;
  /** The preview link of the version (signed, expiring). */
  link: string;
  chromiumPath: string;
  /** Told of each page as it is judged. */
  onPage?: (page: PageResult) => void;
}

export interface PageResult {
  path: string;
  problems: string[];
  parts: PartSeen[];
  ms: number;
}

export type BrowserCheckResult =
  | { ok: true; pages: PageResult[] }
  | { ok: false; pages: PageResult[]; refusal?: string };

/** Pages open at once. */
const TABS = 2;
const PAGE_LOAD_MS = 30_000;
const SCRIPT_READY_MS = 15_000;
/** How long woken parts may take to hydrate (a part's code arrives, evaluates, hydrates). */
const PARTS_SETTLE_MS = 20_000;
/** After the parts settle: an effect's error, a beacon on its way. */
const AFTER_SETTLE_MS = 400;

export async function browserCheck(options: BrowserCheckOptions): Promise<BrowserCheckResult> {
  const opened = await openPreview(options.link);
  if ('refusal' in opened) return { ok: false, pages: [], refusal: opened.refusal };
  let site: Awaited<ReturnType<typeof crawlSite>>;
  try {
    site = await crawlSite({ siteUrl: options.siteUrl, cookie: `${PREVIEW_COOKIE}=${opened.token}` });
  } catch (error) {
    // A page that does not answer in time (or a dropped connection) fails the check, with its reason.
    return {
      ok: false,
      pages: [],
      refusal: `the site could not be read through the preview (${errorText(error)})`,
    };
  }
  const paths = pagesToCheck(options.remote, site);

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: [...chromiumFlags] });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: PREVIEW_COOKIE, value: opened.token, url: options.siteUrl }]);
    const pages: PageResult[] = [];
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const started = performance.now();
          const seen = await openPage(context, options.siteUrl, path, options.remote.name);
          const result = {
            path,
            problems: pageProblems(seen),
            parts: seen.parts,
            ms: Math.round(performance.now() - started),
          };
          pages.push(result);
          options.onPage?.(result);
        }
      }),
    );
    pages.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
    return pages.every((page) => page.problems.length === 0) ? { ok: true, pages } : { ok: false, pages };
  } finally {
    await browser.close();
  }
}

/**
 * Opens the preview link over HTTP: the shell answers 303 with the preview cookie when it checked
 * the version and started its preview, or says why not (a refused version, a stale link).
 */
async function openPreview(link: string): Promise<{ token: string } | { refusal: string }> {
  let response: Response;
  try {
    response = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(180_000) });
  } catch (error) {
    return { refusal: `the shell did not answer the preview link (${errorText(error)})` };
  }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${PREVIEW_COOKIE}=`));
  if (response.status === 303 && cookie) return { token: cookie.slice(PREVIEW_COOKIE.length + 1) };
  const text = textOf(await response.text());
  const hint = response.status === 404 ? ' (is PREVIEW_SECRET set on the shell?)' : '';
  return { refusal: `the preview link answered HTTP ${response.status}${hint}: ${text}` };
}

/** The words of a short HTML answer, on one line. */
const textOf = (html: string): string =>
  html
    .replace(/<(style|script|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 600);

/** Loads one page through the preview, wakes every part, and says what it saw. */
async function openPage(context: BrowserContext, siteUrl: string, path: string, remoteName: string): Promise<PageSeen> {
  const seen: PageSeen = {
    path,
    status: null,
    failure: null,
    pageErrors: [],
    consoleErrors: [],
    hydrationWarnings: [],
    parts: [],
    reports: [],
  };
  const page = await context.newPage();
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
    else if (message.type() === 'warning' && /hydrat/i.test(message.text()))
      seen.hydrationWarnings.push(message.text());
  });
  // The page's own client error reports (beacons to the shell), read and answered here: a preview's
  // reports would count for nothing at the shell (issue 33), and dozens from one address would spend
  // that address's report budget.
  await page.route(
    (url) => url.pathname === '/client-reports',
    async (route) => {
      const request = route.request();
      try {
        const report = JSON.parse(request.postData() ?? '') as ReportSeen & { remote?: string };
        if (request.method() === 'POST' && report.remote === remoteName)
          seen.reports.push({ kind: report.kind, message: report.message, island: report.island ?? null });
      } catch {
        // Not a report.
      }
      await route.fulfill({ status: 202 });
    },
  );
  try {
    const response = await page.goto(new URL(path, `${siteUrl}/`).href, { waitUntil: 'load', timeout: PAGE_LOAD_MS });
    seen.status = response?.status() ?? null;
    await page.waitForFunction(() => document.documentElement.dataset.script === 'ready', undefined, {
      timeout: SCRIPT_READY_MS,
    });
    await page.evaluate(wakeEveryPart, { scroll: true });
    await page
      .waitForFunction(() => !document.querySelector('[data-part-state="loading"]'), undefined, {
        timeout: PARTS_SETTLE_MS,
      })
      .catch(() => {});
    await page.waitForTimeout(AFTER_SETTLE_MS);
    seen.parts = await page.evaluate(partsOf, remoteName);
  } catch (error) {
    seen.failure = `the page did not load: ${errorText(error).split('\n')[0]}`;
  } finally {
    await page.close();
  }
  return seen;
}

/** Runs in the page: the parts of one remote, and what became of each. */
function partsOf(remoteName: string): PartSeen[] {
  return [...document.querySelectorAll('[data-part-module]')]
    .filter((box) => box.getAttribute('data-part-module')?.startsWith(`${remoteName}/`))
    .map((box) => {
      const module = box.getAttribute('data-part-module') ?? '';
      const state = box.getAttribute('data-part-state');
      return {
        module,
        label: box.getAttribute('data-island') ?? module,
        state: state === 'ready' || state === 'kept' || state === 'loading' ? state : 'asleep',
      };
    });
}
