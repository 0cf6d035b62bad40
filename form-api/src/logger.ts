/**
 * Structured JSON logs (pino) written asynchronously, so logging never stalls a request. Leads are
 * personal data: a log line may say which form and service, but never a full phone number, a
 * message, a name or an email address.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function createLogger(
  level: string,
  name = 'form-api',
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
        paths: ['body', 'req.body', 'headers.authorization', 'req.headers.authorization', 'email', 'message'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** '(314) 555-0123' → '***-***-0123': enough to tell two leads apart, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}
