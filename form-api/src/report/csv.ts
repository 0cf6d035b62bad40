/**
 * The report as a CSV: one line per row of every table on the page, in the page's order, with the
 * page's labels and numbers (a day as YYYY-MM-DD); a number the table does not count is empty.
 */
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV } from '../http/csv';
import { METRICS, type Metric, type Report } from './report';

const METRIC_COLUMNS: Record<Metric, string> = {
  calls: 'call_taps',
  emergencyLeads: 'emergency_leads',
  otherLeads: 'other_leads',
  callNetworks: 'call_networks',
  unverifiedCalls: 'unverified_call_taps',
};

/** The report CSV's first line: pinned by report.test.ts; the other tests compare with it. */
export const REPORT_CSV_HEADER = ['table', 'label', ...METRICS.map((metric) => METRIC_COLUMNS[metric])];

export function reportCsv(report: Report): string {
  const rows = report.tables.flatMap((table) =>
    table.rows.map((row) => [
      table.id,
      row.label,
      ...METRICS.map((metric) => (table.metrics.includes(metric) ? String(row.values[metric] ?? 0) : '')),
    ]),
  );
  return `\ufeff${stringify([REPORT_CSV_HEADER, ...rows], SPREADSHEET_CSV)}`;
}
