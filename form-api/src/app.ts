/**
 * form-api's HTTP surface: accept a lead (validated with the shared schema, stored with its email
 * jobs in one transaction), let the owner read leads, and refuse abuse cheaply (body caps, per-IP
 * rate limit, honeypot and minimum fill time, Idempotency-Key). One Express app, one route per
 * endpoint (decision F12).
 */
import type { RequestListener } from 'node:http';
import { FAILED_SUBMIT_MESSAGE, HTML_TRANSPORT_HEADER, IDEMPOTENCY_HEADER } from '@site-kit/forms';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { FormApiConfig } from './config.server';
import type { SubmissionStore } from './db/submissions';
import { csvHeaderLine, csvRows } from './http/csv';
import { MAX_LIMIT, parseLimit } from './http/limit';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE, READ_FAILED_MESSAGE, SUBMISSIONS_PATH } from './http/messages';
import { ownerOnly } from './http/owner-auth';
import { perIpLimit, securityHeaders } from './http/security';
import { rejectInvalidUrlencoded, rejectInvalidUtf8 } from './http/utf8';
import type { Logger } from './logger';
import { Outbox } from './mail/outbox';
import { OWNER_PATH } from './owner/pages';
import { ownerRoutes } from './owner/routes';
import { createSubmissionAcceptor } from './submissions/accept';

export interface AppDeps {
  config: Pick<FormApiConfig, 'ownerToken' | 'siteUrl' | 'trustProxy' | 'bodyLimitBytes' | 'minFillMs' | 'rateLimit'>;
  store: SubmissionStore;
  /** Tells the mail worker that new jobs are due. */
  notifyMail: () => void;
  logger: Logger;
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The request listener for form-api's HTTP server. */
export function createFormApi({ config, store, notifyMail, logger }: AppDeps): RequestListener {
  const accept = createSubmissionAcceptor({ store, notifyMail, logger, minFillMs: config.minFillMs });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', trustProxySetting(config.trustProxy));
  app.use(securityHeaders());
  // Nothing form-api answers may be cached: leads, health, errors.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  if (logger.isLevelEnabled('debug')) app.use(accessLog(logger));

  const outbox = new Outbox(store.db);
  app.get(['/healthz', '/api/healthz'], (_req, res) => {
    res.json({ ok: true, pendingEmails: outbox.pendingCount() });
  });

  const limit = `${config.bodyLimitBytes}b`;
  app.post(
    SUBMISSIONS_PATH,
    perIpLimit(config.rateLimit),
    requireFormBody,
    express.json({ limit, strict: true, verify: rejectInvalidUtf8 }),
    express.urlencoded({ extended: false, limit, parameterLimit: 50, verify: rejectInvalidUrlencoded }),
    (req, res) => {
      const answer = accept({
        body: req.body,
        html: req.get(HTML_TRANSPORT_HEADER) === 'html' || Boolean(req.is('urlencoded')),
        idempotencyKey: req.get(IDEMPOTENCY_HEADER),
      });
      res
        .status(answer.status)
        .set(answer.headers ?? {})
        .json(answer.body);
    },
  );

  // Reads are counted apart from submissions: the owner's exports do not use up a visitor's budget.
  const readLimit = perIpLimit(config.rateLimit);
  const owner = ownerOnly(config.ownerToken);
  app.get(SUBMISSIONS_PATH, readLimit, owner, (req, res) => {
    const limit = parseLimit(req.query.limit);
    if (limit === null) {
      res.status(400).json({ success: false, error: `limit must be a whole number from 1 to ${MAX_LIMIT}` });
      return;
    }
    res.json({ success: true, submissions: store.latest(limit) });
  });

  app.get(`${SUBMISSIONS_PATH}.csv`, readLimit, owner, async (_req, res) => {
    const date = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="submissions-${date}.csv"`);
    // A byte-order mark, so Excel reads the UTF-8 names right.
    res.write(`\ufeff${csvHeaderLine()}`);
    for (const page of store.all()) {
      if (!res.write(csvRows(page))) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  app.use(OWNER_PATH, ownerRoutes({ config, db: store.db, logger }));

  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, error: 'Not found' });
  });
  app.use(errorHandler(logger));
  return app;
}

/** Only JSON (the browser) and urlencoded form bodies are accepted; anything else is 415. */
const requireFormBody: RequestHandler = (req, res, next) => {
  if (req.is(['application/json', 'application/x-www-form-urlencoded'])) {
    next();
    return;
  }
  res.status(415).json({ success: false, error: 'Send the form as application/json' });
};

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.too.large': [413, BODY_TOO_LARGE_MESSAGE],
  'parameters.too.many': [413, 'Too many form fields'],
  'entity.parse.failed': [400, MALFORMED_JSON_MESSAGE],
  'entity.verify.failed': [400, 'Malformed body'],
  'request.aborted': [400, 'Request aborted'],
  'request.size.invalid': [400, 'Request body length mismatch'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
};

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = BODY_ERRORS[(error as { type?: string } | null)?.type ?? ''];
    if (known) {
      res.status(known[0]).json({ success: false, error: known[1] });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json({ success: false, error: req.method === 'GET' ? READ_FAILED_MESSAGE : FAILED_SUBMIT_MESSAGE });
  };
}

/** With LOG_LEVEL=debug, one line per request (the path without its query string). */
function accessLog(logger: Logger): RequestHandler {
  return (req: Request, res, next) => {
    const started = Date.now();
    res.on('finish', () => {
      logger.debug({ method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started }, 'request');
    });
    next();
  };
}
