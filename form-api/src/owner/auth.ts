/**
 * Signing the owner in and out of the inbox, and the gate every other page is behind. A session is
 * a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict, Path=/, no Domain: only the inbox's own
 * origin ever gets it), valid 12 hours, stored hashed in SQLite and deleted by sign-out.
 *
 * Guessing is limited per client address (express-rate-limit, failures only): after 5 wrong tokens
 * in 15 minutes that address is refused, even with the right token, until the window ends. A device
 * that signed in before carries a signed device cookie and is never limited, so nobody who merely
 * shares the owner's network can lock the owner out (decision F31).
 */

import { ownerTokenMatches, perClientLimit } from '@site-kit/server';
import type { Database } from 'better-sqlite3';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { Router } from 'express';
import type { AugmentedRequest } from 'express-rate-limit';
import type { Logger } from '../logger';
import { ownerPaths, type RenderedPage, signInPage } from './pages';
import { DEVICE_TTL_MS, OwnerDevices, OwnerSessions, SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = '__Host-owner_session';
export const DEVICE_COOKIE = '__Host-owner_device';
export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** What `__Host-` requires, plus what keeps the cookie from scripts and from other sites' requests. */
const COOKIE = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

export const sendPage = (res: Response, page: RenderedPage) =>
  res.status(page.status).type('text/html; charset=utf-8').send(page.html);

const cookieOf = (req: Request, name: string): string | undefined => parseCookies(req.get('cookie') ?? '')[name];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function ownerAuth({ ownerToken, db, logger }: { ownerToken: string; db: Database; logger: Logger }): Router {
  const router = Router();
  const sessions = new OwnerSessions(db, ownerToken);
  const devices = new OwnerDevices(ownerToken);

  const limit = perClientLimit({
    limit: SIGN_IN_ATTEMPTS,
    windowMs: SIGN_IN_WINDOW_MS,
    // Only failures count: the owner signing in often uses nothing up.
    skipSuccessfulRequests: true,
    skip: (req) => devices.isKnown(cookieOf(req, DEVICE_COOKIE)),
    standardHeaders: false,
    handler: (req, res) => {
      const resetTime = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + SIGN_IN_WINDOW_MS;
      const wait = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      logger.warn({ retryAfter: wait }, 'owner sign-in refused: too many failures from this address');
      res.set('Retry-After', String(wait));
      sendPage(
        res,
        signInPage({
          status: 429,
          error: `Too many sign-in attempts. Try again in ${plural(Math.ceil(wait / 60), 'minute', 'minutes')}.`,
        }),
      );
    },
  });

  router.post(ownerPaths.signIn, limit, (req, res) => {
    const token = typeof req.body?.token === 'string' ? req.body.token.trim() : '';
    if (!ownerTokenMatches(token, ownerToken)) {
      // Absent for a known device: it is not counted.
      const left = (req as AugmentedRequest).rateLimit?.remaining;
      logger.warn({ left: left ?? null }, 'owner sign-in failed');
      const error = token ? 'That owner token is not right.' : 'Enter the owner token.';
      const tries =
        left === undefined
          ? ''
          : left === 0
            ? ' No tries left: wait 15 minutes.'
            : ` ${plural(left, 'try', 'tries')} left.`;
      sendPage(res, signInPage({ status: 401, error: `${error}${tries}` }));
      return;
    }
    res.cookie(SESSION_COOKIE, sessions.create(), { ...COOKIE, maxAge: SESSION_TTL_MS });
    if (!devices.isKnown(cookieOf(req, DEVICE_COOKIE))) {
      res.cookie(DEVICE_COOKIE, devices.issue(), { ...COOKIE, maxAge: DEVICE_TTL_MS });
    }
    res.redirect(303, ownerPaths.list());
  });

  router.use((req, res, next) => {
    const session = cookieOf(req, SESSION_COOKIE);
    if (sessions.isValid(session)) {
      next();
      return;
    }
    if (session !== undefined) res.clearCookie(SESSION_COOKIE, COOKIE);
    sendPage(res, signInPage({ status: 401 }));
  });

  router.post(ownerPaths.signOut, (req, res) => {
    sessions.revoke(cookieOf(req, SESSION_COOKIE));
    res.clearCookie(SESSION_COOKIE, COOKIE);
    res.redirect(303, ownerPaths.list());
  });

  return router;
}
