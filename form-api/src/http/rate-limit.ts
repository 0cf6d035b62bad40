/**
 * Per-IP fixed-window rate limit, in memory (one form-api process per database). Over the limit:
 * 429 with Retry-After in seconds. Expired windows are swept as time passes, so memory stays
 * proportional to the clients of one window.
 */
import type { RequestHandler } from 'express';
import { RATE_LIMITED_MESSAGE } from './messages';

export interface RateLimitVerdict {
  limited: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
}

export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #nextSweep: number;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#nextSweep = now() + windowMs;
  }

  /** Count one request from `key` and say whether it is over the limit. */
  hit(key: string): RateLimitVerdict {
    const time = this.now();
    if (time >= this.#nextSweep) {
      for (const [client, window] of this.#windows) if (window.resetAt <= time) this.#windows.delete(client);
      this.#nextSweep = time + this.windowMs;
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + this.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return {
      limited: window.count > this.max,
      limit: this.max,
      remaining: Math.max(0, this.max - window.count),
      retryAfter: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
    };
  }
}

export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'RateLimit-Limit': String(verdict.limit),
    'RateLimit-Remaining': String(verdict.remaining),
    ...(verdict.limited ? { 'Retry-After': String(verdict.retryAfter) } : {}),
  };
}

export function rateLimit(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    const verdict = limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    res.set(rateLimitHeaders(verdict));
    if (verdict.limited) {
      res.status(429).json({ success: false, error: RATE_LIMITED_MESSAGE });
      return;
    }
    next();
  };
}
