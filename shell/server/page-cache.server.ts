/**
 * Rendered pages kept in memory with their compressed forms, so a cached page costs a lookup and a
 * write: no render, no compression per request. An entry stays valid while every remote it used is
 * up and on the same deployment (checked by the caller).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderResult } from './render.server';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  result: RenderResult;
  etag: string;
  /** The body in an encoding, compressed on first use and kept. */
  body(encoding: Encoding): Buffer;
}

/**
 * A page ready to send. Pages that will be cached get the strongest compression (paid once); a
 * one-off page (a fallback, a 503) gets quick settings.
 */
export function preparePage(result: RenderResult, { cached }: { cached: boolean }): CachedPage {
  const identity = Buffer.from(result.html, 'utf8');
  const bodies = new Map<Encoding, Buffer>([['identity', identity]]);
  const compress: Record<Exclude<Encoding, 'identity'>, () => Buffer> = {
    gzip: () => gzipSync(identity, { level: cached ? 9 : 6 }),
    br: () =>
      brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: cached ? 10 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
  };
  return {
    result,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = encoding === 'identity' ? identity : compress[encoding]();
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/** The best encoding the client accepts (brotli, then gzip). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
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
