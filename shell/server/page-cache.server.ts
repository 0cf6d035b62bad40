/**
 * Rendered pages kept in memory with their compressed forms, so a cached page costs a lookup and a
 * write: no render, no compression per request. An entry stays valid while every remote it used is
 * up and on the same deployment (checked by the caller).
 */
import { type EncodedBody, encodedBody } from '@site-kit/node';
import { LRUCache } from 'lru-cache';
import type { RenderResult } from './render.server';

export interface CachedPage extends EncodedBody {
  result: RenderResult;
}

/**
 * A page ready to send. Pages that will be cached get strong compression (paid once); a one-off
 * page (a fallback, a 503, any page when the cache is off) gets quick settings.
 */
export function preparePage(result: RenderResult, { cached }: { cached: boolean }): CachedPage {
  const levels = cached ? { brotliQuality: 10, gzipLevel: 9 } : { brotliQuality: 5, gzipLevel: 6 };
  return { result, ...encodedBody(Buffer.from(result.html, 'utf8'), levels) };
}

/** The most recently used pages, up to `capacity` (none when it is 0: HTML_CACHE_ENTRIES=0). */
export class PageCache {
  readonly #lru: LRUCache<string, CachedPage> | null;

  constructor(capacity: number) {
    this.#lru = capacity > 0 ? new LRUCache({ max: capacity }) : null;
  }

  get(key: string): CachedPage | undefined {
    return this.#lru?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.#lru?.set(key, page);
  }

  delete(key: string): void {
    this.#lru?.delete(key);
  }
}
