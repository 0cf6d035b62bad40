/**
 * Leads and their email jobs. A submission and its outbox rows are written in one transaction, so
 * a stored lead always has its notification queued (unless it is held) and a queued notification
 * always has its lead. Every statement is prepared once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Attribution, emptyAttribution, type Lead, type StoredLead } from '@site-kit/forms';
import type { Database } from 'better-sqlite3';
import { Outbox } from '../mail/outbox';
import { type LeadRow, leadInsert, leadSelect, leadValues, toStoredLead } from './lead-columns';

/** A lead and where it came from (every attribution value may be null). */
export interface NewSubmission extends Lead {
  attribution?: Attribution;
}

export type SaveResult =
  | { kind: 'created'; id: string; rowId: number; mailJobs: number }
  | { kind: 'replayed'; id: string }
  | { kind: 'conflict' };

export interface SaveOptions {
  idempotencyKey?: string | null;
  /** Store it without its emails until the owner sends them from the inbox (over the address's limit). */
  held?: boolean;
  /**
   * Without a key: the same lead stored this recently (ms), and still open, is this one again, and is
   * answered as a replay (0: never). A form post cannot send a key, yet a thumb can send it twice (decision F40).
   * Only a lead from the same client network matches, and a held one only when this one is held too
   * (decision F42): a stranger's copy of someone's details never swallows their real post.
   */
  sameLeadWithinMs?: number;
  /** The client's network (`clientNetwork`: IPv4 /24, IPv6 /48), stored with the lead. */
  clientNetwork?: string | null;
}

/**
 * Same lead, same hash: how a replayed Idempotency-Key is told from a reused one, and a form posted
 * twice from one. Attribution is left out: it says where the visitor came from, not what they asked for.
 */
export const requestHash = ({ attribution: _attribution, ...lead }: NewSubmission): string =>
  createHash('sha256').update(JSON.stringify(lead)).digest('hex');

export class SubmissionStore {
  readonly #insert;
  readonly #byKey;
  readonly #sameSince;
  readonly #latest;
  readonly #save;
  readonly #outbox: Outbox;

  constructor(
    readonly db: Database,
    private readonly now: () => number = Date.now,
    /** How long an emergency may stay open before its reminder email (0: none). */
    private readonly reminderMs = 0,
  ) {
    this.#outbox = new Outbox(db);
    this.#insert = db.prepare(
      leadInsert('contact_submissions', {
        idempotencyKey: 'idempotency_key',
        requestHash: 'request_hash',
        clientNetwork: 'client_network',
      }),
    );
    this.#byKey = db.prepare('SELECT public_id, request_hash FROM contact_submissions WHERE idempotency_key = ?');
    // The newest-first index bounds the scan to the window's few rows. A lead the owner has marked
    // handled is not matched: the same request sent after it was closed must reach the owner again.
    // Nor is a lead from another network, or a held one for a post that is not held (decision F42).
    this.#sameSince = db.prepare(
      `SELECT public_id FROM contact_submissions WHERE created_at >= @since AND request_hash = @hash
         AND handled_at IS NULL AND client_network = @network AND (held_at IS NULL OR @held = 1)
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    this.#latest = db.prepare(
      `SELECT ${leadSelect()} FROM contact_submissions ORDER BY created_at DESC, id DESC LIMIT ?`,
    );
    this.#save = db.transaction((lead: NewSubmission, options: SaveOptions) => this.#saveOne(lead, options));
  }

  #saveOne(
    lead: NewSubmission,
    { idempotencyKey = null, held = false, sameLeadWithinMs = 0, clientNetwork = null }: SaveOptions,
  ): SaveResult {
    const hash = requestHash(lead);
    const nowMs = this.now();
    if (idempotencyKey) {
      const existing = this.#byKey.get(idempotencyKey) as { public_id: string; request_hash: string } | undefined;
      if (existing)
        return existing.request_hash === hash ? { kind: 'replayed', id: existing.public_id } : { kind: 'conflict' };
    } else if (sameLeadWithinMs > 0 && clientNetwork !== null) {
      const since = new Date(nowMs - sameLeadWithinMs).toISOString();
      const same = this.#sameSince.get({ since, hash, network: clientNetwork, held: held ? 1 : 0 }) as
        | { public_id: string }
        | undefined;
      if (same) return { kind: 'replayed', id: same.public_id };
    }
    const createdAt = new Date(nowMs).toISOString();
    const { attribution, ...fields } = lead;
    const stored: StoredLead = {
      ...fields,
      ...(attribution ?? emptyAttribution()),
      id: randomUUID(),
      createdAt,
      handledAt: null,
      heldAt: held ? createdAt : null,
    };
    const { lastInsertRowid } = this.#insert.run({
      ...leadValues(stored),
      idempotencyKey,
      requestHash: hash,
      clientNetwork,
    });
    const mailJobs = held ? 0 : this.#outbox.queue(Number(lastInsertRowid), lead.isEmergency, nowMs, this.reminderMs);
    return { kind: 'created', id: stored.id, rowId: Number(lastInsertRowid), mailJobs };
  }

  /** Store a lead and queue its emails, or answer for an Idempotency-Key (or a repeated form post) already seen. */
  save(lead: NewSubmission, options: SaveOptions = {}): SaveResult {
    return this.#save.immediate(lead, options);
  }

  latest(limit: number): StoredLead[] {
    return (this.#latest.all(limit) as LeadRow[]).map(toStoredLead);
  }
}
