import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitHeaders } from './rate-limit';

describe('RateLimiter', () => {
  it('lets max requests through per key and window, then limits with the seconds left', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('203.0.113.1').limited).toBe(false);
    now = 10_000;
    expect(limiter.hit('203.0.113.1')).toMatchObject({ limited: false, remaining: 0 });
    expect(limiter.hit('203.0.113.1')).toMatchObject({ limited: true, retryAfter: 50 });
    expect(limiter.hit('203.0.113.2').limited).toBe(false);
    now = 59_500;
    expect(limiter.hit('203.0.113.1').retryAfter).toBe(1);
    now = 60_000;
    expect(limiter.hit('203.0.113.1')).toMatchObject({ limited: false, remaining: 1 });
  });

  it('headers: the budget always, Retry-After only when limited', () => {
    const limiter = new RateLimiter(1, 30_000, () => 0);
    expect(rateLimitHeaders(limiter.hit('a'))).toEqual({ 'RateLimit-Limit': '1', 'RateLimit-Remaining': '0' });
    expect(rateLimitHeaders(limiter.hit('a'))).toEqual({
      'RateLimit-Limit': '1',
      'RateLimit-Remaining': '0',
      'Retry-After': '30',
    });
  });
});
