import type { Page } from '@playwright/test';

/**
 * The page's largest paint and every script it fetched, on the page's own clock. Chromium only hands out
 * largest-contentful-paint entries to a buffered PerformanceObserver (getEntriesByType returns none).
 * `largest` is NaN when the page reports none within 5 s.
 */
export function paintAndScripts(
  page: Page,
): Promise<{ largest: number; scripts: { url: string; startTime: number }[] }> {
  return page.evaluate(async () => {
    const largest = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { renderTime?: number }) | undefined;
        resolve(last ? last.renderTime || last.startTime : Number.NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // A page that reports no largest paint answers NaN (callers expect a paint), not a hang until the test's timeout.
      setTimeout(() => resolve(Number.NaN), 5000);
    });
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js(\?|$)/.test(entry.name),
      )
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return { largest, scripts };
  });
}
