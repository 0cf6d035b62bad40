/**
 * The owner's report (decision F36): for the last 7, 30 or 90 days on the business's clock, call
 * taps and form leads (emergency apart) per day, by landing page, by source, by campaign, and call
 * taps by the call link's placement. One model feeds the page and the CSV, so they cannot differ.
 * Only verified taps count (decision F41), each with the distinct client networks they came from;
 * unverified ones are shown apart, in the totals and per day. A table of labels a stranger can
 * choose keeps its top REPORT_TOP_ROWS rows and folds the rest into one "All others" row, so the
 * page stays small whatever was sent.
 */
import { business } from '@site-kit/brand';
import type { Database } from 'better-sqlite3';
import { withoutBidiControls } from '../text/bidi';
import { type Arrival, campaignOf, NOT_KNOWN, sourceOf } from './sources';

export const REPORT_DAYS = [7, 30, 90] as const;
export type ReportDays = (typeof REPORT_DAYS)[number];
export const DEFAULT_REPORT_DAYS: ReportDays = 30;

/** The CSV's column order (the first three as before issue 33, so older sheets still line up). */
export const METRICS = ['calls', 'emergencyLeads', 'otherLeads', 'callNetworks', 'unverifiedCalls'] as const;
export type Metric = (typeof METRICS)[number];

/** Rows of a table of landing pages, sources, campaigns or call links before "All others". */
export const REPORT_TOP_ROWS = 20;
export const OTHER_ROWS_LABEL = 'All others';

export interface ReportRow {
  /** What the row counts: a day (YYYY-MM-DD), a path, a source, a campaign, a placement. */
  label: string;
  values: Partial<Record<Metric, number>>;
  /** The "All others" row: how many labels it stands for. */
  folded?: number;
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
  /** `unverifiedCall`: a tap the shell did not vouch for (no valid page proof). */
  kind: 'call' | 'unverifiedCall' | 'emergency' | 'lead';
  placement: string | null;
  /** The client network of a tap (null for leads and for taps stored before networks were). */
  network?: string | null;
  /** How many alike events (same hour, kind and arrival) this one stands for; 1 when absent. */
  count?: number;
}

const METRIC_OF: Record<ReportEvent['kind'], Metric> = {
  call: 'calls',
  unverifiedCall: 'unverifiedCalls',
  emergency: 'emergencyLeads',
  lead: 'otherLeads',
};

/** The columns of each kind of table, in the CSV's order (the page's too). */
const ALL_COLUMNS: readonly Metric[] = METRICS;
const LABEL_COLUMNS: readonly Metric[] = ['calls', 'emergencyLeads', 'otherLeads', 'callNetworks'];
const PLACEMENT_COLUMNS: readonly Metric[] = ['calls', 'callNetworks'];

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

/** What ranks a row: its counted events (distinct networks and unverified taps do not rank). */
const RANKED: readonly Metric[] = ['calls', 'emergencyLeads', 'otherLeads'];

/**
 * Count events per label: the rows, largest first. With `top`, the rows past it are folded into one
 * "All others" row. Distinct networks are gathered in a second pass, for the kept rows only, so a
 * table of 200,000 labels holds 200,000 counters and `top + 1` sets, not a set per label.
 */
function tally(
  events: readonly ReportEvent[],
  keyOf: (event: ReportEvent) => string | null,
  metrics: readonly Metric[],
  top = Number.POSITIVE_INFINITY,
): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  const zero = () => Object.fromEntries(metrics.map((name) => [name, 0]));
  for (const event of events) {
    const metric = METRIC_OF[event.kind];
    if (!metrics.includes(metric)) continue;
    const key = keyOf(event);
    if (key === null) continue;
    let row = rows.get(key);
    if (!row) {
      row = { label: key, values: zero() };
      rows.set(key, row);
    }
    row.values[metric] = (row.values[metric] ?? 0) + (event.count ?? 1);
  }
  const rank = (row: ReportRow) => RANKED.reduce((sum, name) => sum + (row.values[name] ?? 0), 0);
  const sorted = [...rows.values()].sort((a, b) => rank(b) - rank(a) || a.label.localeCompare(b.label));
  let kept = sorted;
  let other: ReportRow | null = null;
  if (sorted.length > top) {
    kept = sorted.slice(0, top);
    other = { label: OTHER_ROWS_LABEL, values: zero(), folded: sorted.length - top };
    for (const row of sorted.slice(top)) {
      for (const name of metrics) other.values[name] = (other.values[name] ?? 0) + (row.values[name] ?? 0);
    }
  }
  if (metrics.includes('callNetworks')) {
    const keptByKey = new Map(kept.map((row) => [row.label, row]));
    const networks = new Map<ReportRow, Set<string>>();
    for (const event of events) {
      if (event.kind !== 'call' || !event.network) continue;
      const key = keyOf(event);
      if (key === null) continue;
      const row = keptByKey.get(key) ?? other;
      if (!row) continue;
      let seen = networks.get(row);
      if (!seen) {
        seen = new Set();
        networks.set(row, seen);
      }
      seen.add(event.network);
    }
    for (const row of other ? [...kept, other] : kept) row.values.callNetworks = networks.get(row)?.size ?? 0;
  }
  return other ? [...kept, other] : kept;
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
  const perDay = new Map(tally(counted, dayOf, ALL_COLUMNS).map((row) => [row.label, row]));
  const zero = Object.fromEntries(ALL_COLUMNS.map((name) => [name, 0]));
  const totalsLabel = `Last ${days} days`;
  const totals = tally(counted, () => totalsLabel, ALL_COLUMNS)[0] ?? { label: totalsLabel, values: { ...zero } };
  return {
    days,
    from,
    to: dayList[0]!,
    tables: [
      { id: 'totals', title: 'Totals', labelHeader: 'Period', metrics: ALL_COLUMNS, rows: [totals] },
      {
        id: 'days',
        title: 'Per day',
        labelHeader: 'Day',
        metrics: ALL_COLUMNS,
        rows: dayList.map((day) => perDay.get(day) ?? { label: day, values: { ...zero } }),
      },
      {
        id: 'landing',
        title: 'By landing page',
        labelHeader: 'Landing page',
        metrics: LABEL_COLUMNS,
        rows: tally(counted, (event) => event.landingPath ?? NOT_KNOWN, LABEL_COLUMNS, REPORT_TOP_ROWS),
      },
      {
        id: 'source',
        title: 'By source',
        labelHeader: 'Source',
        metrics: LABEL_COLUMNS,
        rows: tally(counted, sourceOf, LABEL_COLUMNS, REPORT_TOP_ROWS),
      },
      {
        id: 'campaign',
        title: 'By campaign',
        labelHeader: 'Campaign',
        metrics: LABEL_COLUMNS,
        rows: tally(counted, campaignOf, LABEL_COLUMNS, REPORT_TOP_ROWS),
      },
      {
        id: 'placement',
        title: 'Call taps by call link',
        labelHeader: 'Call link',
        metrics: PLACEMENT_COLUMNS,
        rows: tally(counted, (event) => event.placement, PLACEMENT_COLUMNS, REPORT_TOP_ROWS),
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
    this.#taps = db.prepare(`SELECT ${hour('tapped_at')} AS at,
        CASE verified WHEN 1 THEN 'call' ELSE 'unverifiedCall' END AS kind, placement, landing_path AS landingPath,
        referrer_host AS referrerHost, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign,
        has_gclid AS hasGclid, client_network AS network, COUNT(*) AS count
      FROM call_taps WHERE tapped_at >= ?
      GROUP BY 1, 2, placement, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, has_gclid,
        client_network`);
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
    // Labels are what a visitor's browser (or a stranger) sent: no bidi control reaches the owner's screen.
    const clean = (value: string | null) => (value === null ? null : withoutBidiControls(value));
    return buildReport(
      rows.map((row) => ({
        ...row,
        placement: clean(row.placement),
        landingPath: clean(row.landingPath),
        referrerHost: clean(row.referrerHost),
        utmSource: clean(row.utmSource),
        utmMedium: clean(row.utmMedium),
        utmCampaign: clean(row.utmCampaign),
        hasGclid: row.hasGclid === 1,
      })),
      days,
      now,
    );
  }
}
