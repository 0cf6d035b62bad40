import type { Page } from '@playwright/test';

/**
 * The page's largest paint and every script it fetched, on the page's own clock. Chromium only hands out
 * largest-contentful-paint entries to a buffered PerformanceObserver (getEntriesByType returns none).
 */
export function paintAndScripts(
  page: Page,
): Promise<{ largest: number; scripts: { url: string; startTime: number }[] }> {
  return page.evaluate(async () => {
    const largest = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { renderTime?: number }) | undefined;
        resolve(last ? last.renderTime || last.startTime : Number.NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js(\?|$)/.test(entry.name),
      )
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return { largest, scripts };
  });
}
