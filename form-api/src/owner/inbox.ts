/**
 * What the owner screen reads and writes: leads by filter, newest first, a page at a time (keyset on
 * the row id, so "Load older" never skips or repeats a lead while new ones arrive), each with the
 * delivery state of its emails; and handled_at, set and cleared.
 */
import { attributionFields } from '@site-kit/forms';
import type { Database, Statement } from 'better-sqlite3';
import {
  ATTRIBUTION_COLUMNS,
  type AttributionColumn,
  type MailKind,
  type StoredSubmission,
  type SubmissionRow,
  toSubmission,
} from '../db/submissions';
import type { InboxFilter } from './filter';

export const PAGE_SIZE = 50;

export interface Delivery {
  kind: MailKind;
  status: 'pending' | 'sent';
  attempts: number;
  /** Epoch ms of the next try (pending only). */
  nextAttemptAt: number | null;
  lastError: string | null;
  sentAt: string | null;
}

/** A lead as the store reads it, with the owner's state and its emails' delivery. */
export interface InboxLead extends StoredSubmission {
  handledAt: string | null;
  /** Its non-empty attribution values, by column name, in the order the screen lists them. */
  origin: [column: AttributionColumn, value: string][];
  deliveries: Delivery[];
}

export interface InboxPage {
  leads: InboxLead[];
  /** Public id to pass as `before` for the next, older page; null on the last page. */
  olderThan: string | null;
}

type Row = SubmissionRow & { handled_at: string | null };

function toLead(row: Row, deliveries: Delivery[]): InboxLead {
  const lead = toSubmission(row);
  const origin = attributionFields.flatMap((field): [AttributionColumn, string][] => {
    const value = lead[field];
    return value ? [[ATTRIBUTION_COLUMNS[field], value]] : [];
  });
  return { ...lead, handledAt: row.handled_at, origin, deliveries };
}

interface DeliveryRow {
  submission_id: number;
  kind: MailKind;
  status: 'pending' | 'sent';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
}

export class Inbox {
  readonly #statements = new Map<string, Statement>();
  readonly #deliveries;
  readonly #openCount;
  readonly #rowIdOf;
  readonly #handle;
  readonly #reopen;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.#deliveries = db.prepare(`SELECT submission_id, kind, status, attempts, next_attempt_at, last_error, sent_at
      FROM mail_outbox WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY kind DESC, id`);
    this.#openCount = db.prepare('SELECT COUNT(*) FROM contact_submissions WHERE handled_at IS NULL').pluck();
    this.#rowIdOf = db.prepare('SELECT id FROM contact_submissions WHERE public_id = ?').pluck();
    this.#handle = db.prepare(
      'UPDATE contact_submissions SET handled_at = ? WHERE public_id = ? AND handled_at IS NULL',
    );
    this.#reopen = db.prepare('UPDATE contact_submissions SET handled_at = NULL WHERE public_id = ?');
  }

  /** One statement per filter shape, built from fixed fragments only (values are bound). */
  #select(filter: InboxFilter, paged: boolean): { statement: Statement; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status === 'open') where.push('handled_at IS NULL');
    if (filter.status === 'handled') where.push('handled_at IS NOT NULL');
    if (filter.emergency) where.push('is_emergency = 1');
    if (filter.form) {
      where.push('form_type = ?');
      params.push(filter.form);
    }
    if (paged) where.push('id < ?');
    const sql = `SELECT * FROM contact_submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY id DESC LIMIT ?`;
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return { statement, params };
  }

  #rows(filter: InboxFilter, beforeRowId: number, limit: number): Row[] {
    const { statement, params } = this.#select(filter, true);
    return statement.all(...params, beforeRowId, limit) as Row[];
  }

  #withDeliveries(rows: readonly Row[]): InboxLead[] {
    const byRow = new Map<number, Delivery[]>(rows.map((row) => [row.id, []]));
    const deliveries = this.#deliveries.all(JSON.stringify(rows.map((row) => row.id))) as DeliveryRow[];
    for (const delivery of deliveries) {
      byRow.get(delivery.submission_id)?.push({
        kind: delivery.kind,
        status: delivery.status,
        attempts: delivery.attempts,
        nextAttemptAt: delivery.status === 'pending' ? delivery.next_attempt_at : null,
        lastError: delivery.last_error,
        sentAt: delivery.sent_at,
      });
    }
    return rows.map((row) => toLead(row, byRow.get(row.id) ?? []));
  }

  /** Up to PAGE_SIZE leads older than `filter.before` (or the newest), or null if `before` is unknown. */
  page(filter: InboxFilter): InboxPage | null {
    let before = Number.MAX_SAFE_INTEGER;
    if (filter.before) {
      const rowId = this.#rowIdOf.get(filter.before) as number | undefined;
      if (rowId === undefined) return null;
      before = rowId;
    }
    const rows = this.#rows(filter, before, PAGE_SIZE + 1);
    const shown = rows.slice(0, PAGE_SIZE);
    return {
      leads: this.#withDeliveries(shown),
      olderThan: rows.length > PAGE_SIZE ? shown[shown.length - 1]!.public_id : null,
    };
  }

  /** Every lead the filter matches, newest first, in pages (the CSV export streams them). */
  *all(filter: InboxFilter, pageSize = 500): Generator<InboxLead[]> {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = this.#rows(filter, before, pageSize);
      if (rows.length === 0) return;
      yield this.#withDeliveries(rows);
      before = rows[rows.length - 1]!.id;
    }
  }

  lead(publicId: string): InboxLead | null {
    const rowId = this.#rowIdOf.get(publicId) as number | undefined;
    if (rowId === undefined) return null;
    const [lead] = this.#withDeliveries(
      this.#rows({ status: 'all', emergency: false, form: null, before: null }, rowId + 1, 1),
    );
    return lead ?? null;
  }

  openCount(): number {
    return this.#openCount.get() as number;
  }

  /** Mark a lead handled (keeps the first time if it already is); false when no such lead. */
  markHandled(publicId: string): boolean {
    if (this.#rowIdOf.get(publicId) === undefined) return false;
    this.#handle.run(new Date(this.now()).toISOString(), publicId);
    return true;
  }

  reopen(publicId: string): boolean {
    return this.#reopen.run(publicId).changes > 0 || this.#rowIdOf.get(publicId) !== undefined;
  }
}
