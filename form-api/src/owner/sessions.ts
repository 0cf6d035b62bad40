/**
 * The owner's signed-in sessions, in SQLite so they survive a restart. The cookie carries 32 random
 * bytes; the table keeps only their SHA-256, so a copy of the database cannot sign anyone in. Each
 * session remembers a fingerprint of the OWNER_TOKEN it was opened with: changing the token ends
 * every session opened with the old one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** A year: a device that signed in once stays known (browsers cap a cookie at 400 days). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Devices that have signed in before, so the sign-in limit of their address never holds them back
 * (decision F31). The cookie is a random id and its HMAC under a key derived from OWNER_TOKEN:
 * nothing is stored, nobody without the token can make one, and a new token forgets every device.
 */
export class OwnerDevices {
  readonly #key: Buffer;

  constructor(ownerToken: string) {
    this.#key = createHash('sha256').update(`owner-device:${ownerToken}`).digest();
  }

  #mac(id: string): string {
    return createHmac('sha256', this.#key).update(id).digest('base64url');
  }

  /** A new device cookie value. */
  issue(): string {
    const id = randomBytes(18).toString('base64url');
    return `${id}.${this.#mac(id)}`;
  }

  isKnown(value: string | undefined): boolean {
    const [id, mac, extra] = (value ?? '').split('.');
    if (!id || !mac || extra !== undefined) return false;
    const expected = Buffer.from(this.#mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
