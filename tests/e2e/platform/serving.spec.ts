/**
 * How the shell serves under load and hostile traffic (issue 24): cache keys that mean something,
 * the health view, methods it refuses, and the deadlines every server keeps on what a client sends.
 * Each page answer says whether it came from the page cache (`Server-Timing: cache;desc="hit"`) or
 * was rendered (`render;dur=…`).
 */
import { business } from '@site-kit/brand';
import { dribble } from '@site-kit/server/testing';
import { expect, test } from '../../fixtures';
import { ports } from '../../harness/ports';
import { OWNER_TOKEN } from '../../harness/system';
import { bodyText, fetchRaw, h1, sitemapPaths } from '../../helpers/html';

const fromCache = (serverTiming: string | null) => serverTiming === 'cache;desc="hit"';

test.describe('cache keys that mean something', () => {
  test('an ad click’s unique query shares the page’s entry; a query the page reads gets its own', async ({
    system,
  }) => {
    await fetchRaw(`${system.shellUrl}/contact`);
    for (const query of ['gclid=Cj0KCQ1', 'gclid=Cj0KCQ2&utm_source=google', 'utm_campaign=x&fbclid=y']) {
      const page = await fetchRaw(`${system.shellUrl}/contact?${query}`);
      expect(page.status).toBe(200);
      expect(fromCache(page.headers.get('server-timing')), query).toBe(true);
      expect(page.html).toContain('data-form="contact"');
    }

    const all = await fetchRaw(`${system.shellUrl}/services?gclid=a`);
    const automotive = await fetchRaw(`${system.shellUrl}/services?category=automotive&gclid=b`);
    expect(bodyText(all.html)).toContain('Showing 11 services');
    expect(bodyText(automotive.html)).toMatch(/Showing \d+ automotive services/);
    const again = await fetchRaw(`${system.shellUrl}/services?gclid=c&category=automotive`);
    expect(fromCache(again.headers.get('server-timing'))).toBe(true);
    expect(again.html).toBe(automotive.html);
  });

  test('after 1,000 unique junk URLs the real pages are still served from the cache', async ({ system }) => {
    const pages = await sitemapPaths(system.shellUrl);
    for (const path of pages) await fetchRaw(`${system.shellUrl}${path}`);

    // Unknown paths, and values the pages do not tell apart of the parameters they read.
    const junkValue = (n: number) => `${n}-${Math.random().toString(36).slice(2)}`;
    const junk = Array.from({ length: 1000 }, (_, n) =>
      n % 3 === 0
        ? { path: `/junk-${junkValue(n)}`, status: 404 }
        : n % 3 === 1
          ? { path: `/services?category=${junkValue(n)}`, status: 200 }
          : { path: `/contact?submitted=junk-${junkValue(n)}`, status: 200 },
    );
    for (let start = 0; start < junk.length; start += 50) {
      const answers = await Promise.all(
        junk.slice(start, start + 50).map(async ({ path, status }) => ({
          path,
          status,
          answer: await fetchRaw(`${system.shellUrl}${path}`),
        })),
      );
      for (const { path, status, answer } of answers) {
        expect(answer.status, path).toBe(status);
        if (status === 200) expect(fromCache(answer.headers.get('server-timing')), path).toBe(true);
      }
    }
    // One 404 rendering for every unknown path: it names none of them.
    const notFound = await fetchRaw(`${system.shellUrl}/junk-again-${Date.now()}`);
    expect(fromCache(notFound.headers.get('server-timing'))).toBe(true);
    expect(h1(notFound.html)[0]).toMatch(/not found/i);
    expect(notFound.html).not.toContain('junk');

    const missed = [];
    for (const path of pages) {
      const page = await fetchRaw(`${system.shellUrl}${path}`);
      expect(page.status, path).toBe(200);
      if (!fromCache(page.headers.get('server-timing'))) missed.push(path);
    }
    expect(missed).toEqual([]);
  });
});

test.describe('revalidating a page', () => {
  test('a page asked for again with its ETag is a 304 without a body, in the encoding the client takes', async ({
    system,
  }) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await fetch(`${system.shellUrl}/contact`, { headers: { 'accept-encoding': encoding } });
      const etag = first.headers.get('etag');
      expect(etag, encoding).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const again = await fetch(`${system.shellUrl}/contact`, {
        headers: { 'accept-encoding': encoding, 'if-none-match': etag! },
      });
      expect(again.status, encoding).toBe(304);
      expect(await again.text()).toBe('');
      const other = await fetch(`${system.shellUrl}/contact`, {
        headers: { 'accept-encoding': encoding, 'if-none-match': '"another-version"' },
      });
      expect(other.status, encoding).toBe(200);
    }
  });
});

test.describe('the health view', () => {
  test('public /healthz says only ok; the owner token opens the detail', async ({ system }) => {
    const open = await fetch(`${system.shellUrl}/healthz`);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ ok: true });
    const wrong = await fetch(`${system.shellUrl}/healthz`, {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(await wrong.json()).toEqual({ ok: true });

    const detail = await fetch(`${system.shellUrl}/healthz`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    const health = (await detail.json()) as { pid: number; remotes: Record<string, { status: string }> };
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(health.pid).toEqual(expect.any(Number));
    expect(Object.values(health.remotes).map((remote) => remote.status)).toEqual(['up', 'up', 'up', 'up']);
  });
});

test.describe('methods a page does not take', () => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    test(`${method} gets 405 with Allow, on the site's error page`, async ({ system }) => {
      const response = await fetch(`${system.shellUrl}/contact`, { method, body: method === 'DELETE' ? null : 'x' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      const html = await response.text();
      expect(html).toContain(business.phone.href);
      expect(html).toContain('That cannot be done here');
    });
  }
});

test.describe('request deadlines', () => {
  const formPost = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n`;

  // One more byte a second; the limit under test is a time, so past 30 s the answer is "still open".
  const dribbleSlowly = (port: number, head: string) => dribble(port, head, { everyMs: 1000, giveUpMs: 30_000 });

  test('a dribbled body or header is cut off within 30 s by the shell, form-api and a remote’s origin', async ({
    system,
  }) => {
    test.setTimeout(60_000);
    const answers = await Promise.all([
      dribbleSlowly(ports.shell, formPost('/contact')),
      dribbleSlowly(ports.formApi, formPost('/api/submissions')),
      dribbleSlowly(ports.shell, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
      dribbleSlowly(ports.remotes.mfe_forms, 'GET /live.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
    ]);
    expect(answers).toEqual(Array(4).fill('HTTP/1.1 408 Request Timeout'));
    expect((await fetch(`${system.shellUrl}/healthz`)).status).toBe(200);
  });
});
