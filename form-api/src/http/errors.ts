/**
 * What a request that failed is answered with. A client's fault (a body over the cap, broken JSON, a
 * body whose Content-Encoding does not decode) keeps its 4xx status and a short message; anything
 * else is a 500 logged once, with the error, by the request log. Never a stack in an answer.
 */
import { asError, errorText } from '@site-kit/brand';
import { FAILED_SUBMIT_MESSAGE } from '@site-kit/forms';
import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from '../logger';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE, READ_FAILED_MESSAGE } from './messages';

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

export const UNDECODABLE_BODY_MESSAGE = 'The request body could not be decoded';

export interface ClientError {
  status: number;
  message: string;
  /** Worth one warn line: the body was sent compressed and did not inflate. */
  undecodable: boolean;
}

/**
 * The client's fault behind an error, or null for a failure of this server. body-parser marks a
 * body it could not inflate only by status 400 around zlib's own error (no `type`).
 */
export function clientErrorOf(error: unknown): ClientError | null {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return { status: known[0], message: known[1], undecodable: false };
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: UNDECODABLE_BODY_MESSAGE, undecodable: true };
  return null;
}

/** Log a refused body that did not decode: one warn line, the reason, no stack. */
export function warnUndecodable(logger: Logger, refusal: ClientError, error: unknown, path: string): void {
  if (!refusal.undecodable) return;
  const reason = errorText(error);
  logger.warn({ path, status: refusal.status, reason }, 'request refused: body could not be decoded');
}

/** A failure of this server: the request log writes it once, with the error; the client learns nothing of it. */
export function markFailed(res: Response, error: unknown): boolean {
  res.err = asError(error);
  if (!res.headersSent) return true;
  res.destroy();
  return false;
}

export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const refusal = clientErrorOf(error);
    if (refusal) {
      warnUndecodable(logger, refusal, error, req.path);
      res.status(refusal.status).json({ success: false, error: refusal.message });
      return;
    }
    if (!markFailed(res, error)) return;
    res.status(500).json({ success: false, error: req.method === 'GET' ? READ_FAILED_MESSAGE : FAILED_SUBMIT_MESSAGE });
  };
}
