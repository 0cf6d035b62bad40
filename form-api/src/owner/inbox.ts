/**
 * What the owner screen reads and writes: leads by filter, newest first, a page at a time (keyset on
 * the row id, so "Load older" never skips or repeats a lead while new ones arrive), each with the
 * delivery state of its emails and the call taps of its visit; handled_at, set and cleared (which
 * cancels a waiting emergency reminder); a held lead's emails, sent on request; a lead deleted.
 */
import type { StoredLead } from '@site-kit/forms';
import type { Database, Statement } from 'better-sqlite3';
import { CallTapStore, type LinkedTap } from '../calls/store';
import { type LeadRow, leadSelect, toStoredLead } from '../db/lead-columns';
import { LeadRemoval } from '../db/lead-removal';
import { type MailKind, Outbox } from '../mail/outbox';
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
  /** Not tried yet and due later (an emergency's reminder): waiting for its time, not for the mail server. */
  scheduled: boolean;
}

/** A job is scheduled, not waiting, while it has never been tried and its time is still ahead. */
const isScheduled = (job: { attempts: number; nextAttemptAt: number | null }, now: number): boolean =>
  job.attempts === 0 && job.nextAttemptAt !== null && job.nextAttemptAt > now;

/** A lead as the store reads it, with its emails' delivery and the call taps of its visit. */
export interface InboxLead extends StoredLead {
  deliveries: Delivery[];
  callTaps: LinkedTap[];
}

export interface InboxPage {
  leads: InboxLead[];
  /** Public id to pass as `before` for the next, older page; null on the last page. */
  olderThan: string | null;
}

/** Every lead, newest first (the API's export and the command's). */
export const ALL_LEADS: InboxFilter = { status: 'all', emergency: false, form: null, before: null };

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
  readonly #outbox: Outbox;
  readonly #deliveries;
  readonly #openCount;
  readonly #rowIdOf;
  readonly #handle;
  readonly #reopen;
  readonly #release;
  readonly #taps: CallTapStore;
  readonly #removal: LeadRemoval;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    /** An emergency's reminder delay, for a held lead's emails sent now (0: no reminder). */
    private readonly reminderMs = 0,
  ) {
    this.#outbox = new Outbox(db);
    this.#taps = new CallTapStore(db);
    this.#removal = new LeadRemoval(db);
    this.#deliveries = db.prepare(`SELECT submission_id, kind, status, attempts, next_attempt_at, last_error, sent_at
      FROM mail_outbox WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY id`);
    this.#openCount = db.prepare('SELECT COUNT(*) FROM contact_submissions WHERE handled_at IS NULL').pluck();
    this.#rowIdOf = db.prepare('SELECT id FROM contact_submissions WHERE public_id = ?').pluck();
    const handle = db.prepare('UPDATE contact_submissions SET handled_at = ? WHERE id = ? AND handled_at IS NULL');
    this.#handle = db.transaction((publicId: string): boolean => {
      const rowId = this.#rowIdOf.get(publicId) as number | undefined;
      if (rowId === undefined) return false;
      handle.run(new Date(this.now()).toISOString(), rowId);
      this.#outbox.cancelReminder(rowId);
      return true;
    });
    this.#reopen = db.prepare('UPDATE contact_submissions SET handled_at = NULL WHERE public_id = ?');
    const unhold = db.prepare(
      'UPDATE contact_submissions SET held_at = NULL WHERE public_id = ? AND held_at IS NOT NULL RETURNING id, is_emergency',
    );
    this.#release = db.transaction((publicId: string): boolean => {
      const row = unhold.get(publicId) as { id: number; is_emergency: 0 | 1 } | undefined;
      if (row) this.#outbox.queue(row.id, row.is_emergency === 1, this.now(), this.reminderMs);
      return row !== undefined || this.#rowIdOf.get(publicId) !== undefined;
    });
  }

  /** One statement per filter shape, built from fixed fragments only (values are bound). */
  #select(filter: InboxFilter): { statement: Statement; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status === 'open') where.push('handled_at IS NULL');
    if (filter.status === 'handled') where.push('handled_at IS NOT NULL');
    if (filter.emergency) where.push('is_emergency = 1');
    if (filter.form) {
      where.push('form_type = ?');
      params.push(filter.form);
    }
    where.push('id < ?');
    const sql = `SELECT ${leadSelect()} FROM contact_submissions WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`;
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return { statement, params };
  }

  #rows(filter: InboxFilter, beforeRowId: number, limit: number): LeadRow[] {
    const { statement, params } = this.#select(filter);
    return statement.all(...params, beforeRowId, limit) as LeadRow[];
  }

  #withDeliveries(rows: readonly LeadRow[]): InboxLead[] {
    const byRow = new Map<number, Delivery[]>(rows.map((row) => [row.id, []]));
    const rowIds = rows.map((row) => row.id);
    const deliveries = this.#deliveries.all(JSON.stringify(rowIds)) as DeliveryRow[];
    const taps = this.#taps.linkedTo(rowIds);
    const now = this.now();
    for (const delivery of deliveries) {
      const attempts = delivery.attempts;
      const nextAttemptAt = delivery.status === 'pending' ? delivery.next_attempt_at : null;
      byRow.get(delivery.submission_id)?.push({
        kind: delivery.kind,
        status: delivery.status,
        attempts,
        nextAttemptAt,
        lastError: delivery.last_error,
        sentAt: delivery.sent_at,
        scheduled: isScheduled({ attempts, nextAttemptAt }, now),
      });
    }
    return rows.map((row) => ({
      ...toStoredLead(row),
      deliveries: byRow.get(row.id) ?? [],
      callTaps: taps.get(row.id) ?? [],
    }));
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

  /** The newest `limit` leads (the owner's command). */
  newest(limit: number): InboxLead[] {
    return this.#withDeliveries(this.#rows(ALL_LEADS, Number.MAX_SAFE_INTEGER, limit));
  }

  lead(publicId: string): InboxLead | null {
    const rowId = this.#rowIdOf.get(publicId) as number | undefined;
    if (rowId === undefined) return null;
    const [lead] = this.#withDeliveries(this.#rows(ALL_LEADS, rowId + 1, 1));
    return lead ?? null;
  }

  openCount(): number {
    return this.#openCount.get() as number;
  }

  /**
   * Mark a lead handled (keeps the first time if it already is) and cancel its reminder if it is
   * still waiting; false when no such lead.
   */
  markHandled(publicId: string): boolean {
    return this.#handle.immediate(publicId);
  }

  reopen(publicId: string): boolean {
    return this.#reopen.run(publicId).changes > 0 || this.#rowIdOf.get(publicId) !== undefined;
  }

  /** Queue a held lead's emails now (a released lead stays released); false when no such lead. */
  release(publicId: string): boolean {
    return this.#release.immediate(publicId);
  }

  /** Delete a lead, its email jobs and its call taps' link to it; false when no such lead. */
  delete(publicId: string): boolean {
    return this.#removal.removeLead(publicId);
  }
}
