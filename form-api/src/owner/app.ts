/**
 * The owner's lead inbox on an origin of its own (OWNER_URL, form-api's second port; decision F30):
 * no script of the public site runs here, and nothing here answers it. Server HTML without
 * JavaScript; every POST needs this origin's Origin header; a request another site or origin makes
 * for anything but a page visit is refused (fetch metadata); nothing is cached, indexed or framed.
 */
import { requestLog, trustOneHop } from '@site-kit/server';
import type { Database } from 'better-sqlite3';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { FormApiConfig } from '../config.server';
import { clientErrorOf, markFailed, warnUndecodable } from '../http/errors';
import { refuseForeignPosts } from '../http/security';
import type { Logger } from '../logger';
import type { ReportRunner } from '../report/runner';
import { ownerAuth, sendPage } from './auth';
import { messagePage, OWNER_CSP_DIRECTIVES } from './pages';
import { inboxRoutes } from './routes';

export interface OwnerAppDeps {
  config: Pick<FormApiConfig, 'owner' | 'trustProxy' | 'reminderMs'>;
  ownerToken: string;
  db: Database;
  /** Tells the mail worker that new jobs are due (a held lead's emails were sent). */
  notifyMail: () => void;
  logger: Logger;
  /** Where the report is computed (report/runner.ts). */
  reports: ReportRunner;
}

export function createOwnerApp({ config, ownerToken, db, notifyMail, logger, reports }: OwnerAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // One TLS proxy in front in production; its X-Forwarded-For names the client (decision H13).
  app.set('trust proxy', trustOneHop(config.trustProxy));
  app.use(requestLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: OWNER_CSP_DIRECTIVES },
      // Same-origin form posts keep their Origin header (no-referrer would send "Origin: null").
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: { maxAge: 31_536_000 },
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use((_req, res, next) => {
    res.set({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
    next();
  });
  app.use(onlyOwnPages(logger));
  app.use(
    refuseForeignPosts({
      allowedOrigins: [new URL(config.owner.url).origin],
      originRequired: true,
      refuse: (res) =>
        sendPage(
          res,
          messagePage({ status: 403, heading: 'Refused', text: 'This request did not come from this site.' }),
        ),
      logger,
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }));
  app.use(ownerAuth({ ownerToken, db, logger }));
  app.use(inboxRoutes({ db, notifyMail, reminderMs: config.reminderMs, reports }));
  app.use(htmlErrors(logger));
  return app;
}

/**
 * Fetch metadata: what another origin asks of this one (Sec-Fetch-Site same-site or cross-site) is
 * refused unless it is a page visit, a link followed to the inbox. A script or an `<img>` on the
 * public site, which is the same site, gets a 403 and no data, with or without the session cookie.
 */
function onlyOwnPages(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const visit = req.method === 'GET' && req.get('sec-fetch-mode') === 'navigate';
    if (site === undefined || site === 'same-origin' || site === 'none' || visit) {
      next();
      return;
    }
    logger.warn(
      { path: req.path, site, mode: req.get('sec-fetch-mode') ?? null },
      'owner request refused: from another origin',
    );
    sendPage(res, messagePage({ status: 403, heading: 'Refused', text: 'This request did not come from this site.' }));
  };
}

function htmlErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const refusal = clientErrorOf(error);
    if (refusal) {
      warnUndecodable(logger, refusal, error, req.path);
      sendPage(res, messagePage({ status: refusal.status, heading: 'Refused', text: refusal.message }));
      return;
    }
    if (!markFailed(res, error)) return;
    sendPage(
      res,
      messagePage({ status: 500, heading: 'Something went wrong', text: 'The inbox could not answer. Try again.' }),
    );
  };
}
