import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';

function call(handler: ReturnType<typeof rateLimit>, ip: string) {
  const headers: Record<string, string> = {};
  let status = 200;
  let nextCalled = false;
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    status(code: number) {
      status = code;
      return this;
    },
    set(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return this;
    },
    json() {
      return this;
    },
  };
  handler({ ip, socket: {} } as Request, res as unknown as Response, () => {
    nextCalled = true;
  });
  return { status: nextCalled ? 200 : status, headers };
}

describe('rateLimit', () => {
  it('lets max requests through per IP and window, then answers 429 with Retry-After', () => {
    let now = 0;
    const limiter = rateLimit({ max: 2, windowMs: 60_000, now: () => now, message: 'slow down' });
    expect(call(limiter, '203.0.113.1').status).toBe(200);
    now = 10_000;
    expect(call(limiter, '203.0.113.1').status).toBe(200);
    const limited = call(limiter, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('50');
    expect(call(limiter, '203.0.113.2').status).toBe(200);
    now = 59_500;
    expect(call(limiter, '203.0.113.1').headers['retry-after']).toBe('1');
    now = 60_000;
    expect(call(limiter, '203.0.113.1').status).toBe(200);
  });

  it('reports the remaining budget', () => {
    const limiter = rateLimit({ max: 3, windowMs: 1000, now: () => 0, message: 'x' });
    expect(call(limiter, '198.51.100.7').headers['ratelimit-remaining']).toBe('2');
  });
});
