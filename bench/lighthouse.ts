/**
 * Lighthouse 13 with its mobile defaults (simulated slow 4G, 4x CPU slowdown) against Debian's
 * Chromium. Each page runs several times; figures are medians.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumFlags, chromiumPath } from 'tests/harness/chromium';
import { blockingTasks, explainTbt } from './tbt-simulation';

export interface PageFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbt: number;
  /** TBT of each run, in order: the median hides how far apart they are. */
  tbtRuns: number[];
  /** Per run, the tasks that added blocking time and what they did (see tbt-simulation.ts). */
  blockingTasks: string[][];
  lcp: number;
  fcp: number;
  /** Script bytes as transferred (Chromium accepts brotli, so brotli where the server has it). */
  scriptBytes: number;
  /** Every byte the page fetched before any interaction, as transferred. */
  totalBytes: number;
  /** The scripts the page loaded (last run), so their gzip size can be measured too. */
  scriptUrls: string[];
  renderBlockingThirdParty: number;
  failedAudits: string[];
}

/** One run's figures: its TBT and blocking tasks go into the page's lists as they are. */
export type RunFigures = Omit<PageFigures, 'tbtRuns' | 'blockingTasks'> & { blockingTasks: string[] };

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Audit {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  title?: string;
  details?: { items?: Record<string, unknown>[] };
}

/**
 * One Lighthouse run (mobile defaults) in a freshly launched Chromium. Resolves undefined when the
 * run failed (a Chromium hiccup), so callers can repeat it.
 */
export async function runLighthouse(url: string): Promise<RunnerResult | undefined> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The full-page screenshot stretches the viewport to the whole page after load, which wakes
      // every lazily hydrated island and would bill their code to the first visit.
      disableFullPageScreenshot: true,
    });
    if (!result || result.lhr.runtimeError) {
      console.warn(`Lighthouse run failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      return undefined;
    }
    return result;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run's figures, or undefined when the run failed. */
export async function runFigures(url: string): Promise<RunFigures | undefined> {
  const result = await runLighthouse(url);
  if (!result) return undefined;
  const { lhr } = result;
  const audits = lhr.audits as Record<string, Audit>;
  const origin = new URL(url).origin;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const scriptBytes = scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const totalBytes = requests.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const blocking = [
    ...(audits['render-blocking-resources']?.details?.items ?? []),
    ...(audits['render-blocking-insight']?.details?.items ?? []),
  ].filter((item) => typeof item.url === 'string' && !String(item.url).startsWith(origin));
  return {
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    blockingTasks: blockingTasks(await explainTbt(result)),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    scriptBytes,
    totalBytes,
    scriptUrls: scripts.map((item) => String(item.url)),
    renderBlockingThirdParty: blocking.length,
    failedAudits: Object.entries(audits)
      .filter(
        ([, audit]) =>
          audit.score !== null &&
          audit.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? ''),
      )
      .map(([id]) => id),
  };
}

/** A page's figures over several runs: medians, and each run's TBT and blocking tasks. */
export function pageFigures(url: string, samples: RunFigures[]): PageFigures {
  const pick = (key: keyof RunFigures) => median(samples.map((sample) => sample[key] as number));
  return {
    url,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    tbtRuns: samples.map((sample) => Math.round(sample.tbt)),
    blockingTasks: samples.map((sample) => sample.blockingTasks),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    scriptBytes: pick('scriptBytes'),
    totalBytes: pick('totalBytes'),
    scriptUrls: samples.at(-1)?.scriptUrls ?? [],
    renderBlockingThirdParty: pick('renderBlockingThirdParty'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}
