/** CSV for the owner's spreadsheet: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. */
import { serviceLabel } from '@site-kit/forms';
import type { StoredSubmission } from '../db/submissions';

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
] as const;

export function csvCell(value: string): string {
  // A leading = + - @ tab or CR makes Excel and Sheets evaluate the cell (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function csvRow(submission: StoredSubmission): string {
  return csvLine([
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
  ]);
}
