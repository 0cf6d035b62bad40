import type { AddressInfo } from 'node:net';
import type { Logger } from '@site-kit/server';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientReport, REPORT_BODY_LIMIT_BYTES } from '../../src/page-contract/client-report';
import { ClientReports, clientReportsRouter, SAMPLE_EVERY } from './client-reports.server';
import { FleetStore, loadKey } from './fleet-store.server';
import { PageProofs } from './page-proof.server';

const LIVE = '3f9c0a1b2c3d4e5f';
const LIVE_AT = Date.parse('2026-12-01T12:00:00Z');
/** A client the gate served a page of LIVE (its /24). */
const SERVED = '198.51.100.7';

function logger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    debug: () => undefined,
  };
  return { logger: log as unknown as Logger, lines };
}

function reportsWith(options: { logPerMinute?: number } = {}) {
  const log = logger();
  let now = LIVE_AT + 60_000;
  const store = FleetStore.open(':memory:');
  store.recordLive({ remote: 'mfe_reviews', version: LIVE, since: null, previous: null }, LIVE_AT);
  for (const network of ['198.51.100.0/24', '127.0.0.0/24'])
    store.addPageLoads(new Map([[loadKey('mfe_reviews', LIVE, network), 1]]), LIVE_AT + 1000);
  const proofs = new PageProofs('test-key', () => now);
  const proof = proofs.current();
  const reports = new ClientReports({
    store,
    proofs,
    logger: log.logger,
    logPerMinute: options.logPerMinute ?? 10,
    now: () => now,
  });
  const report = (overrides: Partial<ClientReport> = {}): ClientReport => ({
    kind: 'render',
    message: 'TypeError: cannot read properties of undefined',
    remote: 'mfe_reviews',
    version: LIVE,
    route: '/reviews',
    island: 'mfe_reviews/ReviewsPage',
    pageLoad: '0123456789abcdef',
    proof,
    ...overrides,
  });
  const counted = () => reports.summary().find((row) => row.version === LIVE);
  return { reports, lines: log.lines, report, counted, store, advance: (ms: number) => (now += ms) };
}

/** The site's configured origin (SITE_URL): https, while the test server is plain http. */
const SITE_URL = 'https://www.gateway247locksmith.com';

describe('ClientReports', () => {
  it('counts a proven report from a network served the version: per page load, per kind, per network', () => {
    const { reports, report, counted, advance } = reportsWith();
    expect(reports.record(report({ pageLoad: 'aaaaaaaaaaaaaaaa' }), SERVED)).toBe('counted');
    expect(reports.record(report({ pageLoad: 'aaaaaaaaaaaaaaaa', kind: 'hydration' }), SERVED)).toBe('counted');
    advance(4000);
    expect(reports.record(report({ pageLoad: 'bbbbbbbbbbbbbbbb' }), '198.51.100.9')).toBe('counted');
    expect(counted()).toMatchObject({
      reports: 3,
      pageLoads: 2,
      networks: 1,
      byKind: { render: 2, hydration: 1 },
      unverified: 0,
    });
  });

  it('a report without a valid proof is unverified: counted apart, weighing nothing (issue 33)', () => {
    const { reports, report, counted, store } = reportsWith();
    const forged = `${Math.floor(LIVE_AT / 1000).toString(36)}.AAAAAAAAAAAAAAAA`;
    expect(reports.record(report({ proof: undefined }), SERVED)).toBe('unverified');
    expect(reports.record(report({ proof: forged }), SERVED)).toBe('unverified');
    // Signed with another key: another site's (or a section's own) token.
    expect(
      reports.record(report({ proof: new PageProofs('other-key', () => LIVE_AT + 60_000).current() }), SERVED),
    ).toBe('unverified');
    expect(counted()).toMatchObject({ reports: 0, pageLoads: 0, unverified: 3 });
    expect(store.summary()).toEqual([]);
  });

  it('a proof issued before the version went live does not vouch for reports about it', () => {
    const { reports, report } = reportsWith();
    const old = new PageProofs('test-key', () => LIVE_AT - 10 * 60_000).current();
    expect(reports.record(report({ proof: old }), SERVED)).toBe('unverified');
  });

  it('drops a report about a version the fleet never served, or from a network never served it', () => {
    const { reports, report, lines, store } = reportsWith();
    expect(reports.record(report({ version: 'ffffffffffffffff' }), SERVED)).toBe('dropped');
    expect(reports.record(report({ remote: 'mfe_forms' }), SERVED)).toBe('dropped');
    expect(reports.record(report(), '203.0.113.5')).toBe('dropped');
    expect(store.summary()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('logs one line per report up to the rate, then one in SAMPLE_EVERY, saying so, never the proof', () => {
    const { reports, report, lines } = reportsWith({ logPerMinute: 3 });
    for (let index = 0; index < 3 + 2 * SAMPLE_EVERY; index += 1) reports.record(report(), SERVED);
    expect(lines).toHaveLength(5);
    const { proof: _proof, ...logged } = report();
    expect(lines[0]).toEqual({ fields: logged, message: 'client error report' });
    expect(lines[3]?.fields.sampled).toBe(SAMPLE_EVERY);
  });
});

describe('the endpoint', () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function endpoint(perClientPerMinute = 100) {
    const { reports, lines, report, counted } = reportsWith();
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
    return { reports, lines, post, url, report, counted };
  }

  it('takes a beacon (text/plain JSON): 202, counted, with nothing of the visitor kept', async () => {
    const { lines, post, report, counted } = await endpoint();
    const response = await post(
      JSON.stringify(report({ message: 'failed for jane@example.com, 314-555-0123, at http://x.test/p?name=Jane' })),
    );
    expect(response.status).toBe(202);
    expect(counted()).toMatchObject({ reports: 1, pageLoads: 1 });
    expect(lines[0]?.fields.message).toBe('failed for [email], [number], at http://x.test/p');
    expect(JSON.stringify(lines)).not.toMatch(/jane|555-0123|name=/i);
  });

  it('refuses a malformed report (400), an oversized body (413), a query in the route, unknown fields', async () => {
    const { reports, post, report } = await endpoint();
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
    const { reports, post, report } = await endpoint();
    expect((await post(JSON.stringify(report({ version: 'ffffffffffffffff' })))).status).toBe(202);
    expect(reports.summary()).toEqual([]);
  });

  it("refuses a report posted from another site; takes the site's own, as configured behind a TLS proxy", async () => {
    const { reports, post, report } = await endpoint();
    expect((await post(JSON.stringify(report()), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify(report()), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(reports.summary()).toEqual([]);
    // Behind a proxy the shell hears http; the browser says the site's https origin.
    expect((await post(JSON.stringify(report()), { origin: SITE_URL })).status).toBe(202);
    expect(reports.summary()[0]).toMatchObject({ reports: 1, pageLoads: 1 });
  });

  it('limits each client: beyond its rate a report is answered 429, another client is not', async () => {
    const { reports, url, report } = await endpoint(3);
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
    expect(reports.summary()[0]?.reports).toBe(4);
  });
});
