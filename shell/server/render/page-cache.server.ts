/**
 * Rendered pages kept in memory with their compressed forms, so a cached page costs a lookup and a
 * write: no render, no compression per request. An entry stays valid while every remote it used is
 * up and on the same deployment (checked by the caller).
 */
import { type EncodedBody, encodedBody, STRONGEST } from '@site-kit/server';
import { LRUCache } from 'lru-cache';
import type { RenderResult } from './render.server';

export interface CachedPage extends EncodedBody {
  result: RenderResult;
}

/**
 * A page ready to send. Pages that will be cached get the strongest compression, paid once per
 * page and live version: every byte of the HTML counts toward the first round trip of a slow
 * connection (decision PF13). A one-off page (a fallback, a 503, any page when the cache is off)
 * gets quick settings.
 */
export function preparePage(result: RenderResult, { cached }: { cached: boolean }): CachedPage {
  const levels = cached ? STRONGEST : { brotliQuality: 5, gzipLevel: 6 };
  return { result, ...encodedBody(Buffer.from(result.html, 'utf8'), levels) };
}

/**
 * How long a page is kept at most: a page carries the page proof of its render (issue 33), valid
 * twice as long (PAGE_PROOF_HOURS), so a visitor who gets the page at its last moment still has a
 * day before the signals of that tab stop counting.
 */
export const PAGE_CACHE_MAX_AGE_MS = 24 * 3_600_000;

/** The most recently used pages, up to `capacity` (none when it is 0: HTML_CACHE_ENTRIES=0). */
export class PageCache {
  readonly #lru: LRUCache<string, CachedPage> | null;
  /** Renders under way, by key: requests that miss meanwhile wait for the same one. */
  readonly #rendering = new Map<string, Promise<CachedPage>>();

  constructor(capacity: number, { maxAgeMs = PAGE_CACHE_MAX_AGE_MS }: { maxAgeMs?: number } = {}) {
    this.#lru = capacity > 0 ? new LRUCache({ max: capacity, ttl: maxAgeMs }) : null;
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

  /**
   * The page for `key`: the cached one while `isCurrent` holds, else one render shared by every
   * request for that key until it is done (a burst's first requests for a page render it once), kept
   * when `render` says it may be. `key` null: rendered for this request alone, never kept.
   */
  async page(
    key: string | null,
    isCurrent: (page: CachedPage) => boolean,
    render: () => Promise<{ page: CachedPage; keep: boolean }>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    if (key === null) return { page: (await render()).page, hit: false };
    const cached = this.get(key);
    if (cached && isCurrent(cached)) return { page: cached, hit: true };
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = render()
        .then(({ page, keep }) => {
          if (keep) this.set(key, page);
          else this.delete(key);
          return page;
        })
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return { page: await rendering, hit: false };
  }
}
