/**
 * The middleware that guards form-api's answers: helmet's headers, the per-address rate limits and
 * the check of where a post comes from. Limits are `perClientLimit`s (@site-kit/server): they key on
 * the client address Express computes under TRUST_PROXY (one trusted hop), an IPv6 address by its /64.
 */
import { FOREIGN_POST_MESSAGE, foreignPostReason } from '@site-kit/forms';
import { perClientLimit } from '@site-kit/server';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from '../logger';
import { RATE_LIMITED_MESSAGE } from './messages';

/** The API only answers JSON and CSV: nothing it sends may load anything, run anything or be framed. */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Per client address, fixed window, in memory (one form-api process per database). Over the limit:
 * 429, Retry-After in seconds, and the message the forms show.
 */
export const perIpLimit = ({ max, windowMs }: RateLimit) =>
  perClientLimit({ limit: max, windowMs, message: { success: false, error: RATE_LIMITED_MESSAGE } });

/**
 * Leads per address (decision F29): the first `max` in a window are stored and mailed; the next
 * `holdMax` are stored but held, without emails, until the owner sends them from the inbox (a real
 * person behind a busy shared address loses nothing, a flood does not ring the owner's phone); above
 * both, 429. `isHeld(res)` tells the route which it is.
 */
export function leadLimits({ max, holdMax, windowMs }: RateLimit & { holdMax: number }): RequestHandler[] {
  const hardCap = perIpLimit({ max: max + holdMax, windowMs });
  const mailed = perClientLimit({
    limit: max,
    windowMs,
    standardHeaders: false,
    handler: (_req, res, next) => {
      res.locals.held = true;
      res.removeHeader('Retry-After');
      next();
    },
  });
  return [hardCap, mailed];
}

export const isHeld = (res: Response): boolean => res.locals.held === true;

/**
 * Refuse a post whose Origin names another site or that the browser marks cross-site (403). Allowed:
 * the configured origins, and the origin the request itself was made to (the Host the browser used,
 * or the one a trusted proxy forwarded).
 */
export function refuseForeignPosts({
  allowedOrigins,
  originRequired = false,
  refuse,
  logger,
}: {
  allowedOrigins: readonly string[];
  originRequired?: boolean;
  refuse: (res: Response) => void;
  logger: Logger;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const reason = foreignPostReason(
      { originHeader: req.get('origin'), secFetchSite: req.get('sec-fetch-site') },
      [...allowedOrigins, requestOrigin(req)],
      { originRequired },
    );
    if (!reason) return next();
    logger.warn({ path: req.path, reason, originHeader: req.get('origin') ?? null }, 'post refused: foreign origin');
    refuse(res);
  };
}

/** The origin a request was made to, as this server sees it (trusted proxies included). */
export const requestOrigin = (req: Request): string => `${req.protocol}://${req.host}`;

/** The JSON refusal of a lead posted from another site. */
export const refuseForeignLead = (res: Response) => {
  res.status(403).json({ success: false, error: FOREIGN_POST_MESSAGE });
};
