/**
 * Signs and checks page proofs (issue 33, point 1; the token's shape: src/page-contract/page-proof.ts).
 * Only the gate holds the key (PAGE_PROOF_SECRET): a renderer, which runs the sections' code, is
 * handed the current token with each page request and never the key, so no section can mint one.
 *
 * A token says when it was issued, to the second; it is valid PAGE_PROOF_HOURS from then. The
 * renderer keeps a cached page at most PAGE_CACHE_MAX_AGE_MS, half of that, so a page opened from
 * the cache at its last moment, and left open in a tab, still has a day of validity.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAGE_PROOF_PATTERN } from '../../src/page-contract/page-proof';

export const PAGE_PROOF_HOURS = 48;
const VALID_MS = PAGE_PROOF_HOURS * 3_600_000;
/** A token from a clock a little ahead (another shell of the fleet) is still this site's. */
const CLOCK_SKEW_MS = 60_000;
/** 96 bits of HMAC-SHA256: ample for a token that lives two days and unlocks nothing. */
const SIGNATURE_BYTES = 12;

export class PageProofs {
  #current: { second: number; token: string } | null = null;

  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token for a page rendered now (one per second). */
  current(): string {
    const second = Math.floor(this.now() / 1000);
    if (this.#current?.second !== second) this.#current = { second, token: this.#sign(second) };
    return this.#current.token;
  }

  /** When a valid token was issued (epoch ms); null for anything else (forged, expired, malformed). */
  issuedAt(token: unknown): number | null {
    if (typeof token !== 'string' || !PAGE_PROOF_PATTERN.test(token)) return null;
    const [issued = '', signature = ''] = token.split('.');
    const second = Number.parseInt(issued, 36);
    const at = second * 1000;
    const now = this.now();
    if (!Number.isSafeInteger(second) || at > now + CLOCK_SKEW_MS || now - at > VALID_MS) return null;
    const expected = Buffer.from(this.#sign(second).split('.')[1] ?? '', 'base64url');
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? at : null;
  }

  #sign(second: number): string {
    const mac = createHmac('sha256', this.key).update(`page-proof\n${second}`).digest().subarray(0, SIGNATURE_BYTES);
    return `${second.toString(36)}.${mac.toString('base64url')}`;
  }
}
