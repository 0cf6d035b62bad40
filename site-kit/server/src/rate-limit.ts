/**
 * Per-client limits, one mechanism in two forms:
 * - `perClientLimit`, the Express middleware (express-rate-limit: a fixed window in memory), keyed
 *   by the client's address as Express computes it under TRUST_PROXY, an IPv6 address by its /64
 *   (one subscriber's network). Over the limit: 429 with Retry-After, unless `handler` says otherwise.
 * - `WindowCounter`, the hits of a key (a client network, or anything) in the last `windowMs`, for
 *   limits no middleware can decide (a wrong bearer, a renderer start, a budget of stored taps):
 *   `slidingWindow` keeps one in memory; the shell's fleet store keeps one in the SQLite file every
 *   shell shares (wrong owner tokens), so that two shells do not double a limit.
 */
import { type Options, rateLimit } from 'express-rate-limit';
import { shortMemory } from './short-memory.js';

/** One network, one key: an IPv6 client can change the last 64 bits of its address at will. */
export const IPV6_SUBNET = 64;

export type ClientLimitOptions = { limit: number; windowMs: number } & Partial<Omit<Options, 'limit' | 'windowMs'>>;

export const perClientLimit = ({ limit, windowMs, ...options }: ClientLimitOptions) =>
  rateLimit({ limit, windowMs, ipv6Subnet: IPV6_SUBNET, standardHeaders: 'draft-6', legacyHeaders: false, ...options });

export interface WindowCounter {
  /** The hits of `key` in the last window (a hit exactly `windowMs` old still counts). */
  count(key: string): number;
  /** Records a hit of `key` now; answers its hits in the last window, this one included. */
  hit(key: string): number;
}

/**
 * A sliding window in memory: every hit's time is kept while it is in the window, so a caller
 * records a hit only when it lets one through (`count` first). At most `maxKeys` keys (past that,
 * the least recently used key is forgotten).
 */
export function slidingWindow({
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): WindowCounter {
  // A key whose last hit left the window has nothing left to count: forgotten then.
  const hits = shortMemory<string, number[]>({ max: maxKeys, ttlMs: windowMs + 1, now });
  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => at - time <= windowMs);
  return {
    count: (key) => recent(key, now()).length,
    hit: (key) => {
      const at = now();
      const times = [...recent(key, at), at];
      hits.set(key, times);
      return times.length;
    },
  };
}
