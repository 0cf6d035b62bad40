/**
 * The servers' request log (the shell and form-api): one pino-http line per request, at debug for a
 * request that went well and at error, with the error (`res.err`), when the server failed: one line
 * per failure. Only the path is logged: a query can hold a visitor's details.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'debug'),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
