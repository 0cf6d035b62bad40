/**
 * The owner's one secret, OWNER_TOKEN, checked in one place: the bearer reads of the API and the
 * inbox's sign-in both ask `matchesOwnerToken`. Compared in constant time, both sides hashed first
 * so that not even the length leaks. Without a configured token nothing matches.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

export type OwnerTokenCheck = (given: string | undefined) => boolean;

export function matchesOwnerToken(ownerToken: string | null): OwnerTokenCheck {
  const expected = ownerToken ? digest(ownerToken) : null;
  return (given) =>
    expected !== null && given !== undefined && given !== '' && timingSafeEqual(digest(given), expected);
}

/** `Authorization: Bearer <OWNER_TOKEN>`, else 401. */
export function ownerOnly(matches: OwnerTokenCheck): RequestHandler {
  return (req, res, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (matches(bearer)) {
      next();
      return;
    }
    res.status(401).set('WWW-Authenticate', 'Bearer realm="form-api"').json({ success: false, error: 'Unauthorized' });
  };
}
