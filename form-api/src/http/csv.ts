/** CSV for the owner's spreadsheet (csv-stringify): RFC 4180 with CRLF, and no cell a spreadsheet would run as a formula. */
import { formatBusinessTime } from '@site-kit/brand';
import { attributionFields, serviceLabel } from '@site-kit/forms';
import { type Options, stringify } from 'csv-stringify/sync';
import { ATTRIBUTION_COLUMNS, type StoredSubmission } from '../db/submissions';

export const CSV_HEADER = [
  'id',
  'created_at',
  'form_type',
  'name',
  'phone',
  'email',
  'address',
  'service',
  'message',
  'is_emergency',
  'is_new_customer',
  'received_local',
  ...attributionFields.map((field) => ATTRIBUTION_COLUMNS[field]),
];

/** How every CSV the owner downloads is written (the API's export and the inbox's). */
export const SPREADSHEET_CSV: Options = {
  // A leading = + - @ tab or CR makes Excel and Sheets evaluate the cell (CSV injection): prefix a quote.
  escape_formulas: true,
  record_delimiter: 'windows',
  // A line break alone inside a cell must be quoted too, not only the CRLF that ends a record.
  quoted_match: /[\r\n]/,
};

const cells = (submission: StoredSubmission): string[] => [
  submission.id,
  submission.createdAt,
  submission.formType,
  submission.name,
  submission.phone,
  submission.email ?? '',
  submission.address ?? '',
  serviceLabel(submission.formType, submission.service),
  submission.message,
  String(submission.isEmergency),
  String(submission.isNewCustomer),
  formatBusinessTime(submission.createdAt),
  ...attributionFields.map((field) => submission[field] ?? ''),
];

export const csvHeaderLine = (): string => stringify([[...CSV_HEADER]], SPREADSHEET_CSV);

/** One CRLF-terminated line per submission. */
export const csvRows = (submissions: readonly StoredSubmission[]): string =>
  submissions.length === 0 ? '' : stringify(submissions.map(cells), SPREADSHEET_CSV);
