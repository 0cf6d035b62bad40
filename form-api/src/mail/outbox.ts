/** The outbox table: the email jobs of each lead, queued with it, and the mail worker's view of them. */
import type { StoredLead } from '@site-kit/forms';
import type { Database } from 'better-sqlite3';
import { type LeadRow, leadSelect, toStoredLead } from '../db/lead-columns';

/** Every kind of email a lead can send, in the order the inbox and the CSV list them. */
export const MAIL_KINDS = ['notification', 'emergency_alert', 'emergency_reminder'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The emails a lead sends at once: a notification, and for an emergency the alert too. */
export const mailKindsOf = (isEmergency: boolean): MailKind[] =>
  isEmergency ? ['notification', 'emergency_alert'] : ['notification'];

export interface MailJob {
  jobId: number;
  kind: MailKind;
  attempts: number;
  submission: StoredLead;
}

export class Outbox {
  readonly #insert;
  readonly #due;
  readonly #sent;
  readonly #retry;
  readonly #wakeAll;
  readonly #nextDue;
  readonly #pending;
  readonly #transaction;
  readonly #cancelReminder;
  readonly #now: () => number;

  constructor(db: Database, now: () => number = Date.now) {
    this.#now = now;
    this.#transaction = db.transaction((work: () => void) => work());
    this.#insert = db.prepare(`INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at)
      VALUES (?, ?, ?, ?)`);
    this.#due = db.prepare(`SELECT o.id AS job_id, o.kind, o.attempts, ${leadSelect('s.')}
      FROM mail_outbox o JOIN contact_submissions s ON s.id = o.submission_id
      WHERE o.status = 'pending' AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at, o.id LIMIT ?`);
    this.#sent = db.prepare(`UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?,
      last_error = NULL WHERE id = ?`);
    this.#retry = db.prepare('UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');
    // Only jobs that were tried: a reminder not yet due has never been tried and keeps its time.
    this.#wakeAll = db.prepare(
      "UPDATE mail_outbox SET next_attempt_at = ? WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > ?",
    );
    this.#cancelReminder = db.prepare(
      "DELETE FROM mail_outbox WHERE submission_id = ? AND kind = 'emergency_reminder' AND status = 'pending'",
    );
    this.#nextDue = db.prepare("SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE status = 'pending'");
    // Waiting for the mail server: every pending job but a reminder not yet due (never tried, its time
    // ahead: the inbox's `isScheduled`). A failed job waiting for its retry still counts.
    this.#pending = db.prepare(
      "SELECT COUNT(*) AS count FROM mail_outbox WHERE status = 'pending' AND (attempts > 0 OR next_attempt_at <= ?)",
    );
  }

  /**
   * Queue a lead's emails, due now, and for an emergency its reminder, due `reminderMs` later (none
   * when 0), inside the caller's transaction. The due time is stored: a restart keeps it (decision
   * F37). Returns how many jobs were queued.
   */
  queue(submissionRowId: number, isEmergency: boolean, now: number, reminderMs = 0): number {
    const kinds = mailKindsOf(isEmergency);
    const createdAt = new Date(now).toISOString();
    for (const kind of kinds) this.#insert.run(submissionRowId, kind, now, createdAt);
    if (!isEmergency || reminderMs <= 0) return kinds.length;
    this.#insert.run(submissionRowId, 'emergency_reminder', now + reminderMs, createdAt);
    return kinds.length + 1;
  }

  /** The lead was handled: its reminder, if still waiting, is not sent. */
  cancelReminder(submissionRowId: number): void {
    this.#cancelReminder.run(submissionRowId);
  }

  /** Several outcome writes as one commit. */
  inTransaction(work: () => void): void {
    this.#transaction(work);
  }

  due(now: number, limit: number): MailJob[] {
    return (this.#due.all(now, limit) as ({ job_id: number; kind: MailKind; attempts: number } & LeadRow)[]).map(
      (row) => ({ jobId: row.job_id, kind: row.kind, attempts: row.attempts, submission: toStoredLead(row) }),
    );
  }

  markSent(jobId: number, now: number): void {
    this.#sent.run(new Date(now).toISOString(), jobId);
  }

  retryLater(jobId: number, attempts: number, at: number, error: string): void {
    this.#retry.run(attempts, at, error.slice(0, 500), jobId);
  }

  /** After an outage every waiting job is due again: its wait was the server's fault, not its own. */
  wakeAll(now: number): number {
    return this.#wakeAll.run(now, now).changes;
  }

  nextDueAt(): number | null {
    return (this.#nextDue.get() as { at: number | null }).at;
  }

  /**
   * Emails due now and not yet accepted by the mail server; a reminder scheduled for later is not
   * one of them until its time comes.
   */
  pendingCount(): number {
    return (this.#pending.get(this.#now()) as { count: number }).count;
  }
}
