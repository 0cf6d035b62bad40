/**
 * form-api's HTTP surface on its own port, behind the shell: accept a lead (validated with the
 * shared schema, stored with its email jobs in one transaction), count taps on call links (calls/),
 * let the owner read leads with the bearer token, and refuse abuse cheaply (where the post comes from, per-address limits, body caps,
 * honeypot and minimum fill time, Idempotency-Key). One Express app, one route per endpoint
 * (decision F12). The owner's inbox is another app on another port (owner/app.ts).
 */
import { CALL_TAPS_PATH, HTML_TRANSPORT_HEADER, IDEMPOTENCY_HEADER } from '@site-kit/forms';
import { bearerTokenMatches, clientNetwork, requestLog, trustOneHop } from '@site-kit/server';
import express, { type Express, type RequestHandler } from 'express';
import { CallCounter } from './calls/counter';
import { callTapsRoute } from './calls/route';
import type { FormApiConfig } from './config.server';
import type { SubmissionStore } from './db/submissions';
import { sendCsv } from './http/csv';
import { jsonErrors } from './http/errors';
import { MAX_LIMIT, parseLimit } from './http/limit';
import { SUBMISSIONS_PATH } from './http/messages';
import { ownerOnly } from './http/owner-auth';
import {
  isHeld,
  leadLimits,
  perIpLimit,
  refuseForeignLead,
  refuseForeignPosts,
  securityHeaders,
} from './http/security';
import { rejectInvalidUrlencoded, rejectInvalidUtf8 } from './http/utf8';
import type { Logger } from './logger';
import { Outbox } from './mail/outbox';
import { ALL_LEADS, Inbox } from './owner/inbox';
import { createSubmissionAcceptor } from './submissions/accept';

export interface AppDeps {
  config: Pick<
    FormApiConfig,
    'ownerToken' | 'siteUrl' | 'trustProxy' | 'bodyLimitBytes' | 'minFillMs' | 'rateLimit' | 'tapsPerNetworkHour'
  >;
  store: SubmissionStore;
  /** Tells the mail worker that new jobs are due. */
  notifyMail: () => void;
  logger: Logger;
}

/** The request listener for form-api's API port. */
export function createFormApi({ config, store, notifyMail, logger }: AppDeps): Express {
  const calls = new CallCounter(store.db, Date.now, config.tapsPerNetworkHour);
  const accept = createSubmissionAcceptor({
    store,
    notifyMail,
    logger,
    minFillMs: config.minFillMs,
    onLeadSaved: (visitId, rowId) => calls.leadSaved(visitId, rowId),
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The shell is the one hop in front: its X-Forwarded-For names the client (decision H13).
  app.set('trust proxy', trustOneHop(config.trustProxy));
  app.use(requestLog(logger));
  app.use(securityHeaders());
  // Nothing form-api answers may be cached: leads, health, errors.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const outbox = new Outbox(store.db);
  // Public (the shell forwards /api): only ok. The owner's token adds the outbox (decision H9).
  app.get(['/healthz', '/api/healthz'], (req, res) => {
    res.json(
      bearerTokenMatches(req.get('authorization'), config.ownerToken)
        ? { ok: true, pendingEmails: outbox.pendingCount() }
        : { ok: true },
    );
  });

  const limit = `${config.bodyLimitBytes}b`;
  app.post(
    SUBMISSIONS_PATH,
    refuseForeignPosts({ allowedOrigins: [new URL(config.siteUrl).origin], refuse: refuseForeignLead, logger }),
    ...leadLimits(config.rateLimit),
    requireFormBody,
    express.json({ limit, strict: true, verify: rejectInvalidUtf8 }),
    express.urlencoded({ extended: false, limit, parameterLimit: 50, verify: rejectInvalidUrlencoded }),
    (req, res) => {
      // Only the shell's own no-JavaScript forwarder, a trusted peer, may say the fields come from a
      // page that cannot time its visitor; anyone else's claim is ignored (decision F32).
      const fromShellForm =
        req.get(HTML_TRANSPORT_HEADER) === 'html' && config.trustProxy.trusts(req.socket.remoteAddress ?? '');
      const answer = accept({
        body: req.body,
        htmlFields: fromShellForm || Boolean(req.is('urlencoded')),
        timed: !fromShellForm,
        held: isHeld(res),
        idempotencyKey: req.get(IDEMPOTENCY_HEADER),
        clientNetwork: clientNetwork(req.ip),
      });
      res
        .status(answer.status)
        .set(answer.headers ?? {})
        .json(answer.body);
    },
  );

  app.post(CALL_TAPS_PATH, ...callTapsRoute({ config, counter: calls, logger }));

  // Reads are counted apart from submissions: the owner's exports do not use up a visitor's budget.
  const readLimit = perIpLimit(config.rateLimit);
  const owner = ownerOnly(config.ownerToken);
  const inbox = new Inbox(store.db);
  app.get(SUBMISSIONS_PATH, readLimit, owner, (req, res) => {
    const limit = parseLimit(req.query.limit);
    if (limit === null) {
      res.status(400).json({ success: false, error: `limit must be a whole number from 1 to ${MAX_LIMIT}` });
      return;
    }
    res.json({ success: true, submissions: store.latest(limit) });
  });

  app.get(`${SUBMISSIONS_PATH}.csv`, readLimit, owner, async (_req, res) => {
    await sendCsv(res, 'all', inbox.all(ALL_LEADS));
  });

  app.use((_req, res) => {
    res.status(404).json({ success: false, error: 'Not found' });
  });
  app.use(jsonErrors(logger));
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
