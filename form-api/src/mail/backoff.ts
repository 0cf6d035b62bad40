/**
 * Exponential backoff with a cap and some jitter: attempt n waits base·2^(n-1), at most max, then
 * between 75% and 100% of that so retries after an outage do not all land at once.
 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  const capped = Math.min(maxMs, exponential);
  return Math.max(1, Math.round(capped * (0.75 + 0.25 * random())));
}
