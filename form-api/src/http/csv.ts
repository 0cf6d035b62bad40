/**
 * The one CSV of leads the owner downloads (the API's export, the inbox's, the command's `--csv`):
 * csv-stringify, RFC 4180 with CRLF, no cell a spreadsheet would run as a formula. Its columns are
 * the lead column map's, in order, then the lead's local time and its emails' delivery.
 */
import { formatBusinessTime } from '@site-kit/brand';
import { serviceLabel } from '@site-kit/forms';
import { type Options, stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { LEAD_COLUMNS, LEAD_FIELDS } from '../db/lead-columns';
import { MAIL_KINDS } from '../mail/outbox';
import type { Delivery, InboxLead } from '../owner/inbox';

export const SPREADSHEET_CSV: Options = {
  // A leading = + - @ tab or CR makes Excel and Sheets evaluate the cell (CSV injection): prefix a quote.
  escape_formulas: true,
  record_delimiter: 'windows',
  // A line break alone inside a cell must be quoted too, not only the CRLF that ends a record.
  quoted_match: /[\r\n]/,
};

function deliveryCell(delivery: Delivery | undefined): string {
  if (!delivery) return '';
  if (delivery.status === 'sent') return `delivered ${delivery.sentAt ?? ''}`.trim();
  if (delivery.scheduled && delivery.nextAttemptAt !== null)
    return `scheduled ${new Date(delivery.nextAttemptAt).toISOString()}`;
  if (delivery.attempts === 0) return 'queued';
  return `pending (${delivery.attempts} attempts)${delivery.lastError ? `: ${delivery.lastError}` : ''}`;
}

const COLUMNS: { header: string; cell: (lead: InboxLead) => string }[] = [
  ...LEAD_FIELDS.map((field) => ({
    header: LEAD_COLUMNS[field],
    cell: (lead: InboxLead): string => {
      const value = lead[field];
      // The service as the form showed it (a code like `safe-vault` means little in a spreadsheet).
      if (field === 'service') return serviceLabel(lead.formType, lead.service);
      return value === null ? '' : String(value);
    },
  })),
  { header: 'received_local', cell: (lead) => formatBusinessTime(lead.createdAt) },
  ...MAIL_KINDS.map((kind) => ({
    header: kind,
    cell: (lead: InboxLead) => deliveryCell(lead.deliveries.find((delivery) => delivery.kind === kind)),
  })),
];

export const CSV_HEADER = COLUMNS.map((column) => column.header);

/** The header line, after a byte-order mark so Excel reads UTF-8 names right. */
export const csvHeaderLine = (): string => `\ufeff${stringify([CSV_HEADER], SPREADSHEET_CSV)}`;

/** One CRLF-terminated line per lead. */
export const csvRows = (leads: readonly InboxLead[]): string =>
  leads.length === 0
    ? ''
    : stringify(
        leads.map((lead) => COLUMNS.map((column) => column.cell(lead))),
        SPREADSHEET_CSV,
      );

/** Answer with a CSV download named `<name>-2026-11-25.csv`. */
export function startCsvDownload(res: Response, name: string): void {
  const date = new Date().toISOString().slice(0, 10);
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${name}-${date}.csv"`);
}

/**
 * Stream leads as a CSV download (`leads-<what>-2026-11-25.csv`), a page at a time, waiting for the
 * client to drain what was written.
 */
export async function sendCsv(res: Response, what: string, pages: Iterable<InboxLead[]>): Promise<void> {
  startCsvDownload(res, `leads-${what}`);
  res.write(csvHeaderLine());
  for (const leads of pages) {
    if (!res.write(csvRows(leads))) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
