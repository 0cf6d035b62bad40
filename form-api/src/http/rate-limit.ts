/**
 * Per-IP fixed-window rate limit, in memory (one form-api process per database). Over the limit:
 * 429 with Retry-After in seconds. Expired windows are swept as time passes, so memory stays
 * proportional to the clients of one window.
 */
import type { RequestHandler } from 'express';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
  message: string;
}

export function rateLimit({ max, windowMs, now = Date.now, message }: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + windowMs;
  return (req, res, next) => {
    const time = now();
    if (time >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
      nextSweep = time + windowMs;
    }
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    res.setHeader('RateLimit-Limit', String(max));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, max - window.count)));
    if (window.count > max) {
      res
        .status(429)
        .set('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - time) / 1000))))
        .json({ success: false, error: message });
      return;
    }
    next();
  };
}
