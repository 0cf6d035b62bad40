/**
 * Structured JSON logs (pino), one line per event, written asynchronously so logging never stalls a
 * request. Every server logs this way (the shell and form-api). Leads are personal data: a log line
 * may say which form and service, but never a message, a name or an email address.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL, the same variable and values for every server. */
export const logLevel = z.enum(LOG_LEVELS).default('info');

export function createLogger(
  level: string,
  name: string,
  destination: DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 0 }),
): Logger {
  return pino(
    {
      name,
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // A second line of defence if a body or a header ever reaches a log call.
      redact: {
        paths: [
          'body',
          'req.body',
          'headers.authorization',
          'req.headers.authorization',
          'req.headers.cookie',
          'email',
          'message',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
