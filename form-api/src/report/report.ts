/**
 * The owner's report (decision F36): for the last 7, 30 or 90 days on the business's clock, call
 * taps and form leads (emergency apart) per day, by landing page, by source, by campaign, and call
 * taps by the call link's placement. One model feeds the page and the CSV, so they cannot differ.
 */
import { business } from '@site-kit/brand';
import type { Database } from 'better-sqlite3';
import { type Arrival, campaignOf, NOT_KNOWN, sourceOf } from './sources';

export const REPORT_DAYS = [7, 30, 90] as const;
export type ReportDays = (typeof REPORT_DAYS)[number];
export const DEFAULT_REPORT_DAYS: ReportDays = 30;

export const METRICS = ['calls', 'emergencyLeads', 'otherLeads'] as const;
export type Metric = (typeof METRICS)[number];

export interface ReportRow {
  /** What the row counts: a day (YYYY-MM-DD), a path, a source, a campaign, a placement. */
  label: string;
  values: Partial<Record<Metric, number>>;
}

export interface ReportTable {
  id: 'totals' | 'days' | 'landing' | 'source' | 'campaign' | 'placement';
  title: string;
  labelHeader: string;
  metrics: readonly Metric[];
  rows: ReportRow[];
}

export interface Report {
  days: ReportDays;
  /** The first and last day counted (YYYY-MM-DD, business time). */
  from: string;
  to: string;
  tables: ReportTable[];
}

/** One call tap or one lead, as the report counts it. */
export interface ReportEvent extends Arrival {
  at: string;
  kind: 'call' | 'emergency' | 'lead';
  placement: string | null;
  /** How many alike events (same hour, kind and arrival) this one stands for; 1 when absent. */
  count?: number;
}

const METRIC_OF: Record<ReportEvent['kind'], Metric> = {
  call: 'calls',
  emergency: 'emergencyLeads',
  lead: 'otherLeads',
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an instant falls on, on the business's clock: 'YYYY-MM-DD'. */
export function businessDay(instant: string | number | Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The `count` days ending with `lastDay`, newest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const noon = Date.parse(`${lastDay}T12:00:00Z`);
  return Array.from({ length: count }, (_, back) => new Date(noon - back * 86_400_000).toISOString().slice(0, 10));
}

function tally(
  events: readonly ReportEvent[],
  keyOf: (event: ReportEvent) => string | null,
  metrics: readonly Metric[] = METRICS,
): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const event of events) {
    const metric = METRIC_OF[event.kind];
    if (!metrics.includes(metric)) continue;
    const key = keyOf(event);
    if (key === null) continue;
    let row = rows.get(key);
    if (!row) {
      row = { label: key, values: Object.fromEntries(metrics.map((name) => [name, 0])) };
      rows.set(key, row);
    }
    row.values[metric] = (row.values[metric] ?? 0) + (event.count ?? 1);
  }
  const total = (row: ReportRow) => metrics.reduce((sum, name) => sum + (row.values[name] ?? 0), 0);
  return [...rows.values()].sort((a, b) => total(b) - total(a) || a.label.localeCompare(b.label));
}

/** Count the events of the `days` days ending today (business time). */
export function buildReport(events: readonly ReportEvent[], days: ReportDays, now: number): Report {
  const dayList = daysEndingWith(businessDay(now), days);
  const from = dayList.at(-1)!;
  // Events come an hour at a time (ReportSource): each instant's day is worked out once.
  const dayOfInstant = new Map<string, string>();
  const dayOf = (event: ReportEvent) => {
    const known = dayOfInstant.get(event.at);
    if (known !== undefined) return known;
    const day = businessDay(event.at);
    dayOfInstant.set(event.at, day);
    return day;
  };
  const counted = events.filter((event) => dayOf(event) >= from && dayOf(event) <= dayList[0]!);
  const perDay = new Map(tally(counted, dayOf).map((row) => [row.label, row]));
  const zero = Object.fromEntries(METRICS.map((name) => [name, 0]));
  const totalsLabel = `Last ${days} days`;
  const totals = tally(counted, () => totalsLabel)[0] ?? { label: totalsLabel, values: { ...zero } };
  return {
    days,
    from,
    to: dayList[0]!,
    tables: [
      { id: 'totals', title: 'Totals', labelHeader: 'Period', metrics: METRICS, rows: [totals] },
      {
        id: 'days',
        title: 'Per day',
        labelHeader: 'Day',
        metrics: METRICS,
        rows: dayList.map((day) => perDay.get(day) ?? { label: day, values: { ...zero } }),
      },
      {
        id: 'landing',
        title: 'By landing page',
        labelHeader: 'Landing page',
        metrics: METRICS,
        rows: tally(counted, (event) => event.landingPath ?? NOT_KNOWN),
      },
      {
        id: 'source',
        title: 'By source',
        labelHeader: 'Source',
        metrics: METRICS,
        rows: tally(counted, sourceOf),
      },
      {
        id: 'campaign',
        title: 'By campaign',
        labelHeader: 'Campaign',
        metrics: METRICS,
        rows: tally(counted, campaignOf),
      },
      {
        id: 'placement',
        title: 'Call taps by call link',
        labelHeader: 'Call link',
        metrics: ['calls'],
        rows: tally(counted, (event) => event.placement, ['calls']),
      },
    ],
  };
}

/**
 * Reads what the report counts from SQLite: the taps and leads since a moment, counted by SQLite
 * per hour and arrival (the business's days start on the hour), so a flood of taps costs rows of
 * counts, not a row each. Times are stored as ISO 8601 UTC (`toISOString`).
 */
export class ReportSource {
  readonly #taps;
  readonly #leads;

  constructor(db: Database) {
    const hour = (column: string) => `substr(${column}, 1, 13) || ':00:00.000Z'`;
    this.#taps = db.prepare(`SELECT ${hour('tapped_at')} AS at, 'call' AS kind, placement, landing_path AS landingPath,
        referrer_host AS referrerHost, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign,
        has_gclid AS hasGclid, COUNT(*) AS count
      FROM call_taps WHERE tapped_at >= ?
      GROUP BY 1, placement, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, has_gclid`);
    this.#leads =
      db.prepare(`SELECT ${hour('created_at')} AS at, CASE is_emergency WHEN 1 THEN 'emergency' ELSE 'lead' END AS kind,
        NULL AS placement, landing_path AS landingPath, referrer_host AS referrerHost, utm_source AS utmSource,
        utm_medium AS utmMedium, utm_campaign AS utmCampaign, gclid IS NOT NULL AS hasGclid, COUNT(*) AS count
      FROM contact_submissions WHERE created_at >= ?
      GROUP BY 1, 2, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, 9`);
  }

  /** The report of the last `days` days. A day more is read: the business's day starts before UTC's. */
  report(days: ReportDays, now: number = Date.now()): Report {
    const since = new Date(now - (days + 1) * 86_400_000).toISOString();
    const rows = [...this.#taps.all(since), ...this.#leads.all(since)] as (Omit<ReportEvent, 'hasGclid'> & {
      hasGclid: 0 | 1;
    })[];
    return buildReport(
      rows.map((row) => ({ ...row, hasGclid: row.hasGclid === 1 })),
      days,
      now,
    );
  }
}
