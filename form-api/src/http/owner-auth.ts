/**
 * Only the owner reads leads: `Authorization: Bearer <OWNER_TOKEN>`, compared in constant time
 * (both sides hashed first, so even the length does not leak). Without a configured token nobody
 * can read.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function ownerOnly(ownerToken: string | null): RequestHandler {
  const expected = ownerToken ? digest(ownerToken) : null;
  return (req, res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (expected && match && timingSafeEqual(digest(match[1]!), expected)) {
      next();
      return;
    }
    res.status(401).set('WWW-Authenticate', 'Bearer realm="form-api"').json({ success: false, error: 'Unauthorized' });
  };
}
