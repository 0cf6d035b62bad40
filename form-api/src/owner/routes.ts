/**
 * The owner's lead inbox under /owner: sign in with OWNER_TOKEN, then list, open, close and export
 * leads. A session is a random HttpOnly, SameSite=Strict cookie (Secure when SITE_URL is https),
 * scoped to /owner, valid 12 hours, stored hashed in SQLite and deleted by sign-out. Every POST must
 * carry this site's Origin. Nothing here may be cached, indexed or framed.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import type { FormApiConfig } from '../config.server';
import type { Logger } from '../logger';
import { inboxCsvHeader, inboxCsvRows } from './csv';
import { filterQuery, type InboxFilter, parseFilter } from './filter';
import { Inbox } from './inbox';
import { leadPage, listPage, messagePage, OWNER_CSP, OWNER_PATH, signInPage } from './pages';
import { OwnerSessions, SESSION_TTL_MS } from './sessions';
import { SignInLimit } from './sign-in-limit';

export const SESSION_COOKIE = 'owner_session';
const LEAD_ID = /^[0-9a-f-]{36}$/;

export interface OwnerRouteDeps {
  config: Pick<FormApiConfig, 'ownerToken' | 'siteUrl'>;
  db: Database;
  logger: Logger;
  signInLimit?: SignInLimit;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

const send = (res: Response, page: { status: number; html: string }) =>
  res.status(page.status).type('text/html; charset=utf-8').send(page.html);

export function ownerRoutes({ config, db, logger, signInLimit = new SignInLimit() }: OwnerRouteDeps): Router {
  const router = Router();
  const secure = config.siteUrl.startsWith('https:');
  const siteOrigin = new URL(config.siteUrl).origin;
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: OWNER_PATH } as const;

  router.use((_req, res, next) => {
    res.set({
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': OWNER_CSP,
      'X-Robots-Tag': 'noindex, nofollow',
      // Same-origin form posts keep their Origin header (no-referrer would send "Origin: null").
      'Referrer-Policy': 'same-origin',
    });
    next();
  });

  const ownerToken = config.ownerToken;
  if (!ownerToken) {
    router.use((_req, res) => {
      send(res, signInPage({ status: 503, error: 'The lead inbox is off: set OWNER_TOKEN on the server.' }));
    });
    return router;
  }
  const expected = digest(ownerToken);
  const sessions = new OwnerSessions(db, ownerToken);
  const inbox = new Inbox(db);

  // A page from another site cannot change anything here, signed in or not (sign-in included).
  router.post(/.*/, (req, res, next) => {
    const origin = req.get('origin');
    if (origin && (origin === siteOrigin || origin === `${req.protocol}://${req.host}`)) {
      next();
      return;
    }
    logger.warn({ path: req.path, origin: origin ?? null }, 'owner request refused: foreign origin');
    send(res, messagePage({ status: 403, heading: 'Refused', text: 'This request did not come from this site.' }));
  });
  router.use(express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }));

  router.post('/sign-in', (req, res) => {
    const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = signInLimit.blockedFor(client);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      res.set('Retry-After', String(wait));
      send(
        res,
        signInPage({
          status: 429,
          error: `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        }),
      );
      return;
    }
    const token = typeof req.body?.token === 'string' ? req.body.token.trim() : '';
    if (!token || !timingSafeEqual(digest(token), expected)) {
      const left = signInLimit.fail(client);
      logger.warn({ left }, 'owner sign-in failed');
      const error = token ? 'That owner token is not right.' : 'Enter the owner token.';
      send(
        res,
        signInPage({
          status: 401,
          error: `${error} ${left === 0 ? 'No tries left: wait 15 minutes.' : `${left} ${left === 1 ? 'try' : 'tries'} left.`}`,
        }),
      );
      return;
    }
    res.cookie(SESSION_COOKIE, sessions.create(), { ...cookieOptions, maxAge: SESSION_TTL_MS });
    res.redirect(303, OWNER_PATH);
  });

  const requireSession: RequestHandler = (req, res, next) => {
    if (sessions.isValid(cookieValue(req, SESSION_COOKIE))) {
      next();
      return;
    }
    if (cookieValue(req, SESSION_COOKIE) !== undefined) res.clearCookie(SESSION_COOKIE, cookieOptions);
    send(res, signInPage({ status: 401 }));
  };
  router.use(requireSession);

  router.post('/sign-out', (req, res) => {
    sessions.revoke(cookieValue(req, SESSION_COOKIE));
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    res.redirect(303, OWNER_PATH);
  });

  const badFilter = (res: Response, error: string) =>
    send(res, messagePage({ status: 400, heading: 'Unknown filter', text: error }));

  router.get('/', (req, res) => {
    const parsed = parseFilter(req.query);
    if ('error' in parsed) return badFilter(res, parsed.error);
    const page = inbox.page(parsed.filter);
    if (!page) return badFilter(res, 'That lead is not in the inbox any more: start from the newest.');
    send(res, listPage({ filter: parsed.filter, page, openCount: inbox.openCount() }));
  });

  router.get('/leads.csv', async (req, res) => {
    const parsed = parseFilter(req.query);
    if ('error' in parsed) return badFilter(res, parsed.error);
    const filter: InboxFilter = { ...parsed.filter, before: null };
    const date = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="leads-${filter.status}-${date}.csv"`);
    res.write(inboxCsvHeader());
    for (const leads of inbox.all(filter)) {
      if (!res.write(inboxCsvRows(leads))) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  const notFound = (res: Response) =>
    send(res, messagePage({ status: 404, heading: 'Not found', text: 'There is no such lead.' }));

  router.get('/leads/:id', (req, res) => {
    const lead = LEAD_ID.test(req.params.id) ? inbox.lead(req.params.id) : null;
    if (!lead) return notFound(res);
    send(res, leadPage({ lead }));
  });

  for (const [action, apply] of [
    ['handled', (id: string) => inbox.markHandled(id)],
    ['reopen', (id: string) => inbox.reopen(id)],
  ] as const) {
    router.post(`/leads/:id/${action}`, (req, res) => {
      const id = req.params.id;
      if (!LEAD_ID.test(id) || !apply(id)) return notFound(res);
      if (req.body?.from === 'lead') {
        res.redirect(303, `${OWNER_PATH}/leads/${id}`);
        return;
      }
      // Back to the list as it was; a bad or missing filter falls back to the default view.
      const parsed = parseFilter(req.body ?? {});
      const query = 'error' in parsed ? '' : filterQuery(parsed.filter, { withBefore: true });
      res.redirect(303, `${OWNER_PATH}${query}`);
    });
  }

  router.use((_req, res) => notFound(res));
  return router;
}
