import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { pickEncoding } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import { PageCache, preparePage } from './page-cache.server';
import type { RenderResult } from './render.server';

const result = (html: string): RenderResult => ({ status: 200, html, versions: {}, complete: true, loads: {} });

describe('page cache', () => {
  it('serves the same page in every encoding and compresses once', async () => {
    const page = preparePage(result('<p>héllo</p>'.repeat(200)), { cached: true });
    const gzip = await page.body('gzip');
    expect(await page.body('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe('<p>héllo</p>'.repeat(200));
    expect(brotliDecompressSync(await page.body('br')).toString()).toBe('<p>héllo</p>'.repeat(200));
    expect((await page.body('br')).length).toBeLessThan((await page.body('identity')).length / 10);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  it("compresses a page it keeps at brotli's strongest, a one-off page quickly", async () => {
    // A page's own text: a compressor's level shows on real markup, not on a repeated string.
    const html = Array.from(
      { length: 400 },
      (_, index) =>
        `<li class="S${(index * 7919).toString(36)}"><a href="/services/${index}">Service ${index}</a></li>`,
    ).join('');
    const at = (quality: number) =>
      brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      }).length;
    expect(at(11)).toBeLessThan(at(10));
    expect((await preparePage(result(html), { cached: true }).body('br')).length).toBe(at(11));
    expect((await preparePage(result(html), { cached: false }).body('br')).length).toBe(at(5));
  });

  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('evicts the least recently used page', () => {
    const cache = new PageCache(2);
    const page = preparePage(result('x'), { cached: true });
    cache.set('/a', page);
    cache.set('/b', page);
    cache.get('/a');
    cache.set('/c', page);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe(page);
    expect(cache.get('/c')).toBe(page);
  });

  it('renders a page once for every request that misses while it renders, and keeps it when told', async () => {
    const cache = new PageCache(10);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { page: preparePage(result(`<p>${renders}</p>`), { cached: true }), keep: true };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.page('/contact', () => true, render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.page)).size).toBe(1);
    expect(answers.every((answer) => !answer.hit)).toBe(true);
    expect((await cache.page('/contact', () => true, render)).hit).toBe(true);
    // A stale page is rendered again.
    expect((await cache.page('/contact', () => false, render)).hit).toBe(false);
    expect(renders).toBe(2);
  });

  it('renders a request without a key on its own and keeps nothing', async () => {
    const cache = new PageCache(10);
    let renders = 0;
    const render = async () => ({ page: preparePage(result(`<p>${++renders}</p>`), { cached: false }), keep: false });
    await Promise.all([cache.page(null, () => true, render), cache.page(null, () => true, render)]);
    expect(renders).toBe(2);
  });
});
