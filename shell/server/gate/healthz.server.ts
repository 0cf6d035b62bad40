/**
 * `/healthz` (decision H9): public, it says only that the shell answers; with the owner's token as a
 * bearer header it shows the remotes (the live renderer's picture) and the client error reports.
 *
 * Wrong tokens are limited as the inbox's sign-in limits wrong ones (issue 33, point 8): after
 * WRONG_TOKENS_ALLOWED wrong bearers from one client network within LOCK_MS, every bearer from it
 * answers 429 until they age out, the right one too (or the lockout would tell the guesser when it
 * guessed right). Counted in the store every shell shares, so two shells do not double the guesses.
 * Without a bearer header, `{"ok":true}` as always.
 */
import { bearerTokenMatches, clientNetwork, type Logger } from '@site-kit/server';
import type { RequestHandler } from 'express';
import type { OriginCors } from '../remotes/origin-cors.server';
import type { ClientReports } from './client-reports.server';
import type { FleetStore } from './fleet-store.server';
import type { LiveRenderer } from './live-renderer.server';

export const WRONG_TOKENS_ALLOWED = 5;
export const LOCK_MS = 15 * 60_000;

export function healthz({
  ownerToken,
  live,
  reports,
  store,
  originCors,
  logger,
  now = Date.now,
}: {
  ownerToken: string | null;
  live: LiveRenderer;
  reports: ClientReports;
  store: FleetStore;
  /** Each origin's CORS answer to the site (issue 35), added to its remote's entry as `cors`. */
  originCors?: OriginCors;
  logger: Logger;
  now?: () => number;
}): RequestHandler {
  const wrongTokens = store.wrongTokens(LOCK_MS, now);
  return (req, res) => {
    res.set('Cache-Control', 'no-store');
    const authorization = req.get('authorization');
    if (authorization === undefined) {
      res.json({ ok: true });
      return;
    }
    const network = clientNetwork(req.ip ?? req.socket.remoteAddress);
    const locked = () => {
      res
        .status(429)
        .set('Retry-After', String(Math.ceil(LOCK_MS / 1000)))
        .json({ ok: true });
    };
    if (wrongTokens.count(network) >= WRONG_TOKENS_ALLOWED) return locked();
    if (!bearerTokenMatches(authorization, ownerToken)) {
      const wrong = wrongTokens.hit(network);
      if (wrong >= WRONG_TOKENS_ALLOWED) {
        logger.warn({ network, wrong }, 'health view: too many wrong owner tokens, this network is locked out');
        return locked();
      }
      res.json({ ok: true });
      return;
    }
    const picture = live.picture;
    res.json({
      ok: true,
      pid: process.pid,
      renderer: { pid: picture?.pid ?? null, ready: live.ready !== null },
      remotes: originCors && picture ? originCors.annotate(picture.remotes) : (picture?.remotes ?? {}),
      clientErrors: reports.summary(),
    });
  };
}
