/**
 * OWNER_TOKEN, the owner's secret: one rule for the variable and one check of a presented token,
 * for every server that reads it (form-api's lead reads, the shell's detailed health view).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** OWNER_TOKEN: at least 16 characters; unset or empty means no owner access at all. */
export const ownerToken = z
  .string()
  .min(16, 'must be at least 16 characters')
  .optional()
  .or(z.literal('').transform(() => undefined));

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a presented secret is the owner's token, compared in constant time (both sides hashed
 * first, so not even the length leaks). Never true without a configured token or with an empty one.
 */
export function ownerTokenMatches(given: string | undefined, token: string | null): boolean {
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

/** The token of an `Authorization: Bearer <token>` header. */
const bearerToken = (authorization: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/** Whether an `Authorization` header carries `Bearer <the owner's token>`. */
export const bearerTokenMatches = (authorization: string | undefined, token: string | null): boolean =>
  ownerTokenMatches(bearerToken(authorization), token);
