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
 * Whether an `Authorization` header carries `Bearer <token>`, compared in constant time (both sides
 * hashed first, so not even the length leaks). Never true without a configured token.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string | null): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return Boolean(token && match?.[1] && timingSafeEqual(digest(match[1]), digest(token)));
}
