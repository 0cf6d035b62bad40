/**
 * form-api logs with the servers' shared pino logger (@site-kit/server): JSON lines, never a message,
 * a name or an email address, and a phone only masked.
 */
import { createLogger as createServerLogger, type Logger } from '@site-kit/server';
import type { DestinationStream } from 'pino';

export type { Logger };

export const createLogger = (level: string, name = 'form-api', destination?: DestinationStream): Logger =>
  createServerLogger(level, name, destination);

/** '(314) 555-0123' → '***-***-0123': enough to tell two leads apart, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}
