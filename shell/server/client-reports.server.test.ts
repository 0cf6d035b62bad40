import type { AddressInfo } from 'node:net';
import type { Logger } from '@site-kit/node';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientReport, REPORT_BODY_LIMIT_BYTES } from '../src/reports/report';
import { ClientReports, clientReportsRouter, SAMPLE_EVERY } from './client-reports.server';

const LIVE = '3f9c0a1b2c3d4e5f';

const report = (overrides: Partial<ClientReport> = {}): ClientReport => ({
  kind: 'render',
  message: 'TypeError: cannot read properties of undefined',
  remote: 'mfe_reviews',
  version: LIVE,
  route: '/reviews',
  island: 'mfe_reviews/ReviewsPage',
  pageLoad: '0123456789abcdef',
  ...overrides,
});

function logger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = { warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }) };
  return { logger: log as unknown as Logger, lines };
}

function reportsWith(options: { logPerMinute?: number; now?: () => number } = {}) {
  const log = logger();
  const reports = new ClientReports({
    isKnownVersion: (remote, version) => remote === 'mfe_reviews' && version === LIVE,
    logger: log.logger,
    logPerMinute: options.logPerMinute ?? 10,
    now: options.now,
  });
  return { reports, lines: log.lines };
}

/** The site's configured origin (SITE_URL): https, while the test server is plain http. */
const SITE_URL = 'https://www.gateway247locksmith.com';

describe('ClientReports', () => {
  it('counts reports per remote version, with distinct page loads, since a moment', () => {
    let now = 1_000;
    const { reports } = reportsWith({ now: () => now });
    reports.record(report({ pageLoad: 'aaaaaaaaaaaaaaaa' }));
    reports.record(report({ pageLoad: 'aaaaaaaaaaaaaaaa', kind: 'hydration' }));
    now = 5_000;
    reports.record(report({ pageLoad: 'bbbbbbbbbbbbbbbb' }));
    expect(reports.countFor('mfe_reviews', LIVE)).toEqual({ reports: 3, pageLoads: 2 });
    expect(reports.countFor('mfe_reviews', LIVE, 4_000)).toEqual({ reports: 1, pageLoads: 1 });
    expect(reports.countFor('mfe_reviews', 'ffffffffffffffff')).toEqual({ reports: 0, pageLoads: 0 });
    expect(reports.summary()).toEqual([
      {
        remote: 'mfe_reviews',
        version: LIVE,
        reports: 3,
        pageLoads: 2,
        byKind: { render: 2, hydration: 1 },
        lastAt: new Date(5_000).toISOString(),
      },
    ]);
  });

  it('drops a report it cannot attribute to a version this shell served', () => {
    const { reports, lines } = reportsWith();
    expect(reports.record(report({ version: 'ffffffffffffffff' }))).toBe('dropped');
    expect(reports.record(report({ remote: 'mfe_forms' }))).toBe('dropped');
    expect(reports.summary()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('logs one line per report up to the rate, then one in SAMPLE_EVERY, saying so', () => {
    const { reports, lines } = reportsWith({ logPerMinute: 3, now: () => 0 });
    for (let index = 0; index < 3 + 2 * SAMPLE_EVERY; index += 1) reports.record(report());
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual({ fields: report(), message: 'client error report' });
    expect(lines[3]?.fields.sampled).toBe(SAMPLE_EVERY);
  });
});

describe('the endpoint', () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function endpoint(perClientPerMinute = 100) {
    const { reports, lines } = reportsWith();
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use('/client-reports', clientReportsRouter(reports, { perClientPerMinute, siteUrl: SITE_URL }));
    app.use(((error, _req, res, _next) => {
      res.status((error as { status?: number }).status ?? 500).end();
    }) as express.ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client-reports`;
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
    return { reports, lines, post, url };
  }

  it('takes a beacon (text/plain JSON): 202, counted, with nothing of the visitor kept', async () => {
    const { reports, lines, post } = await endpoint();
    const response = await post(
      JSON.stringify(report({ message: 'failed for jane@example.com, 314-555-0123, at http://x.test/p?name=Jane' })),
    );
    expect(response.status).toBe(202);
    expect(reports.countFor('mfe_reviews', LIVE)).toEqual({ reports: 1, pageLoads: 1 });
    expect(lines[0]?.fields.message).toBe('failed for [email], [number], at http://x.test/p');
    expect(JSON.stringify(lines)).not.toMatch(/jane|555-0123|name=/i);
  });

  it('refuses a malformed report (400), an oversized body (413), a query in the route, unknown fields', async () => {
    const { reports, post } = await endpoint();
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ ...report(), kind: 'anything' }))).status).toBe(400);
    expect((await post(JSON.stringify(report({ route: '/contact?name=Jane' })))).status).toBe(400);
    expect((await post(JSON.stringify({ ...report(), email: 'jane@example.com' }))).status).toBe(400);
    expect((await post(JSON.stringify(report({ pageLoad: 'visitor-42' })))).status).toBe(400);
    expect((await post('x'.repeat(REPORT_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    expect((await post(JSON.stringify(report()), { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(
      400,
    );
    expect(reports.summary()).toEqual([]);
  });

  it('answers 202 to an unattributable report but keeps nothing of it', async () => {
    const { reports, post } = await endpoint();
    expect((await post(JSON.stringify(report({ version: 'ffffffffffffffff' })))).status).toBe(202);
    expect(reports.summary()).toEqual([]);
  });

  it("refuses a report posted from another site; takes the site's own, as configured behind a TLS proxy", async () => {
    const { reports, post } = await endpoint();
    expect((await post(JSON.stringify(report()), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify(report()), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(reports.summary()).toEqual([]);
    // Behind a proxy the shell hears http; the browser says the site's https origin.
    expect((await post(JSON.stringify(report()), { origin: SITE_URL })).status).toBe(202);
    expect(reports.countFor('mfe_reviews', LIVE)).toEqual({ reports: 1, pageLoads: 1 });
  });

  it('limits each client: beyond its rate a report is answered 429, another client is not', async () => {
    const { reports, url } = await endpoint(3);
    const from = (address: string) =>
      new Promise<number>((resolve, reject) => {
        // Another loopback address is another client.
        import('node:http').then(({ request }) => {
          const body = JSON.stringify(report());
          const req = request(url, {
            method: 'POST',
            localAddress: address,
            headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end(body);
        }, reject);
      });
    const first = [];
    for (let index = 0; index < 5; index += 1) first.push(await from('127.0.0.2'));
    expect(first).toEqual([202, 202, 202, 429, 429]);
    expect(await from('127.0.0.3')).toBe(202);
    expect(reports.countFor('mfe_reviews', LIVE).reports).toBe(4);
  });
});
