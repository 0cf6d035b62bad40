import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { testArrival } from '../testing/leads';
import { REPORT_CSV_HEADER, reportCsv } from './csv';
import {
  buildReport,
  businessDay,
  daysEndingWith,
  OTHER_ROWS_LABEL,
  REPORT_TOP_ROWS,
  type ReportEvent,
  ReportSource,
} from './report';
import { campaignOf, sourceOf } from './sources';

const arrival = testArrival();
const event = (at: string, kind: ReportEvent['kind'], fields: Partial<ReportEvent> = {}): ReportEvent => ({
  ...arrival,
  at,
  kind,
  placement: kind === 'call' || kind === 'unverifiedCall' ? 'header' : null,
  network: kind === 'call' ? '203.0.113.0/24' : null,
  ...fields,
});
/** A row's numbers: verified taps, emergency and other leads. */
const leads = (calls: number, emergencyLeads: number, otherLeads: number) => ({ calls, emergencyLeads, otherLeads });
/** The taps table's: verified taps, their networks, unverified taps. */
const tapped = (calls: number, callNetworks: number, unverifiedCalls: number) => ({
  calls,
  callNetworks,
  unverifiedCalls,
});

describe('sources', () => {
  it('Google Ads by click id or google/cpc; other campaigns by source; then the referrer; direct; not known', () => {
    expect(sourceOf({ ...arrival, hasGclid: true })).toBe('Google Ads');
    expect(sourceOf({ ...arrival, utmSource: 'Google', utmMedium: 'cpc', utmCampaign: 'x' })).toBe('Google Ads');
    expect(sourceOf({ ...arrival, utmSource: 'google', utmMedium: 'organic' })).toBe('Campaign: google');
    expect(sourceOf({ ...arrival, utmSource: 'facebook', utmCampaign: 'spring', referrerHost: 'm.facebook.com' })).toBe(
      'Campaign: facebook',
    );
    expect(sourceOf({ ...arrival, referrerHost: 'www.bing.com' })).toBe('www.bing.com');
    expect(sourceOf(arrival)).toBe('Direct');
    expect(sourceOf({ ...arrival, landingPath: null })).toBe('Not known (no JavaScript)');
    expect(campaignOf({ ...arrival, utmCampaign: 'clayton', hasGclid: true })).toBe('clayton (Google Ads)');
    expect(campaignOf({ ...arrival, utmCampaign: 'spring', utmSource: 'facebook' })).toBe('spring');
    expect(campaignOf(arrival)).toBeNull();
  });
});

describe('the report', () => {
  // 2026-11-23 10:00 in St. Louis (CST, UTC-6).
  const now = Date.parse('2026-11-23T16:00:00.000Z');

  it('counts days on the business clock: 05:59Z is still yesterday in St. Louis', () => {
    expect(businessDay('2026-11-23T05:59:00.000Z')).toBe('2026-11-22');
    expect(businessDay('2026-11-23T06:00:00.000Z')).toBe('2026-11-23');
    expect(daysEndingWith('2026-03-09', 3)).toEqual(['2026-03-09', '2026-03-08', '2026-03-07']);
  });

  it('counts verified calls (and their networks) and leads (emergency apart) per day, by landing page, source, campaign and call link; unverified taps apart', () => {
    const events = [
      event('2026-11-23T15:00:00.000Z', 'call', {
        landingPath: '/locksmith-clayton-mo',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'clayton',
        hasGclid: true,
        placement: 'banner',
      }),
      event('2026-11-23T15:01:00.000Z', 'call', {
        landingPath: '/locksmith-clayton-mo',
        hasGclid: true,
        utmCampaign: 'clayton',
        network: '198.51.100.0/24',
      }),
      // Not vouched for: in the taps table, nowhere else.
      event('2026-11-23T15:02:00.000Z', 'unverifiedCall', {
        landingPath: '/fake',
        utmCampaign: 'fake',
        placement: 'fake',
        count: 50,
      }),
      event('2026-11-23T05:00:00.000Z', 'emergency', {
        landingPath: '/locksmith-clayton-mo',
        hasGclid: true,
        utmCampaign: 'clayton',
      }),
      event('2026-11-20T18:00:00.000Z', 'lead', { landingPath: '/services/car-lockout', referrerHost: 'www.bing.com' }),
      event('2026-11-20T18:05:00.000Z', 'call', { landingPath: null, placement: 'home-hero' }),
      // Before the 7 days.
      event('2026-11-16T12:00:00.000Z', 'call'),
    ];
    const report = buildReport(events, 7, now);
    expect([report.from, report.to]).toEqual(['2026-11-17', '2026-11-23']);
    const table = (id: string) => report.tables.find((item) => item.id === id)!;
    expect(table('totals').rows).toEqual([{ label: 'Last 7 days', values: leads(3, 1, 1) }]);
    expect(table('taps').rows).toEqual([{ label: 'Last 7 days', values: tapped(3, 2, 50) }]);
    expect(table('days').rows.map((row) => row.label)).toEqual(daysEndingWith('2026-11-23', 7));
    expect(table('days').rows.slice(0, 4)).toEqual([
      { label: '2026-11-23', values: leads(2, 0, 0) },
      { label: '2026-11-22', values: leads(0, 1, 0) },
      { label: '2026-11-21', values: leads(0, 0, 0) },
      { label: '2026-11-20', values: leads(1, 0, 1) },
    ]);
    expect(table('landing').rows).toEqual([
      { label: '/locksmith-clayton-mo', values: leads(2, 1, 0) },
      { label: '/services/car-lockout', values: leads(0, 0, 1) },
      { label: 'Not known (no JavaScript)', values: leads(1, 0, 0) },
    ]);
    expect(table('source').rows.map((row) => [row.label, row.values])).toEqual([
      ['Google Ads', leads(2, 1, 0)],
      ['Not known (no JavaScript)', leads(1, 0, 0)],
      ['www.bing.com', leads(0, 0, 1)],
    ]);
    expect(table('campaign').rows).toEqual([{ label: 'clayton (Google Ads)', values: leads(2, 1, 0) }]);
    expect(table('placement').rows).toEqual([
      { label: 'banner', values: { calls: 1, callNetworks: 1 } },
      { label: 'header', values: { calls: 1, callNetworks: 1 } },
      { label: 'home-hero', values: { calls: 1, callNetworks: 1 } },
    ]);
  });

  it(`keeps the top ${REPORT_TOP_ROWS} labels of a table and adds up the rest as "${OTHER_ROWS_LABEL}"`, () => {
    // 5,000 campaigns of one tap each from one network, and one real campaign with three taps from three networks.
    const events = [
      ...Array.from({ length: 5000 }, (_, index) =>
        event('2026-11-23T15:00:00.000Z', 'call', { utmCampaign: `junk-${index}`, landingPath: `/junk-${index}` }),
      ),
      ...['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'].map((network) =>
        event('2026-11-23T14:00:00.000Z', 'call', { utmCampaign: 'real', network }),
      ),
    ];
    const report = buildReport(events, 7, now);
    for (const id of ['landing', 'campaign'] as const) {
      const rows = report.tables.find((table) => table.id === id)!.rows;
      expect(rows).toHaveLength(REPORT_TOP_ROWS + 1);
      expect(rows.at(-1)).toMatchObject({ label: OTHER_ROWS_LABEL });
      expect(rows.reduce((sum, row) => sum + (row.values.calls ?? 0), 0)).toBe(5003);
    }
    const campaigns = report.tables.find((table) => table.id === 'campaign')!.rows;
    expect(campaigns[0]).toEqual({ label: 'real', values: leads(3, 0, 0) });
    // Three networks tapped the real campaign; the 5,000 junk taps came from one.
    expect(report.tables.find((table) => table.id === 'taps')!.rows[0]!.values).toEqual(tapped(5003, 3, 0));
    expect(campaigns.at(-1)).toEqual({
      label: OTHER_ROWS_LABEL,
      values: leads(5000 - (REPORT_TOP_ROWS - 1), 0, 0),
      folded: 5000 - (REPORT_TOP_ROWS - 1),
    });
    expect(JSON.stringify(report).length).toBeLessThan(30_000);
  });

  it('the CSV holds every row of every table, the same labels and numbers', () => {
    const report = buildReport([event('2026-11-23T15:00:00.000Z', 'call', { utmCampaign: '=cmd()' })], 7, now);
    const rows = parse(reportCsv(report).replace(/^\ufeff/, ''), { relax_column_count: true }) as string[][];
    expect(REPORT_CSV_HEADER).toEqual([
      'table',
      'label',
      'call_taps',
      'emergency_leads',
      'other_leads',
      'call_networks',
      'unverified_call_taps',
    ]);
    expect(rows[0]).toEqual(REPORT_CSV_HEADER);
    const expected = report.tables.flatMap((table) =>
      table.rows.map((row) => [
        table.id,
        row.label,
        ...(['calls', 'emergencyLeads', 'otherLeads', 'callNetworks', 'unverifiedCalls'] as const).map((metric) =>
          table.metrics.includes(metric) ? String(row.values[metric]) : '',
        ),
      ]),
    );
    expect(rows.slice(1)).toEqual(expected.map((row) => row.map((cell) => (cell.startsWith('=') ? `'${cell}` : cell))));
    expect(rows.find((row) => row[0] === 'campaign')?.[1]).toBe("'=cmd()");
  });

  it('counts many taps of one hour, each on its business day (05:59Z is the day before)', () => {
    const db = openDatabase(':memory:');
    const insert =
      db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, has_gclid, transport, verified,
        client_network) VALUES (?, ?, '/', '/', 0, 'beacon', 1, '203.0.113.0/24')`);
    db.transaction(() => {
      for (let n = 0; n < 300; n += 1) insert.run(`2026-11-23T05:${String(n % 60).padStart(2, '0')}:00.000Z`, 'header');
      for (let n = 0; n < 200; n += 1) insert.run(`2026-11-23T06:${String(n % 60).padStart(2, '0')}:00.000Z`, 'footer');
    })();
    const report = new ReportSource(db).report(7, now);
    expect(report.tables[0]!.rows[0]!.values.calls).toBe(500);
    const perDay = report.tables.find((table) => table.id === 'days')!.rows;
    expect(perDay.find((row) => row.label === '2026-11-22')!.values.calls).toBe(300);
    expect(perDay.find((row) => row.label === '2026-11-23')!.values.calls).toBe(200);
    expect(report.tables.find((table) => table.id === 'placement')!.rows).toEqual([
      { label: 'header', values: { calls: 300, callNetworks: 1 } },
      { label: 'footer', values: { calls: 200, callNetworks: 1 } },
    ]);
  });

  it('reads call taps (verified or not) and leads from the database, without bidi controls in labels', () => {
    const db = openDatabase(':memory:');
    db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, has_gclid, transport, verified,
        client_network, utm_campaign)
      VALUES ('2026-11-23T15:00:00.000Z', 'header', '/', '/', 1, 'beacon', 1, '203.0.113.0/24', 'spring‮sale'),
        ('2026-11-23T15:00:00.000Z', 'header', '/', '/', 1, 'beacon', 0, '198.51.100.0/24', 'spring‮sale')`).run();
    db.prepare(`INSERT INTO contact_submissions (public_id, name, phone, service, message, is_emergency, is_new_customer,
        form_type, created_at, utm_source, utm_medium)
      VALUES ('x', 'A', '(314) 555-0100', '', 'hi', 1, 1, 'emergency', '2026-11-22T15:00:00.000Z', 'google', 'cpc')`).run();
    const report = new ReportSource(db).report(7, now);
    expect(report.tables[0]!.rows[0]!.values).toEqual(leads(1, 1, 0));
    expect(report.tables[1]!.rows[0]!.values).toEqual(tapped(1, 1, 1));
    expect(report.tables.find((table) => table.id === 'source')!.rows[0]).toEqual({
      label: 'Google Ads',
      values: leads(1, 1, 0),
    });
    expect(report.tables.find((table) => table.id === 'campaign')!.rows[0]!.label).toBe('springsale (Google Ads)');
  });
});
