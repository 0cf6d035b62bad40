/**
 * The one map of a stored lead's fields to the columns of contact_submissions. The row type, every
 * read and insert, the outbox's join and the CSV export follow it; the fields come from
 * `StoredLead` (@site-kit/forms: the forms' schemas plus attribution), so a field added there fails
 * to compile until it has a column here. The migrations keep the history of the table itself.
 */
import type { StoredLead } from '@site-kit/forms';
import { withoutBidiControls } from '../text/bidi';

export const LEAD_COLUMNS = {
  id: 'public_id',
  createdAt: 'created_at',
  formType: 'form_type',
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  service: 'service',
  message: 'message',
  isEmergency: 'is_emergency',
  isNewCustomer: 'is_new_customer',
  pagePath: 'page_path',
  pageTitle: 'page_title',
  landingPath: 'landing_path',
  referrerHost: 'referrer_host',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  handledAt: 'handled_at',
  heldAt: 'held_at',
} as const satisfies { readonly [Field in keyof StoredLead]-?: string };

export type LeadField = keyof typeof LEAD_COLUMNS;
export type LeadColumn = (typeof LEAD_COLUMNS)[LeadField];

/** Every field in the map's order (the CSV's column order). */
export const LEAD_FIELDS = Object.keys(LEAD_COLUMNS) as LeadField[];

type FlagField = { [Field in LeadField]: StoredLead[Field] extends boolean ? Field : never }[LeadField];
/** Fields SQLite keeps as 0 or 1. */
const FLAG_LIST = ['isEmergency', 'isNewCustomer'] as const satisfies readonly FlagField[];
// A boolean field of StoredLead missing from FLAG_LIST makes this line fail to compile.
const everyFlagListed: [Exclude<FlagField, (typeof FLAG_LIST)[number]>] extends [never] ? true : false = true;
const FLAG_FIELDS = new Set<LeadField>(everyFlagListed ? FLAG_LIST : []);

/** A lead's row as SQLite returns it, `id` being the row number. */
export type LeadRow = { id: number } & {
  [Field in LeadField as (typeof LEAD_COLUMNS)[Field]]: StoredLead[Field] extends boolean ? 0 | 1 : StoredLead[Field];
};

/** The SELECT list of a lead, optionally for a table alias (`s.public_id, …`). */
export const leadSelect = (alias = ''): string =>
  ['id', ...LEAD_FIELDS.map((field) => LEAD_COLUMNS[field])].map((column) => `${alias}${column}`).join(', ');

/**
 * A stored lead as every reader gets it (inbox, emails, CSV, command): free text without bidi
 * controls, whenever it was stored (decision F43).
 */
export function toStoredLead(row: LeadRow): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) {
    const value = row[LEAD_COLUMNS[field]];
    lead[field] = FLAG_FIELDS.has(field) ? value === 1 : typeof value === 'string' ? withoutBidiControls(value) : value;
  }
  return lead as unknown as StoredLead;
}

/** `INSERT` columns and named parameters for a whole lead (extra columns appended, named alike). */
export function leadInsert(table: string, extra: Record<string, string> = {}): string {
  const columns = [...LEAD_FIELDS.map((field) => LEAD_COLUMNS[field]), ...Object.values(extra)];
  const params = [...LEAD_FIELDS, ...Object.keys(extra)].map((name) => `@${name}`);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${params.join(', ')})`;
}

/** A lead's values as SQLite binds them (flags as 0 or 1). */
export function leadValues(lead: StoredLead): Record<LeadField, string | number | null> {
  const values = {} as Record<LeadField, string | number | null>;
  for (const field of LEAD_FIELDS) {
    const value = lead[field];
    values[field] = FLAG_FIELDS.has(field) ? (value ? 1 : 0) : (value as string | null);
  }
  return values;
}
