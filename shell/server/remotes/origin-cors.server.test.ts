import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@site-kit/server';
import { afterEach, describe, expect, it } from 'vitest';
import { allowsOrigin, checkOriginCors, OriginCors } from './origin-cors.server';

const SITE = 'https://www.example.test';

/** A real origin on loopback that answers with `allow` as Access-Control-Allow-Origin (none when null). */
async function origin(
  allow: (request: IncomingHttpHeaders) => string | null,
): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    const value = allow(req.headers);
    if (value !== null) res.setHeader('Access-Control-Allow-Origin', value);
    res.setHeader('Content-Type', 'application/json');
    res.end('{"version":"0123456789abcdef","since":"2026-11-28T00:00:00.000Z"}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("an origin's CORS answer", () => {
  it('allows the site when it names the site exactly or says *', () => {
    expect(allowsOrigin(SITE, SITE)).toBe(true);
    expect(allowsOrigin('*', SITE)).toBe(true);
    expect(allowsOrigin(null, SITE)).toBe(false);
    expect(allowsOrigin('http://www.example.test', SITE)).toBe(false);
    expect(allowsOrigin('https://www.example.test:8443', SITE)).toBe(false);
  });

  it("sends the site's origin, as a page's script load does, and reads the answer", async () => {
    const good = await origin((headers) => (headers.origin === SITE ? SITE : null));
    const result = await checkOriginCors(good.url, `${SITE}/`, 1000);
    expect(good.seen[0]?.origin).toBe(SITE);
    expect(result).toMatchObject({ allowsSite: true, allowOrigin: SITE, siteOrigin: SITE, error: null });
  });

  it('says no when the origin allows another origin or none', async () => {
    const other = await origin(() => 'http://127.0.0.1:3000');
    expect(await checkOriginCors(other.url, SITE, 1000)).toMatchObject({
      allowsSite: false,
      allowOrigin: 'http://127.0.0.1:3000',
      error: null,
    });
    const none = await origin(() => null);
    expect(await checkOriginCors(none.url, SITE, 1000)).toMatchObject({ allowsSite: false, allowOrigin: null });
  });

  it('tells an origin that does not answer from one that refuses', async () => {
    const gone = await origin(() => SITE);
    servers[0]?.close();
    servers.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const result = await checkOriginCors(gone.url, SITE, 1000);
    expect(result.allowsSite).toBe(false);
    expect(result.error).toMatch(/fetch failed|ECONNREFUSED/);
  });
});

describe('the per-remote view', () => {
  it('logs a refusing origin as an error and adds every answer to the health entries', async () => {
    const good = await origin(() => SITE);
    const bad = await origin(() => 'https://elsewhere.test');
    const lines: string[] = [];
    const logger = createLogger('info', 'test', { write: (line: string) => lines.push(line) });
    const cors = new OriginCors({ mfe_services: good.url, mfe_cities: bad.url } as never, SITE, 1000, logger);
    await cors.checkAll();
    const status = cors.annotate({ mfe_services: { status: 'up' }, mfe_cities: { status: 'up' } } as never) as Record<
      string,
      { status: string; cors: { allowsSite: boolean; allowOrigin: string } }
    >;
    expect(status.mfe_services?.cors.allowsSite).toBe(true);
    expect(status.mfe_cities?.cors).toMatchObject({ allowsSite: false, allowOrigin: 'https://elsewhere.test' });
    expect(status.mfe_cities?.status).toBe('up');
    const errors = lines.filter((line) => line.includes('CORS does not allow the site'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('mfe_cities');
  });
});
