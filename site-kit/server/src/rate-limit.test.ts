import express from 'express';
import { describe, expect, it } from 'vitest';
import { perClientLimit, slidingWindow } from './rate-limit';

describe('slidingWindow', () => {
  it('counts the hits of a key in the last window, each key apart', () => {
    let now = 10_000;
    const window = slidingWindow({ windowMs: 1000, now: () => now });
    expect(window.hit('a')).toBe(1);
    now += 600;
    expect(window.hit('a')).toBe(2);
    expect(window.count('b')).toBe(0);
    now += 400;
    // The first hit is exactly a window old: it still counts.
    expect(window.count('a')).toBe(2);
    now += 1;
    expect(window.count('a')).toBe(1);
    expect(window.hit('a')).toBe(2);
    now += 1001;
    expect(window.count('a')).toBe(0);
  });
});

describe('perClientLimit', () => {
  it('answers 429 with Retry-After past the limit, per client', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.get('/', perClientLimit({ limit: 2, windowMs: 60_000 }), (_req, res) => void res.send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    const { port } = server.address() as { port: number };
    const get = (client: string) =>
      fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': client } }).then((response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        remaining: response.headers.get('ratelimit-remaining'),
      }));
    try {
      expect(await get('203.0.113.9')).toMatchObject({ status: 200, remaining: '1' });
      expect(await get('203.0.113.9')).toMatchObject({ status: 200, remaining: '0' });
      expect(await get('203.0.113.9')).toMatchObject({ status: 429, retryAfter: '60' });
      // Another address of the same IPv6 /64 is the same client; another /64 is not.
      expect(await get('2001:db8:0:1::1')).toMatchObject({ status: 200 });
      expect(await get('2001:db8:0:1::2')).toMatchObject({ status: 200 });
      expect(await get('2001:db8:0:1:ffff::3')).toMatchObject({ status: 429 });
      expect(await get('2001:db8:0:2::1')).toMatchObject({ status: 200 });
    } finally {
      server.close();
    }
  });
});
