/**
 * Call taps, the report and deleting a lead at the HTTP level: the real form-api in-process (both
 * ports), a real SQLite file; loopback clients from different 127.x addresses stand in for
 * different machines.
 */

import { SIGNAL_PROOF_HEADER, SIGNAL_PROOF_VALID } from '@site-kit/forms';
import BetterSqlite3 from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAPS_PER_NETWORK_HOUR } from '../calls/counter';
import { CALL_TAP_LIMIT } from '../calls/route';
import { REPORT_CSV_HEADER } from '../report/csv';
import {
  OWNER_TOKEN,
  postJson,
  request,
  startTestApi,
  type TestApi,
  tempDir,
  testConfig,
  validLead,
} from '../testing/api';

const SITE = 'https://www.gateway247locksmith.com';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let dir: ReturnType<typeof tempDir>;
let api: TestApi;
let reader: BetterSqlite3.Database;
let databasePath: string;

beforeEach(async () => {
  dir = tempDir();
  const config = testConfig(dir.dir, { MAIL_WORKER: 'off', TRUST_PROXY: '127.0.0.2' });
  api = await startTestApi(config);
  databasePath = config.databasePath;
  reader = new BetterSqlite3(config.databasePath, { readonly: true });
});
afterEach(async () => {
  reader.close();
  await api.close();
  dir.remove();
});

const taps = () =>
  reader
    .prepare(
      'SELECT placement, page_path, landing_path, utm_campaign, has_gclid, transport, submission_id FROM call_taps ORDER BY id',
    )
    .all() as {
    placement: string;
    page_path: string;
    landing_path: string | null;
    utm_campaign: string | null;
    has_gclid: number;
    transport: string;
    submission_id: number | null;
  }[];

const visit = (visitId = 'visit1234567890ab') =>
  JSON.stringify({
    landingPath: '/locksmith-clayton-mo',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'clayton',
    gclid: 'Cj0x',
    visitId,
  });

function beacon(
  fields: Record<string, string> = {},
  { headers = {}, from = '127.0.0.1' }: { headers?: Record<string, string>; from?: string } = {},
) {
  return request(`${api.url}/api/calls`, {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      origin: SITE,
      'user-agent': PHONE_UA,
      ...headers,
    },
    body: new URLSearchParams({
      placement: 'header',
      path: '/contact',
      load: 'load1234567890',
      visit: visit(),
      ...fields,
    }).toString(),
  });
}

/** A tap the shell (the trusted peer, 127.0.0.2 here) forwards with its word that the page proof was valid. */
const vouched = (fields: Record<string, string> = {}, client = '203.0.113.7', headers: Record<string, string> = {}) =>
  beacon(fields, {
    from: '127.0.0.2',
    headers: { [SIGNAL_PROOF_HEADER]: SIGNAL_PROOF_VALID, 'x-forwarded-for': client, ...headers },
  });

describe('POST /api/calls', () => {
  it('stores a beacon (204) without anything personal; a repeat of the page load and a bot are dropped quietly', async () => {
    expect((await beacon()).status).toBe(204);
    expect((await beacon({ placement: 'banner' })).status).toBe(204);
    expect(
      (
        await beacon(
          { load: 'otherload123' },
          { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } },
        )
      ).status,
    ).toBe(204);
    expect(taps()).toEqual([
      {
        placement: 'header',
        page_path: '/contact',
        landing_path: '/locksmith-clayton-mo',
        utm_campaign: 'clayton',
        has_gclid: 1,
        transport: 'beacon',
        submission_id: null,
      },
    ]);
    const columns = reader.prepare("SELECT name FROM pragma_table_info('call_taps')").pluck().all();
    expect(columns).not.toEqual(expect.arrayContaining(['ip', 'user_agent', 'gclid', 'visit_id', 'load_id']));
  });

  it('stores a ping from one of the site pages (Ping-From), counted once per address and page', async () => {
    const ping = (pingFrom: string, from = '127.0.0.1') =>
      request(`${api.url}/api/calls?placement=home-hero`, {
        method: 'POST',
        from,
        headers: {
          'content-type': 'text/ping',
          'ping-from': pingFrom,
          'ping-to': 'tel:+13145550123',
          origin: SITE,
          'user-agent': PHONE_UA,
        },
        body: 'PING',
      });
    expect((await ping(`${SITE}/locksmith-clayton-mo?utm_campaign=clayton&gclid=Cj0x`)).status).toBe(204);
    expect((await ping(`${SITE}/locksmith-clayton-mo?utm_campaign=clayton&gclid=Cj0x`)).status).toBe(204);
    expect((await ping(`${SITE}/locksmith-clayton-mo`, '127.0.0.3')).status).toBe(204);
    expect((await ping('https://evil.example/', '127.0.0.4')).status).toBe(204);
    expect(
      taps().map((tap) => [tap.placement, tap.landing_path, tap.utm_campaign, tap.has_gclid, tap.transport]),
    ).toEqual([
      ['home-hero', '/locksmith-clayton-mo', 'clayton', 1, 'ping'],
      ['home-hero', null, null, 0, 'ping'],
    ]);
  });

  it('is guarded like a lead: another site 403, other bodies 415, over 2 KB 413, over the address limit 429', async () => {
    expect((await beacon({}, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await beacon({}, { headers: { 'sec-fetch-site': 'cross-site', origin: '' } })).status).toBe(403);
    expect((await beacon({}, { headers: { 'content-type': 'application/json' } })).status).toBe(415);
    expect((await beacon({ visit: 'x'.repeat(3000) })).status).toBe(413);
    const statuses: number[] = [];
    for (let index = 0; index < CALL_TAP_LIMIT + 1; index += 1)
      statuses.push((await beacon({ load: `loadlimit${index}` }, { from: '127.0.0.5' })).status);
    expect(statuses.slice(0, CALL_TAP_LIMIT).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Answered alike, but one network stores at most its hourly share.
    expect(taps()).toHaveLength(TAPS_PER_NETWORK_HOUR);
  });

  it("is verified only on the trusted peer's word: the same header from anyone else is ignored", async () => {
    const verified = () =>
      reader.prepare('SELECT utm_campaign, verified, client_network FROM call_taps ORDER BY id').all() as {
        utm_campaign: string;
        verified: number;
        client_network: string;
      }[];
    const from = (campaign: string) => ({
      load: `load${campaign}`,
      visit: visit().replace('"clayton"', `"${campaign}"`),
    });
    await vouched(from('shell'), '198.51.100.23');
    // A stranger sending the header straight to form-api, and the trusted peer without it.
    await beacon(from('stranger'), { headers: { [SIGNAL_PROOF_HEADER]: SIGNAL_PROOF_VALID } });
    await beacon(from('stranger2'), { from: '127.0.0.2', headers: { 'x-forwarded-for': '198.51.100.24' } });
    await vouched(from('wrongword'), '198.51.100.25', { [SIGNAL_PROOF_HEADER]: 'yes' });
    expect(verified()).toEqual([
      { utm_campaign: 'shell', verified: 1, client_network: '198.51.100.0/24' },
      { utm_campaign: 'stranger', verified: 0, client_network: '127.0.0.0/24' },
      { utm_campaign: 'stranger2', verified: 0, client_network: '198.51.100.0/24' },
      { utm_campaign: 'wrongword', verified: 0, client_network: '198.51.100.0/24' },
    ]);
  });

  it("links a visit's taps and its lead, whichever came first", async () => {
    await beacon();
    const response = await postJson(api.url, {
      ...validLead.emergency,
      attribution: { pagePath: '/contact', visitId: 'visit1234567890ab' },
    });
    const { id } = (await response.json()) as { id: string };
    await beacon({ load: 'secondload123', placement: 'footer' });
    const rowId = reader.prepare('SELECT id FROM contact_submissions WHERE public_id = ?').pluck().get(id);
    expect(taps().map((tap) => [tap.placement, tap.submission_id])).toEqual([
      ['header', rowId],
      ['footer', rowId],
    ]);
  });
});

describe('the report and deleting a lead, in the inbox', () => {
  async function session(): Promise<string> {
    const answer = await request(`${api.ownerUrl}/sign-in`, {
      method: 'POST',
      headers: { origin: api.ownerUrl!, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: OWNER_TOKEN }).toString(),
    });
    return answer.headers['set-cookie']!.find((cookie) => cookie.startsWith('__Host-owner_session='))!.split(';')[0]!;
  }

  it('the report counts the verified taps and leads, networks beside taps, unverified apart; its CSV holds the same numbers', async () => {
    await vouched();
    await vouched({ load: 'anotherload1', placement: 'banner' }, '203.0.113.8');
    // Not vouched for: shown apart, in the totals and per day only.
    await beacon({ load: 'strangerload1', placement: 'footer' });
    await postJson(api.url, {
      ...validLead.emergency,
      attribution: { landingPath: '/locksmith-clayton-mo', gclid: 'Cj0x' },
    });
    await postJson(api.url, validLead.contact);
    const cookie = await session();
    const page = await request(`${api.ownerUrl}/report?days=7`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Calls and leads</h1>');
    expect(page.text).not.toContain('<script');
    const csv = await request(`${api.ownerUrl}/report.csv?days=7`, { headers: { cookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.text.replace(/^\ufeff/, '')) as string[][];
    expect(rows[0]).toEqual(REPORT_CSV_HEADER);
    expect(rows).toContainEqual(['totals', 'Last 7 days', '2', '1', '1', '', '']);
    expect(rows).toContainEqual(['taps', 'Last 7 days', '2', '', '', '1', '1']);
    expect(rows).toContainEqual(['source', 'Google Ads', '2', '1', '0', '', '']);
    expect(rows).toContainEqual(['placement', 'banner', '1', '', '', '1', '']);
    expect(rows.some((row) => row[0] === 'placement' && row[1] === 'footer')).toBe(false);
    // Every row of the CSV is a row of the page, with its numbers.
    for (const [table, label, ...values] of rows.slice(1)) {
      const cells = values
        .filter((value) => value !== '')
        .map((value) => `<td class="num" data-metric="[a-zA-Z]+">${value}</td>`);
      expect(page.text, `${table} ${label}`).toMatch(
        new RegExp(
          `data-table="${table}"[^]*?data-label="${label!.replace(/[/()]/g, '\\$&')}"><th scope="row">[^]*?</th>${cells.join('')}</tr>`,
        ),
      );
    }
    expect((await request(`${api.ownerUrl}/report?days=8`, { headers: { cookie } })).status).toBe(400);
    expect((await request(`${api.ownerUrl}/report`, {})).status).toBe(401);
  });

  it('the report covers 7, 30 or 90 days: an older tap counts only in the windows that reach it', async () => {
    for (const load of ['loadtoday123', 'loadtwenty12', 'loadsixty123']) await vouched({ load });
    // Back-date two of the taps, as if tapped 20 and 60 days ago.
    const writer = new BetterSqlite3(databasePath);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    writer.prepare('UPDATE call_taps SET tapped_at = ? WHERE id = ?').run(daysAgo(20), 2);
    writer.prepare('UPDATE call_taps SET tapped_at = ? WHERE id = ?').run(daysAgo(60), 3);
    writer.close();
    const cookie = await session();
    for (const [days, calls] of [
      [7, '1'],
      [30, '2'],
      [90, '3'],
    ] as const) {
      const csv = await request(`${api.ownerUrl}/report.csv?days=${days}`, { headers: { cookie } });
      const rows = parse(csv.text.replace(/^\ufeff/, '')) as string[][];
      expect(
        rows.find((row) => row[0] === 'totals'),
        `${days} days`,
      ).toEqual(['totals', `Last ${days} days`, calls, '0', '0', '', '']);
    }
  });

  it('delete asks first (a page), then removes the lead and its queued emails (a POST); 404 after', async () => {
    const response = await postJson(api.url, validLead.emergency);
    const { id } = (await response.json()) as { id: string };
    const cookie = await session();
    const confirm = await request(`${api.ownerUrl}/leads/${id}/delete`, { headers: { cookie } });
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Delete this lead?');
    expect(confirm.text).toContain('its 2 emails still waiting to be sent');
    expect(reader.prepare('SELECT COUNT(*) FROM contact_submissions').pluck().get()).toBe(1);
    const post = (headers: Record<string, string>) =>
      request(`${api.ownerUrl}/leads/${id}/delete`, { method: 'POST', headers: { cookie, ...headers } });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    const deleted = await post({ origin: api.ownerUrl! });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe('/?deleted=1');
    expect(reader.prepare('SELECT COUNT(*) FROM contact_submissions').pluck().get()).toBe(0);
    expect(reader.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(0);
    expect((await post({ origin: api.ownerUrl! })).status).toBe(404);
    expect((await request(`${api.ownerUrl}/leads/${id}`, { headers: { cookie } })).status).toBe(404);
    const list = await request(`${api.ownerUrl}/?deleted=1`, { headers: { cookie } });
    expect(list.text).toContain('The lead was deleted');
  });
});
