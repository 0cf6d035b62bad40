/** The middleware that guards every form-api answer: helmet's headers and the per-IP rate limit. */
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
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

/**
 * Per client IP (Express's req.ip, so TRUST_PROXY decides), fixed window, in memory: one form-api
 * process per database. Over the limit: 429, Retry-After in seconds, and the message the forms show.
 */
export const perIpLimit = ({ max, windowMs }: { max: number; windowMs: number }) =>
  rateLimit({
    limit: max,
    windowMs,
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    message: { success: false, error: RATE_LIMITED_MESSAGE },
  });
