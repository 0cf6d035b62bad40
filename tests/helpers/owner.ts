/**
 * The owner's side in end-to-end tests: signing in to the inbox on its own origin, the report as the
 * page shows it and as its CSV says, and rows read straight from the SQLite file.
 */
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { REPORT_CSV_HEADER } from '../../form-api/src/report/csv';
import { ownerUrl } from '../harness/ports';
import { OWNER_TOKEN, type System } from '../harness/system';
import { postLead } from './leads';

/** A page or file of the inbox, on its origin. */
export const inbox = (path = '/') => `${ownerUrl}${path}`;

/** A phone's browser: the call-tap endpoint does not count headless Chromium's own user agent (a bot's). */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export async function signIn(page: Page): Promise<void> {
  await page.goto(inbox());
  await page.getByLabel('Owner token').fill(OWNER_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** Store a lead through the site's /api, the way the browser's form sends it; resolves with its id. */
export async function sendLead(system: System, fields: Record<string, unknown>): Promise<string> {
  const result = await postLead(`${system.shellUrl}/api/submissions`, {
    formType: 'contact',
    phone: '314-555-0123',
    email: 'caller@example.com',
    message: 'Rekey the back door.',
    service: 'residential',
    isEmergency: false,
    isNewCustomer: true,
    fillTimeMs: 9000,
    ...fields,
  });
  expect(result.status, result.error ?? 'the lead was answered').toBe(201);
  return result.id!;
}

/** One row of a report table: its table, its raw label, and its numbers ('' where the table has none). */
export type ReportLine = [
  table: string,
  label: string,
  calls: string,
  emergencyLeads: string,
  otherLeads: string,
  callNetworks: string,
  unverifiedCalls: string,
];

/** The report page's tables, row by row, in the CSV's shape. */
export async function reportOnPage(page: Page): Promise<ReportLine[]> {
  return page.locator('table[data-table]').evaluateAll((tables) =>
    tables.flatMap((table) =>
      [...table.querySelectorAll('tbody tr')].map((row) => {
        const cell = (metric: string) => row.querySelector(`[data-metric="${metric}"]`)?.textContent ?? '';
        return [
          table.getAttribute('data-table') ?? '',
          row.getAttribute('data-label') ?? '',
          cell('calls'),
          cell('emergencyLeads'),
          cell('otherLeads'),
          cell('callNetworks'),
          cell('unverifiedCalls'),
        ] as ReportLine;
      }),
    ),
  );
}

/** The report's CSV, parsed (the header line dropped). */
export function reportCsvLines(text: string): ReportLine[] {
  const rows = parse(text.replace(/^\ufeff/, '')) as string[][];
  expect(rows[0]).toEqual(REPORT_CSV_HEADER);
  return rows.slice(1) as ReportLine[];
}

/** The report's CSV for a period, fetched with the page's session. */
export async function reportCsv(page: Page, days = 7): Promise<ReportLine[]> {
  const response = await page.request.get(inbox(`/report.csv?days=${days}`));
  expect(response.status()).toBe(200);
  return reportCsvLines(await response.text());
}

/** The (verified) call count of one row of the report, 0 when the row is not there. */
export const callsIn = (lines: readonly ReportLine[], table: string, label: string): number =>
  Number(lines.find((line) => line[0] === table && line[1] === label)?.[2] ?? 0);

/** One number of one row of the report (by its column), 0 when the row is not there. */
export function reportFigure(
  lines: readonly ReportLine[],
  table: string,
  label: string,
  metric: 'calls' | 'callNetworks' | 'unverifiedCalls',
): number {
  const column = { calls: 2, callNetworks: 5, unverifiedCalls: 6 }[metric];
  return Number(lines.find((line) => line[0] === table && line[1] === label)?.[column] ?? 0);
}

/** Run a query against the run's SQLite file (read-only unless asked). */
export function withDatabase<T>(file: string, use: (db: Database.Database) => T, { write = false } = {}): T {
  const db = new Database(file, { readonly: !write, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}
