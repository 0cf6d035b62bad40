/**
 * form-api's HTTP surface: accept a lead (validated with the shared schema, stored with its email
 * jobs in one transaction), let the owner read leads, and refuse abuse cheaply (body caps, per-IP
 * rate limit, honeypot and minimum fill time, Idempotency-Key).
 */
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import {
  FAILED_SUBMIT_MESSAGE,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  HTML_TRANSPORT_HEADER,
  IDEMPOTENCY_HEADER,
  validateLead,
  withHtmlCheckboxes,
} from 'site-kit/forms';
import type { FormApiConfig } from './config.server';
import type { SubmissionStore } from './db/submissions';
import { CSV_HEADER, csvLine, csvRow } from './http/csv';
import { MAX_LIMIT, parseLimit } from './http/limit';
import { ownerOnly } from './http/owner-auth';
import { rateLimit } from './http/rate-limit';
import { type Logger, maskPhone } from './logger';
import { Outbox } from './mail/outbox';

export interface AppDeps {
  config: Pick<FormApiConfig, 'ownerToken' | 'trustProxy' | 'bodyLimitBytes' | 'minFillMs' | 'rateLimit'>;
  store: SubmissionStore;
  /** Tells the mail worker that new jobs are due. */
  notifyMail: () => void;
  logger: Logger;
  now?: () => number;
}

export const READ_FAILED_MESSAGE = 'Failed to fetch submissions.';
export const INVALID_MESSAGE = 'Please correct the highlighted fields.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later, or call us.';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a submission looks automated, or null. Bots get a quiet success: nothing stored, nothing sent. */
export function botReason(body: Record<string, unknown>, { html, minFillMs }: { html: boolean; minFillMs: number }) {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot';
  // A page without JavaScript cannot time the visitor (its HTML is cached and identical for all).
  if (html || minFillMs === 0) return null;
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime) || fillTime < minFillMs) return 'too fast';
  return null;
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function createApp({ config, store, notifyMail, logger, now = Date.now }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.trustProxy));
  app.use(helmet());
  app.use(accessLog(logger, now));
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const outbox = new Outbox(store.db);
  app.get(['/healthz', '/api/healthz'], (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true, pendingEmails: outbox.pendingCount() });
  });

  const limiter = () =>
    rateLimit({ max: config.rateLimit.max, windowMs: config.rateLimit.windowMs, now, message: RATE_LIMITED_MESSAGE });
  const limit = `${config.bodyLimitBytes}b`;

  app.post(
    '/api/submissions',
    limiter(),
    requireFormBody,
    express.json({ limit, strict: true }),
    express.urlencoded({ extended: false, limit, parameterLimit: 50 }),
    (req, res) => {
      const body: unknown = req.body;
      const html = req.get(HTML_TRANSPORT_HEADER) === 'html' || Boolean(req.is('urlencoded'));
      const validation = validateLead(isRecord(body) && html ? withHtmlCheckboxes(body) : body);
      if (!validation.success) {
        res.status(400).json({
          success: false,
          error: validation.error ?? INVALID_MESSAGE,
          fieldErrors: validation.fieldErrors,
        });
        return;
      }
      const { lead } = validation;
      const bot = botReason(body as Record<string, unknown>, { html, minFillMs: config.minFillMs });
      if (bot) {
        logger.info({ reason: bot, formType: lead.formType }, 'automated submission dropped');
        res.status(201).json({ success: true, id: randomUUID() });
        return;
      }
      const key = req.get(IDEMPOTENCY_HEADER) ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
        res.status(400).json({ success: false, error: `Invalid ${IDEMPOTENCY_HEADER} header` });
        return;
      }
      const result = store.save(lead, key);
      if (result.kind === 'conflict') {
        res
          .status(422)
          .json({ success: false, error: `This ${IDEMPOTENCY_HEADER} was used for a different submission` });
        return;
      }
      if (result.kind === 'replayed') {
        res.status(201).set('Idempotent-Replayed', 'true').json({ success: true, id: result.id });
        return;
      }
      res.status(201).json({ success: true, id: result.id });
      notifyMail();
      logger.info(
        {
          submissionId: result.id,
          formType: lead.formType,
          service: lead.service,
          isEmergency: lead.isEmergency,
          phone: maskPhone(lead.phone),
          hasEmail: lead.email !== null,
          emails: result.mailJobs,
          transport: html ? 'html' : 'json',
        },
        'submission stored',
      );
    },
  );

  const owner = ownerOnly(config.ownerToken);
  app.get('/api/submissions', limiter(), owner, (req, res) => {
    const limit = parseLimit(req.query.limit);
    if (limit === null) {
      res.status(400).json({ success: false, error: `limit must be a whole number from 1 to ${MAX_LIMIT}` });
      return;
    }
    res.json({ success: true, submissions: store.latest(limit) });
  });

  app.get('/api/submissions.csv', limiter(), owner, async (_req, res) => {
    const date = new Date(now()).toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="submissions-${date}.csv"`);
    // A byte-order mark, so Excel reads the UTF-8 names right.
    res.write(`\ufeff${csvLine(CSV_HEADER)}`);
    for (const page of store.all()) {
      if (!res.write(page.map(csvRow).join(''))) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

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
  'entity.too.large': [413, 'Request body too large'],
  'parameters.too.many': [413, 'Too many form fields'],
  'entity.parse.failed': [400, 'Malformed JSON body'],
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

/** One debug line per request (path without the query string), one warning per server error. */
function accessLog(logger: Logger, now: () => number): RequestHandler {
  return (req: Request, res, next) => {
    const started = now();
    res.on('finish', () => {
      const line = { method: req.method, path: req.path, status: res.statusCode, ms: now() - started };
      if (res.statusCode >= 500) logger.warn(line, 'request');
      else logger.debug(line, 'request');
    });
    next();
  };
}
