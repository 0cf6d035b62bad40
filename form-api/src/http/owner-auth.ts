/** The bearer API's gate: `Authorization: Bearer <OWNER_TOKEN>` (the one check, `@site-kit/server`), else 401. */
import { bearerTokenMatches } from '@site-kit/server';
import type { RequestHandler } from 'express';

export function ownerOnly(ownerToken: string | null): RequestHandler {
  return (req, res, next) => {
    if (bearerTokenMatches(req.get('authorization'), ownerToken)) {
      next();
      return;
    }
    res.status(401).set('WWW-Authenticate', 'Bearer realm="form-api"').json({ success: false, error: 'Unauthorized' });
  };
}
