import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { testArrival } from '../testing/leads';
import { reportCsv } from './csv';
import { buildReport, businessDay, daysEndingWith, type ReportEvent, ReportSource } from './report';
import { campaignOf, sourceOf } from './sources';

const arrival = testArrival();
const event = (at: string, kind: ReportEvent['kind'], fields: Partial<ReportEvent> = {}): ReportEvent => ({
  ...arrival,
  at,
  kind,
  placement: kind === 'call' ? 'header' : null,
  ...fields,
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

  it('counts calls and leads (emergency apart) per day, by landing page, source, campaign and call link', () => {
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
    expect(table('totals').rows).toEqual([
      { label: 'Last 7 days', values: { calls: 3, emergencyLeads: 1, otherLeads: 1 } },
    ]);
    expect(table('days').rows.map((row) => row.label)).toEqual(daysEndingWith('2026-11-23', 7));
    expect(table('days').rows.slice(0, 4)).toEqual([
      { label: '2026-11-23', values: { calls: 2, emergencyLeads: 0, otherLeads: 0 } },
      { label: '2026-11-22', values: { calls: 0, emergencyLeads: 1, otherLeads: 0 } },
      { label: '2026-11-21', values: { calls: 0, emergencyLeads: 0, otherLeads: 0 } },
      { label: '2026-11-20', values: { calls: 1, emergencyLeads: 0, otherLeads: 1 } },
    ]);
    expect(table('landing').rows).toEqual([
      { label: '/locksmith-clayton-mo', values: { calls: 2, emergencyLeads: 1, otherLeads: 0 } },
      { label: '/services/car-lockout', values: { calls: 0, emergencyLeads: 0, otherLeads: 1 } },
      { label: 'Not known (no JavaScript)', values: { calls: 1, emergencyLeads: 0, otherLeads: 0 } },
    ]);
    expect(table('source').rows.map((row) => [row.label, row.values])).toEqual([
      ['Google Ads', { calls: 2, emergencyLeads: 1, otherLeads: 0 }],
      ['Not known (no JavaScript)', { calls: 1, emergencyLeads: 0, otherLeads: 0 }],
      ['www.bing.com', { calls: 0, emergencyLeads: 0, otherLeads: 1 }],
    ]);
    expect(table('campaign').rows).toEqual([
      { label: 'clayton (Google Ads)', values: { calls: 2, emergencyLeads: 1, otherLeads: 0 } },
    ]);
    expect(table('placement').rows).toEqual([
      { label: 'banner', values: { calls: 1 } },
      { label: 'header', values: { calls: 1 } },
      { label: 'home-hero', values: { calls: 1 } },
    ]);
  });

  it('the CSV holds every row of every table, the same labels and numbers', () => {
    const report = buildReport([event('2026-11-23T15:00:00.000Z', 'call', { utmCampaign: '=cmd()' })], 7, now);
    const rows = parse(reportCsv(report).replace(/^\ufeff/, ''), { relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['table', 'label', 'call_taps', 'emergency_leads', 'other_leads']);
    const expected = report.tables.flatMap((table) =>
      table.rows.map((row) => [
        table.id,
        row.label,
        ...(['calls', 'emergencyLeads', 'otherLeads'] as const).map((metric) =>
          table.metrics.includes(metric) ? String(row.values[metric]) : '',
        ),
      ]),
    );
    expect(rows.slice(1)).toEqual(expected.map((row) => row.map((cell) => (cell.startsWith('=') ? `'${cell}` : cell))));
    expect(rows.find((row) => row[0] === 'campaign')?.[1]).toBe("'=cmd()");
  });

  it('counts many taps of one hour as SQLite groups them, each on its business day (05:59Z is the day before)', () => {
    const db = openDatabase(':memory:');
    const insert =
      db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, has_gclid, transport)
      VALUES (?, ?, '/', '/', 0, 'beacon')`);
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
      { label: 'header', values: { calls: 300 } },
      { label: 'footer', values: { calls: 200 } },
    ]);
  });

  it('reads call taps and leads from the database', () => {
    const db = openDatabase(':memory:');
    db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, has_gclid, transport)
      VALUES ('2026-11-23T15:00:00.000Z', 'header', '/', '/', 1, 'beacon')`).run();
    db.prepare(`INSERT INTO contact_submissions (public_id, name, phone, service, message, is_emergency, is_new_customer,
        form_type, created_at, utm_source, utm_medium)
      VALUES ('x', 'A', '(314) 555-0100', '', 'hi', 1, 1, 'emergency', '2026-11-22T15:00:00.000Z', 'google', 'cpc')`).run();
    const report = new ReportSource(db).report(7, now);
    expect(report.tables[0]!.rows[0]!.values).toEqual({ calls: 1, emergencyLeads: 1, otherLeads: 0 });
    expect(report.tables.find((table) => table.id === 'source')!.rows[0]).toEqual({
      label: 'Google Ads',
      values: { calls: 1, emergencyLeads: 1, otherLeads: 0 },
    });
  });
});
