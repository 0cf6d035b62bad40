/**
 * The servers' one kind of bounded in-memory map is lru-cache (the page cache and the static files
 * use it as it is). `shortMemory` is lru-cache set up as a map that forgets: at most `max` entries
 * (past it, the least recently used go first) and, with `ttlMs`, each forgotten `ttlMs` after it
 * was set, read on the caller's clock.
 */
import { LRUCache } from 'lru-cache';

/** What `shortMemory` makes: an lru-cache. */
export type ShortMemory<Key extends {}, Value extends {}> = LRUCache<Key, Value>;

export function shortMemory<Key extends {}, Value extends {}>({
  max,
  ttlMs,
  now,
}: {
  max: number;
  ttlMs?: number;
  now?: () => number;
}): ShortMemory<Key, Value> {
  if (ttlMs === undefined) return new LRUCache<Key, Value>({ max });
  return new LRUCache<Key, Value>({
    max,
    // lru-cache keeps an entry while its age is at most its ttl: gone at exactly `ttlMs` (clocks in whole ms).
    ttl: Math.max(1, ttlMs - 1),
    // The clock read each time (no 1 ms cache of it), the caller's own when it passes one.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
}
