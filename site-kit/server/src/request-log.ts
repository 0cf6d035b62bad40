/**
 * The servers' request log (the shell and form-api): one pino-http line per request, at debug for a
 * request that went well and at error, with the error (`res.err`), when the server failed: one line
 * per failure. Only the path is logged: a query can hold a visitor's details.
 */
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export interface RequestLogOptions {
  /**
   * An answer whose failure another process logged already (the shell's gate passing on what its
   * renderer answered): its line stays at debug, so a failure is one error line, not two.
   */
  loggedElsewhere?: (res: Response) => boolean;
}

export function requestLog(logger: Logger, { loggedElsewhere }: RequestLogOptions = {}): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res: ServerResponse, error) =>
      error || (res.statusCode >= 500 && !loggedElsewhere?.(res as Response)) ? 'error' : 'debug',
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
