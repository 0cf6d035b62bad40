/**
 * The owner's signed-in sessions, in SQLite so they survive a restart. The cookie carries 32 random
 * bytes; the table keeps only their SHA-256, so a copy of the database cannot sign anyone in. Each
 * session remembers a fingerprint of the OWNER_TOKEN it was opened with: changing the token ends
 * every session opened with the old one.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** 12 hours: a working day between jobs, then sign in again. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class OwnerSessions {
  readonly #insert;
  readonly #find;
  readonly #delete;
  readonly #sweep;
  readonly #fingerprint: string;

  constructor(
    db: Database,
    ownerToken: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#fingerprint = sha256(`owner-session:${ownerToken}`);
    this.#insert = db.prepare(
      'INSERT INTO owner_sessions (token_hash, secret_fingerprint, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.#find = db.prepare(
      'SELECT 1 FROM owner_sessions WHERE token_hash = ? AND secret_fingerprint = ? AND expires_at > ?',
    );
    this.#delete = db.prepare('DELETE FROM owner_sessions WHERE token_hash = ?');
    this.#sweep = db.prepare('DELETE FROM owner_sessions WHERE expires_at <= ? OR secret_fingerprint != ?');
  }

  /** Open a session; returns the cookie value. Expired and orphaned sessions are swept on the way. */
  create(): string {
    const now = this.now();
    this.#sweep.run(now, this.#fingerprint);
    const token = randomBytes(32).toString('base64url');
    this.#insert.run(sha256(token), this.#fingerprint, now, now + SESSION_TTL_MS);
    return token;
  }

  isValid(token: string | undefined): boolean {
    if (!token) return false;
    return this.#find.get(sha256(token), this.#fingerprint, this.now()) !== undefined;
  }

  revoke(token: string | undefined): void {
    if (token) this.#delete.run(sha256(token));
  }
}
