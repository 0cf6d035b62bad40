/**
 * Runs the mail worker beside the HTTP server, on the same SQLite connection (one writer, no lock
 * waits) and the same thread: a locksmith's few leads an hour cost it nothing measurable (decision
 * F12). `MAIL_WORKER=off` is for extra API processes sharing one database with a process that runs
 * the worker.
 */
import type { Database } from 'better-sqlite3';
import type { FormApiConfig } from '../config.server';
import type { Logger } from '../logger';
import { createTransport } from './transport';
import { MailWorker } from './worker';

export interface MailRunner {
  /** A lead was stored: its emails are due now. */
  notify(): void;
  stop(): Promise<void>;
  /** Where emails go, for the startup log. */
  readonly description: string;
}

export function startMailRunner(config: FormApiConfig, db: Database, logger: Logger): MailRunner {
  if (config.mail.worker === 'off') return { notify() {}, stop: async () => {}, description: 'off' };
  const transport = createTransport(config.mail);
  const worker = new MailWorker({
    db,
    transport,
    addresses: {
      from: config.mail.from,
      ownerEmail: config.mail.ownerEmail,
      alertEmails: config.mail.alertEmails,
      inboxUrl: config.ownerToken ? config.owner.url : null,
    },
    logger,
    settings: config.mail,
  });
  worker.start();
  return { notify: () => worker.notify(), stop: () => worker.stop(), description: transport.description };
}
