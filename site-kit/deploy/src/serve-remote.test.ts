import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteApp, listen } from './serve-remote';

/**
 * A remote origin serving a temporary folder holding `files` (path → content), for the tests of
 * the describe block that calls it; `origin.base` is its URL once started.
 */
function remoteOrigin(files: Record<string, string | Buffer>, allowedOrigins: string[] = []) {
  const origin = { base: '' };
  let server: Server;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'remote-'));
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
    server = await listen(createRemoteApp({ dir, allowedOrigins }), 0, '127.0.0.1');
    origin.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return origin;
}

describe('remote static origin', () => {
  const origin = remoteOrigin(
    {
      'mf-manifest.json': '{}',
      'remoteEntry.js': '/* entry */',
      'static/js/chunk.0123abcd.js': '/* chunk */',
      'server/remoteEntry.js': '/* node entry */',
    },
    ['https://www.example.com'],
  );

  it('revalidates federation entries and caches hashed chunks for a year', async () => {
    expect((await fetch(`${origin.base}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin.base}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin.base}/server/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin.base}/static/js/chunk.0123abcd.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('allows cross-origin reads only from the site origins', async () => {
    const allowed = await fetch(`${origin.base}/remoteEntry.js`, { headers: { origin: 'https://www.example.com' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    const other = await fetch(`${origin.base}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for files it does not have', async () => {
    expect((await fetch(`${origin.base}/nope.js`)).status).toBe(404);
  });

  it('adds Origin to Vary beside Accept-Encoding, never in its place', async () => {
    const allowed = await rawGet(`${origin.base}/remoteEntry.js`, {
      origin: 'https://www.example.com',
      'accept-encoding': 'gzip',
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.com');
    expect(varyOf(allowed.headers.vary)).toEqual(['accept-encoding', 'origin']);
    // Without an Origin (or with another), the answer differs, so caches must key on it too.
    expect(varyOf((await rawGet(`${origin.base}/remoteEntry.js`, {})).headers.vary)).toEqual([
      'accept-encoding',
      'origin',
    ]);
    expect(
      varyOf((await rawGet(`${origin.base}/nope.js`, { origin: 'https://www.example.com' })).headers.vary),
    ).toEqual(['origin']);
  });
});

const varyOf = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('remote static origin with versions', () => {
  const version = '0123456789abcdef';
  const origin = remoteOrigin({
    'live.json': JSON.stringify({ version, since: '2026-11-20T00:00:00.000Z' }),
    'deployments.json': '[]',
    [`versions/${version}/remoteEntry.js`]: '/* live */',
    [`versions/.${version}.42.partial/remoteEntry.js`]: '/* half copied */',
    'versions/.0123456789abcdee.42.removed/remoteEntry.js': '/* half removed */',
    '.deploy.lock/owner': 'pid',
  });

  it('serves the pointer and a version', async () => {
    expect((await rawGet(`${origin.base}/live.json`, {})).status).toBe(200);
    expect((await rawGet(`${origin.base}/versions/${version}/remoteEntry.js`, {})).status).toBe(200);
  });

  it('tests dot segments after decoding: no way up out of a version, however it is spelled', async () => {
    for (const spelled of ['%2e%2e', '%2E%2E', '.%2e', '%2e.']) {
      const response = await rawGet(`${origin.base}/versions/${spelled}/live.json`, {});
      expect(response.status, spelled).toBe(404);
      expect(response.body.toString(), spelled).not.toContain(version);
    }
    expect((await rawGet(`${origin.base}/versions/${version}%2F..%2F..%2Flive.json`, {})).status).toBe(404);
  });

  it('never serves a half-published or half-removed version, or the lock, even percent-encoded', async () => {
    for (const hidden of [
      `versions/.${version}.42.partial/remoteEntry.js`,
      `versions/%2E${version}.42.partial/remoteEntry.js`,
      `versions/%2e${version}.42.partial%2FremoteEntry.js`,
      'versions/.0123456789abcdee.42.removed/remoteEntry.js',
      '%2Edeploy.lock/owner',
    ]) {
      const response = await rawGet(`${origin.base}/${hidden}`, {});
      expect(response.status, hidden).toBe(404);
      expect(response.body.toString(), hidden).not.toContain('half');
    }
  });

  it('answers 400 for a path that does not decode', async () => {
    expect((await rawGet(`${origin.base}/versions/%E0%A4%A/remoteEntry.js`, {})).status).toBe(400);
  });
});

describe('remote static origin compression', () => {
  const origin = remoteOrigin({
    'static/app.0a1b2c3d.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    'mf-manifest.json': '{}',
  });

  it('answers brotli or gzip as the client prefers, and 304 for a known ETag', async () => {
    const brotli = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(200);
    const gzip = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(5000);
    const again = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, {
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('refuses paths outside its folder', async () => {
    expect((await rawGet(`${origin.base}/static/..%2F..%2F..%2Fetc%2Fpasswd`, {})).status).toBe(404);
  });
});

/** A GET of exactly this path: no URL parsing on the way, which would resolve `%2e%2e` itself. */
function rawGet(url: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(url);
  const rawPath = url.replace(/^https?:\/\/[^/]+/, '');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ hostname, port, path: rawPath, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe("remote static origin with a build's compressed copies", () => {
  const chunk = `console.log(${JSON.stringify('y'.repeat(5000))});`;
  // Copies at the weakest levels: unlike what the server would make (brotli 11, gzip 9), so a test
  // can tell which was sent.
  const brotliCopy = brotliCompressSync(chunk, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const gzipCopy = gzipSync(chunk, { level: 1 });
  const origin = remoteOrigin({
    'static/app.0a1b2c3d.js': chunk,
    'static/app.0a1b2c3d.js.br': brotliCopy,
    'static/app.0a1b2c3d.js.gz': gzipCopy,
    // Copies of another version of the file (and a damaged one) must not be sent for it.
    'static/stale.0a1b2c3d.js': chunk,
    'static/stale.0a1b2c3d.js.br': brotliCompressSync(`${chunk}// older`),
    'static/stale.0a1b2c3d.js.gz': 'not gzip at all',
  });

  it('sends the copies the build wrote instead of compressing', async () => {
    const brotli = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliCopy.equals(brotliCompressSync(chunk))).toBe(false);
    expect(brotli.body.equals(brotliCopy)).toBe(true);
    const gzip = await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, { 'accept-encoding': 'gzip' });
    expect(gzipCopy.equals(gzipSync(chunk, { level: 9 }))).toBe(false);
    expect(gzip.body.equals(gzipCopy)).toBe(true);
    expect((await rawGet(`${origin.base}/static/app.0a1b2c3d.js`, {})).body.toString()).toBe(chunk);
  });

  it('ignores a copy that is not of the file and compresses the file itself', async () => {
    const brotli = await rawGet(`${origin.base}/static/stale.0a1b2c3d.js`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(chunk);
    const gzip = await rawGet(`${origin.base}/static/stale.0a1b2c3d.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(chunk);
  });

  it('never serves the copies under their own names', async () => {
    expect((await rawGet(`${origin.base}/static/app.0a1b2c3d.js.br`, {})).status).toBe(404);
  });
});
