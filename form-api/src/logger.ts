/**
 * form-api logs with the servers' shared pino logger (@site-kit/node): JSON lines, never a message,
 * a name or an email address, and a phone only masked.
 */
import { createLogger as createServerLogger, type Logger } from '@site-kit/node';
import type { RequestHandler } from 'express';
import type { DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger };

export const createLogger = (level: string, name = 'form-api', destination?: DestinationStream): Logger =>
  createServerLogger(level, name, destination);

/** '(314) 555-0123' → '***-***-0123': enough to tell two leads apart, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}

/**
 * One JSON line per request through pino-http, at debug (LOG_LEVEL=debug shows them), and at error
 * with the error when form-api failed. Only the path is logged: a query can hold a lead's details.
 */
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
