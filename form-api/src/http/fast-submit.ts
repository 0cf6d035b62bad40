/**
 * The hot path, POST /api/submissions with a JSON body (every browser submit and every no-JS post
 * the shell forwards), handled on node:http without Express's router and body parser, which cost
 * more CPU than the whole rest of a submission. It keeps every rule of the Express route: the same
 * helmet headers, rate limiter, body cap, JSON errors and acceptor. Anything unusual (another
 * content type, a compressed body, a charset other than UTF-8) falls through to Express.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAILED_SUBMIT_MESSAGE, HTML_TRANSPORT_HEADER } from '@site-kit/forms';
import type { Logger } from '../logger';
import type { Answer, SubmissionAcceptor } from '../submissions/accept';
import { clientIp, type TrustFunction } from './client-ip';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE, RATE_LIMITED_MESSAGE, SUBMISSIONS_PATH } from './messages';
import { type RateLimiter, type RateLimitVerdict, rateLimitHeaders } from './rate-limit';
import { decodeUtf8, InvalidUtf8 } from './utf8';

const JSON_UTF8 = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export interface FastSubmitDeps {
  accept: SubmissionAcceptor;
  limiter: RateLimiter;
  trust: TrustFunction;
  bodyLimitBytes: number;
  /** Headers every form-api answer carries (helmet's, Cache-Control). */
  headers: Readonly<Record<string, string>>;
  logger: Logger;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      try {
        resolve(decodeUtf8(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

/** Returns a handler that answers the request and returns true, or returns false and leaves it to Express. */
export function fastSubmit(deps: FastSubmitDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const send = (res: ServerResponse, verdict: RateLimitVerdict, answer: Answer, close = false) => {
    const payload = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...deps.headers,
      ...rateLimitHeaders(verdict),
      ...answer.headers,
      ...(close ? { Connection: 'close' } : {}),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(payload),
    });
    res.end(payload);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const verdict = deps.limiter.hit(clientIp(req, deps.trust));
    if (verdict.limited) {
      req.resume();
      send(res, verdict, { status: 429, body: { success: false, error: RATE_LIMITED_MESSAGE } });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > deps.bodyLimitBytes) {
      req.resume();
      send(res, verdict, { status: 413, body: { success: false, error: BODY_TOO_LARGE_MESSAGE } }, true);
      return;
    }
    let raw: string;
    try {
      raw = await readBody(req, deps.bodyLimitBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(res, verdict, { status: 413, body: { success: false, error: BODY_TOO_LARGE_MESSAGE } }, true);
      } else if (error instanceof InvalidUtf8) {
        send(res, verdict, { status: 400, body: { success: false, error: MALFORMED_JSON_MESSAGE } });
      }
      return;
    }
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      body = null;
    }
    // Like express.json({ strict: true }): only an object or an array is a JSON body.
    if (body === null || (body !== undefined && typeof body !== 'object')) {
      send(res, verdict, { status: 400, body: { success: false, error: MALFORMED_JSON_MESSAGE } });
      return;
    }
    const key = req.headers['idempotency-key'];
    try {
      const answer = await deps.accept({
        body,
        html: req.headers[HTML_TRANSPORT_HEADER] === 'html',
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      send(res, verdict, answer);
    } catch (error) {
      deps.logger.error({ err: error, path: SUBMISSIONS_PATH }, 'request failed');
      send(res, verdict, { status: 500, body: { success: false, error: FAILED_SUBMIT_MESSAGE } });
    }
  };

  return (req, res) => {
    if (req.method !== 'POST' || req.url !== SUBMISSIONS_PATH) return false;
    if (!JSON_UTF8.test(req.headers['content-type'] ?? '')) return false;
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding !== 'identity') return false;
    void handle(req, res);
    return true;
  };
}
