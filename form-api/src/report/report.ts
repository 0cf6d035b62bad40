/**
 * The owner's report (decision F36): for the last 7, 30 or 90 days on the business's clock, call
 * taps and form leads (emergency apart) per day, by landing page, by source, by campaign, and call
 * taps by the call link's placement. One model feeds the page and the CSV, so they cannot differ.
 * Only verified taps count (decision F41); a table of their own sets the distinct client networks
 * they came from and the unverified ones beside them, which count nowhere else. A table of labels a stranger can
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
  id: 'totals' | 'taps' | 'days' | 'landing' | 'source' | 'campaign' | 'placement';
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

/**
 * The columns of each kind of table, in the CSV's order (the page's too). At most three numbers a
 * table: a fourth leaves a phone's label column too narrow for a day or a path (320 px).
 */
const LEAD_COLUMNS: readonly Metric[] = ['calls', 'emergencyLeads', 'otherLeads'];
const TAP_COLUMNS: readonly Metric[] = ['calls', 'callNetworks', 'unverifiedCalls'];
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
const RANKED = LEAD_COLUMNS;

const zeroValues = (metrics: readonly Metric[]) => Object.fromEntries(metrics.map((name) => [name, 0]));

/**
 * Count events per label: the rows, largest first. With `top`, the rows past it are folded into one
 * "All others" row. A first pass ranks every label (one number each); the second adds up the kept
 * rows and gathers their distinct networks, so a table of 200,000 labels holds 200,000 numbers and
 * `top + 1` rows and sets, not a row and a set per label.
 */
function tally(
  events: readonly ReportEvent[],
  keyOf: (event: ReportEvent) => string | null,
  metrics: readonly Metric[],
  top = Number.POSITIVE_INFINITY,
): ReportRow[] {
  const keys: (string | null)[] = new Array(events.length);
  const ranks = new Map<string, number>();
  events.forEach((event, index) => {
    const metric = METRIC_OF[event.kind];
    const label = metrics.includes(metric) ? keyOf(event) : null;
    // Labels are what a visitor's browser (or a stranger) sent: no bidi control reaches the owner's
    // screen, and none splits one label into rows that look alike.
    const key = label === null ? null : withoutBidiControls(label);
    keys[index] = key;
    if (key === null) return;
    ranks.set(key, (ranks.get(key) ?? 0) + (RANKED.includes(metric) ? (event.count ?? 1) : 0));
  });
  // Largest first; code-point order between equals (ICU's localeCompare took a second over 200,000 labels).
  const before = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  let keptRanks: [string, number][];
  if (ranks.size <= top) {
    keptRanks = [...ranks].sort(before);
  } else {
    keptRanks = [];
    for (const entry of ranks) {
      if (keptRanks.length === top && before(entry, keptRanks[top - 1]!) >= 0) continue;
      const at = keptRanks.findIndex((kept) => before(entry, kept) < 0);
      keptRanks.splice(at === -1 ? keptRanks.length : at, 0, entry);
      if (keptRanks.length > top) keptRanks.pop();
    }
  }
  const kept = new Map<string, ReportRow>(keptRanks.map(([label]) => [label, { label, values: zeroValues(metrics) }]));
  const other: ReportRow | null =
    ranks.size > kept.size
      ? { label: OTHER_ROWS_LABEL, values: zeroValues(metrics), folded: ranks.size - kept.size }
      : null;
  const networks = new Map<ReportRow, Set<string>>();
  events.forEach((event, index) => {
    const key = keys[index];
    if (key === null || key === undefined) return;
    const row = kept.get(key) ?? other!;
    const metric = METRIC_OF[event.kind];
    row.values[metric] = (row.values[metric] ?? 0) + (event.count ?? 1);
    if (event.kind !== 'call' || !event.network || !metrics.includes('callNetworks')) return;
    let seen = networks.get(row);
    if (!seen) {
      seen = new Set();
      networks.set(row, seen);
    }
    seen.add(event.network);
  });
  const rows = [...kept.values()];
  if (other) rows.push(other);
  if (metrics.includes('callNetworks')) for (const row of rows) row.values.callNetworks = networks.get(row)?.size ?? 0;
  return rows;
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
  const perDay = new Map(tally(counted, dayOf, LEAD_COLUMNS).map((row) => [row.label, row]));
  const totalsLabel = `Last ${days} days`;
  const whole = (metrics: readonly Metric[]) =>
    tally(counted, () => totalsLabel, metrics)[0] ?? { label: totalsLabel, values: zeroValues(metrics) };
  return {
    days,
    from,
    to: dayList[0]!,
    tables: [
      { id: 'totals', title: 'Totals', labelHeader: 'Period', metrics: LEAD_COLUMNS, rows: [whole(LEAD_COLUMNS)] },
      {
        id: 'taps',
        title: 'Call taps: networks and unverified',
        labelHeader: 'Period',
        metrics: TAP_COLUMNS,
        rows: [whole(TAP_COLUMNS)],
      },
      {
        id: 'days',
        title: 'Per day',
        labelHeader: 'Day',
        metrics: LEAD_COLUMNS,
        rows: dayList.map((day) => perDay.get(day) ?? { label: day, values: zeroValues(LEAD_COLUMNS) }),
      },
      {
        id: 'landing',
        title: 'By landing page',
        labelHeader: 'Landing page',
        metrics: LEAD_COLUMNS,
        rows: tally(counted, (event) => event.landingPath ?? NOT_KNOWN, LEAD_COLUMNS, REPORT_TOP_ROWS),
      },
      {
        id: 'source',
        title: 'By source',
        labelHeader: 'Source',
        metrics: LEAD_COLUMNS,
        rows: tally(counted, sourceOf, LEAD_COLUMNS, REPORT_TOP_ROWS),
      },
      {
        id: 'campaign',
        title: 'By campaign',
        labelHeader: 'Campaign',
        metrics: LEAD_COLUMNS,
        rows: tally(counted, campaignOf, LEAD_COLUMNS, REPORT_TOP_ROWS),
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
 * Reads what the report counts from SQLite: the taps and leads since a moment, by the hour (the
 * business's days start on the hour); leads counted by SQLite per hour and arrival. Times are stored
 * as ISO 8601 UTC (`toISOString`).
 */
export class ReportSource {
  readonly #taps;
  readonly #leads;

  constructor(db: Database) {
    const hour = (column: string) => `substr(${column}, 1, 13) || ':00:00.000Z'`;
    // A row per tap, as an array (raw): grouping 200,000 taps with labels of their own cost a quarter
    // more than reading them, and objects a third more (decision F44). A flood is bounded before it
    // is stored: one tap per page load and call link, TAPS_PER_NETWORK_HOUR per network (F41).
    this.#taps = db
      .prepare(`SELECT ${hour('tapped_at')}, CASE verified WHEN 1 THEN 'call' ELSE 'unverifiedCall' END, placement,
        landing_path, referrer_host, utm_source, utm_medium, utm_campaign, has_gclid, client_network, 1
      FROM call_taps WHERE tapped_at >= ?`)
      .raw(true);
    this.#leads = db
      .prepare(`SELECT ${hour('created_at')}, CASE is_emergency WHEN 1 THEN 'emergency' ELSE 'lead' END, NULL,
        landing_path, referrer_host, utm_source, utm_medium, utm_campaign, gclid IS NOT NULL, NULL, COUNT(*)
      FROM contact_submissions WHERE created_at >= ?
      GROUP BY 1, 2, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, 9`)
      .raw(true);
  }

  /** The report of the last `days` days. A day more is read: the business's day starts before UTC's. */
  report(days: ReportDays, now: number = Date.now()): Report {
    const since = new Date(now - (days + 1) * 86_400_000).toISOString();
    const events: ReportEvent[] = [];
    for (const statement of [this.#taps, this.#leads]) {
      for (const row of statement.all(since) as EventRow[]) events.push(eventOf(row));
    }
    return buildReport(events, days, now);
  }
}

/** A row of either query as the event the report counts: its columns in order, the click id as a flag. */
function eventOf(row: EventRow): ReportEvent {
  const [at, kind, placement, landingPath, referrerHost, utmSource, utmMedium, utmCampaign, gclid, network, count] =
    row;
  const hasGclid = gclid === 1;
  return {
    at,
    kind,
    placement,
    landingPath,
    referrerHost,
    utmSource,
    utmMedium,
    utmCampaign,
    hasGclid,
    network,
    count,
  };
}

/** A row of either query, in its column order. */
type EventRow = [
  at: string,
  kind: ReportEvent['kind'],
  placement: string | null,
  landingPath: string | null,
  referrerHost: string | null,
  utmSource: string | null,
  utmMedium: string | null,
  utmCampaign: string | null,
  gclid: 0 | 1,
  network: string | null,
  count: number,
];
