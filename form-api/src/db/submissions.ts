/**
 * Leads and their email jobs. A submission and its outbox rows are written in one transaction, so
 * a stored lead always has its notification queued and a queued notification always has its lead.
 * Every statement is prepared once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Attribution, attributionFields, emptyAttribution, type FormType, type Lead } from '@site-kit/forms';
import type { Database } from 'better-sqlite3';

export type MailKind = 'notification' | 'emergency_alert';

/** A lead and where it came from (every attribution value may be null). */
export interface NewSubmission extends Lead {
  attribution?: Attribution;
}

export interface StoredSubmission extends Lead, Attribution {
  /** The public id (the API never shows the row number). */
  id: string;
  createdAt: string;
}

export type SaveResult =
  | { kind: 'created'; id: string; mailJobs: number }
  | { kind: 'replayed'; id: string }
  | { kind: 'conflict' };

/** Each attribution field's column: the one place the table's names for them are written. */
export const ATTRIBUTION_COLUMNS = {
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
} as const satisfies Record<keyof Attribution, string>;
export type AttributionColumn = (typeof ATTRIBUTION_COLUMNS)[keyof Attribution];
const attributionColumnList = attributionFields.map((field) => ATTRIBUTION_COLUMNS[field]);

/** A lead's row as SQLite returns it. */
export type SubmissionRow = {
  id: number;
  public_id: string;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  service: string;
  message: string;
  is_emergency: 0 | 1;
  is_new_customer: 0 | 1;
  form_type: FormType;
  created_at: string;
} & Record<AttributionColumn, string | null>;

/** Every column a StoredSubmission is read from (the outbox's query selects the same, prefixed). */
export const SUBMISSION_COLUMNS = [
  'id',
  'public_id',
  'name',
  'phone',
  'email',
  'address',
  'service',
  'message',
  'is_emergency',
  'is_new_customer',
  'form_type',
  'created_at',
  ...attributionColumnList,
];
const COLUMNS = SUBMISSION_COLUMNS.join(', ');

export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.public_id,
  formType: row.form_type,
  name: row.name,
  phone: row.phone,
  email: row.email,
  address: row.address,
  service: row.service,
  message: row.message,
  isEmergency: row.is_emergency === 1,
  isNewCustomer: row.is_new_customer === 1,
  createdAt: row.created_at,
  ...attributionOf(row),
});

function attributionOf(row: SubmissionRow): Attribution {
  const attribution = emptyAttribution();
  for (const field of attributionFields) attribution[field] = row[ATTRIBUTION_COLUMNS[field]];
  return attribution;
}

/**
 * Same lead, same hash: how a replayed Idempotency-Key is told from a reused one. Attribution is
 * left out: it says where the visitor came from, not what they asked for.
 */
export const requestHash = ({ attribution: _attribution, ...lead }: NewSubmission): string =>
  createHash('sha256').update(JSON.stringify(lead)).digest('hex');

export class SubmissionStore {
  readonly #insert;
  readonly #insertMail;
  readonly #byKey;
  readonly #latest;
  readonly #page;
  readonly #save;

  constructor(
    readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.#insert = db.prepare(`INSERT INTO contact_submissions
      (public_id, name, phone, email, address, service, message, is_emergency, is_new_customer, form_type, created_at,
       idempotency_key, request_hash, ${attributionColumnList.join(', ')})
      VALUES (@publicId, @name, @phone, @email, @address, @service, @message, @isEmergency, @isNewCustomer, @formType,
       @createdAt, @idempotencyKey, @requestHash, ${attributionFields.map((field) => `@${field}`).join(', ')})`);
    this.#insertMail = db.prepare(`INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at)
      VALUES (?, ?, ?, ?)`);
    this.#byKey = db.prepare('SELECT public_id, request_hash FROM contact_submissions WHERE idempotency_key = ?');
    this.#latest = db.prepare(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY created_at DESC, id DESC LIMIT ?`);
    this.#page = db.prepare(`SELECT ${COLUMNS} FROM contact_submissions WHERE id < ? ORDER BY id DESC LIMIT ?`);
    this.#save = db.transaction((lead: NewSubmission, idempotencyKey: string | null) =>
      this.#saveOne(lead, idempotencyKey),
    );
  }

  #saveOne(lead: NewSubmission, idempotencyKey: string | null): SaveResult {
    const hash = idempotencyKey ? requestHash(lead) : null;
    if (idempotencyKey) {
      const existing = this.#byKey.get(idempotencyKey) as { public_id: string; request_hash: string } | undefined;
      if (existing)
        return existing.request_hash === hash ? { kind: 'replayed', id: existing.public_id } : { kind: 'conflict' };
    }
    const nowMs = this.now();
    const createdAt = new Date(nowMs).toISOString();
    const publicId = randomUUID();
    const { lastInsertRowid } = this.#insert.run({
      publicId,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      address: lead.address,
      service: lead.service,
      message: lead.message,
      isEmergency: lead.isEmergency ? 1 : 0,
      isNewCustomer: lead.isNewCustomer ? 1 : 0,
      formType: lead.formType,
      createdAt,
      idempotencyKey,
      requestHash: hash,
      ...(lead.attribution ?? emptyAttribution()),
    });
    const kinds: MailKind[] = lead.isEmergency ? ['notification', 'emergency_alert'] : ['notification'];
    for (const kind of kinds) this.#insertMail.run(lastInsertRowid, kind, nowMs, createdAt);
    return { kind: 'created', id: publicId, mailJobs: kinds.length };
  }

  /** Store a lead and queue its emails, or answer for an Idempotency-Key already seen. */
  save(lead: NewSubmission, idempotencyKey: string | null = null): SaveResult {
    return this.#save.immediate(lead, idempotencyKey);
  }

  latest(limit: number): StoredSubmission[] {
    return (this.#latest.all(limit) as SubmissionRow[]).map(toSubmission);
  }

  /** Every submission, newest first, a page at a time (the CSV export streams it). */
  *all(pageSize = 500): Generator<StoredSubmission[]> {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = this.#page.all(before, pageSize) as SubmissionRow[];
      if (rows.length === 0) return;
      yield rows.map(toSubmission);
      before = rows[rows.length - 1]!.id;
    }
  }
}
