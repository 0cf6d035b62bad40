/**
 * POST /api/calls: a tap on a call link (decision F35). Guarded like a lead post (where it comes
 * from, a per-address limit) with a body cap of its own; answered 204 whatever became of it, so
 * the page learns nothing (a bot's, a repeat's or a capped report is dropped quietly). Whether it
 * is verified is the shell's word alone (decision F41): the page proof is the shell's to check.
 */
import { PLACEMENT_PARAM, SIGNAL_PROOF_HEADER, SIGNAL_PROOF_VALID } from '@site-kit/forms';
import { clientNetwork } from '@site-kit/server';
import express, { type RequestHandler } from 'express';
import type { FormApiConfig } from '../config.server';
import { perIpLimit, refuseForeignLead, refuseForeignPosts, requestOrigin } from '../http/security';
import type { Logger } from '../logger';
import type { CallCounter } from './counter';
import { isBotAgent, type ReadTap, tapFromBeacon, tapFromPing } from './tap';

/** A beacon is a few hundred bytes (the visit note included); a ping's body is the word PING. */
const CALL_TAP_BODY_LIMIT = '2kb';
/** Taps per client address per RATE_LIMIT_WINDOW_MS: far above a person's, far below a flood's. */
export const CALL_TAP_LIMIT = 60;

const PING_TYPE = 'text/ping';

export function callTapsRoute({
  config,
  counter,
  logger,
}: {
  config: Pick<FormApiConfig, 'siteUrl' | 'rateLimit' | 'trustProxy'>;
  counter: CallCounter;
  logger: Logger;
}): RequestHandler[] {
  const siteOrigin = new URL(config.siteUrl).origin;
  const readTap: RequestHandler = (req, res) => {
    let read: ReadTap | null;
    if (req.is(PING_TYPE)) {
      read = tapFromPing({
        placement: req.query[PLACEMENT_PARAM],
        pingFrom: req.get('ping-from'),
        allowedOrigins: [siteOrigin, requestOrigin(req)],
        clientAddress: req.ip ?? '',
      });
    } else {
      read = tapFromBeacon(req.body);
    }
    if (read && !isBotAgent(req.get('user-agent'))) {
      // Only the shell, a trusted peer, says a tap carried a valid page proof; it drops the header
      // from clients. Anyone else's claim is ignored, as with the no-JavaScript marker (decision F32).
      const verified =
        req.get(SIGNAL_PROOF_HEADER) === SIGNAL_PROOF_VALID && config.trustProxy.trusts(req.socket.remoteAddress ?? '');
      const outcome = counter.count(read, { verified, network: clientNetwork(req.ip) });
      logger.debug({ placement: read.tap.placement, transport: read.tap.transport, verified, outcome }, 'call tap');
    }
    res.status(204).end();
  };
  return [
    refuseForeignPosts({ allowedOrigins: [siteOrigin], refuse: refuseForeignLead, logger }),
    perIpLimit({ max: CALL_TAP_LIMIT, windowMs: config.rateLimit.windowMs }),
    requireTapBody,
    express.urlencoded({ extended: false, limit: CALL_TAP_BODY_LIMIT, parameterLimit: 10 }),
    express.text({ type: PING_TYPE, limit: CALL_TAP_BODY_LIMIT }),
    readTap,
  ];
}

/** A beacon's form body or a ping; anything else is 415. */
const requireTapBody: RequestHandler = (req, res, next) => {
  if (req.is(['application/x-www-form-urlencoded', PING_TYPE])) {
    next();
    return;
  }
  res.status(415).json({ success: false, error: 'Send a call tap as a form body' });
};
