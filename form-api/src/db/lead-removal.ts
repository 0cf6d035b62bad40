/**
 * Removing leads for good: one on the owner's request (the inbox's Delete, decision F38), or every
 * lead older than LEAD_RETENTION_DAYS with the call taps of that age (the retention job). A lead
 * goes with every email job it had (queued or sent) and its link from call taps, in one transaction.
 */
import type { Database } from 'better-sqlite3';
import type { Logger } from '../logger';

/** How often the retention job looks for what has aged out (and once at start). */
const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class LeadRemoval {
  readonly #removeOne;
  readonly #removeOlder;

  constructor(db: Database) {
    const rowIdOf = db.prepare('SELECT id FROM contact_submissions WHERE public_id = ?').pluck();
    const emailsOf = db.prepare('DELETE FROM mail_outbox WHERE submission_id = ?');
    const unlinkTaps = db.prepare('UPDATE call_taps SET submission_id = NULL WHERE submission_id = ?');
    const lead = db.prepare('DELETE FROM contact_submissions WHERE id = ?');
    this.#removeOne = db.transaction((publicId: string): boolean => {
      const rowId = rowIdOf.get(publicId) as number | undefined;
      if (rowId === undefined) return false;
      emailsOf.run(rowId);
      unlinkTaps.run(rowId);
      lead.run(rowId);
      return true;
    });
    const olderEmails = db.prepare(
      'DELETE FROM mail_outbox WHERE submission_id IN (SELECT id FROM contact_submissions WHERE created_at < ?)',
    );
    const olderLinks = db.prepare(
      'UPDATE call_taps SET submission_id = NULL WHERE submission_id IN (SELECT id FROM contact_submissions WHERE created_at < ?)',
    );
    const olderLeads = db.prepare('DELETE FROM contact_submissions WHERE created_at < ?');
    const olderTaps = db.prepare('DELETE FROM call_taps WHERE tapped_at < ?');
    this.#removeOlder = db.transaction((cutoff: string) => {
      olderEmails.run(cutoff);
      olderLinks.run(cutoff);
      return { leads: olderLeads.run(cutoff).changes, callTaps: olderTaps.run(cutoff).changes };
    });
  }

  /** Delete one lead, its emails and its taps' link to it; false when there is no such lead. */
  removeLead(publicId: string): boolean {
    return this.#removeOne.immediate(publicId);
  }

  /** Delete every lead and call tap from before `cutoff` (epoch ms). */
  removeOlderThan(cutoff: number): { leads: number; callTaps: number } {
    return this.#removeOlder.immediate(new Date(cutoff).toISOString());
  }
}

/** The retention job: at start, then every hour, what is older than `days` days is deleted. */
export function startRetention({
  db,
  days,
  logger,
  now = Date.now,
}: {
  db: Database;
  days: number | null;
  logger: Logger;
  now?: () => number;
}): { stop(): void } {
  if (days === null) return { stop() {} };
  const removal = new LeadRemoval(db);
  const sweep = () => {
    try {
      const removed = removal.removeOlderThan(now() - days * DAY_MS);
      if (removed.leads || removed.callTaps) logger.info({ ...removed, days }, 'retention: old records deleted');
    } catch (error) {
      logger.error({ err: error }, 'retention: could not delete old records; trying again later');
    }
  };
  sweep();
  const timer = setInterval(sweep, RETENTION_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
