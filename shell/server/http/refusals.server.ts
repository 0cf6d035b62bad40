/**
 * What the gate refuses, and how every refusal is answered: a body on a method that carries none, a
 * path that does not decode, a method pages do not take, and the final error handler every failure
 * ends in (decision H6).
 */
import { asError } from '@site-kit/brand';
import { FAILED_SUBMIT_MESSAGE } from '@site-kit/forms';
import { BODY_TOO_LARGE_MESSAGE } from '@site-kit/server';
import type express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { type ErrorPageContext, errorMessage, errorPageHtml } from '../render/error-page.server';
import { checkPath } from './paths.server';

/** A request the shell refuses, with the status to answer (its message is for the log only). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries (the `Allow` of a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A client's fault (a body parser's 4xx, a bad path) keeps its status, and so do the gate's own; anything else is a 500. */
function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * The last handler (decision H6): whatever failed, the visitor gets the site's frame, the call link
 * and a short message (JSON under /api) with the right status; never a stack or a path of this
 * server. A server error is logged once, by the request log, with the error attached.
 */
export function finalErrorHandler(
  page: ErrorPageContext,
  security: express.Router,
  pollMs: number,
): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) res.err = asError(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Whatever is left of a refused body is read and dropped: closing on unread data resets the
    // connection, and the client could lose this answer.
    req.resume();
    const send = async () => {
      res.status(status).set('Cache-Control', 'no-store');
      if (error instanceof HttpError) res.set(error.headers);
      if (status === 503) res.set('Retry-After', String(Math.ceil(pollMs / 1000) + 5));
      if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') {
        const message =
          status === 413 ? BODY_TOO_LARGE_MESSAGE : status >= 500 ? FAILED_SUBMIT_MESSAGE : errorMessage(status).title;
        res.json({ success: false, error: message });
        return;
      }
      res.type('html').send(await errorPageHtml(status, page));
    };
    // An error raised before the security headers were set still gets them.
    if (res.getHeader('content-security-policy')) void send();
    else security(req, res, () => void send());
  };
}

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/**
 * A GET, HEAD, OPTIONS or DELETE carries no body on this site: one sent anyway (a request hidden in
 * a chunked body, issue 33) is refused before anything reads or forwards it, and the connection
 * closed so that the rest of it is never parsed as a request.
 */
export const refuseUnexpectedBodies: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  if (BODILESS_METHODS.has(req.method) && (req.headers['transfer-encoding'] !== undefined || (length ?? '0') !== '0')) {
    res.set('Connection', 'close');
    next(new HttpError(400, `a ${req.method} request carries no body here`));
    return;
  }
  next();
};

/** A path that does not decode is a 400; an odd form of a path, a redirect to its plain form (H7). */
export const plainPaths: RequestHandler = (req, res, next) => {
  const verdict = checkPath(req.originalUrl);
  if (verdict.kind === 'ok') return next();
  if (verdict.kind === 'bad') return next(new HttpError(400, 'undecodable path'));
  // 308 keeps a form post's method and body; a page visit gets the usual permanent redirect.
  res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, verdict.location);
};

const PAGE_METHODS = 'GET, HEAD, POST';

/** Pages are read (GET, HEAD) and take the site's forms (POST); anything else is refused with the site's page. */
export const methodNotAllowed: RequestHandler = (req, _res, next) => {
  next(new HttpError(405, `${req.method} is not allowed here`, { Allow: PAGE_METHODS }));
};
