/**
 * Rendered pages kept in memory with their compressed forms, so a cached page costs a lookup and a
 * write: no render, no compression per request. An entry stays valid while every remote it used is
 * up and on the same deployment (checked by the caller).
 */
import { type EncodedBody, encodedBody } from '@site-kit/node';
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

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();

  constructor(private readonly capacity: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Least recently used goes first: re-insert on every hit.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    if (this.capacity <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
