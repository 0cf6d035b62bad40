/**
 * Runs the mail worker beside the HTTP server, on the same SQLite connection (one writer, no lock
 * waits). With MAIL_WORKER=thread (the default) the sending itself happens in a worker thread;
 * `inline` sends from the main thread (tests); `off` is for extra API processes sharing one
 * database with a process that runs the worker.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { FormApiConfig } from '../config.server';
import type { Logger } from '../logger';
import { ThreadTransport } from './thread-transport';
import { createTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

export interface MailRunner {
  /** A lead was stored: its emails are due now. */
  notify(): void;
  stop(): Promise<void>;
  /** Where emails go, for the startup log. */
  readonly description: string;
}

export const MAIL_SENDER_FILE = 'mail-sender.js';

function transportFor(mail: FormApiConfig['mail'], logger: Logger): MailTransport {
  if (mail.worker === 'inline') return createTransport(mail);
  return new ThreadTransport({
    spawn: () => new Worker(path.join(import.meta.dirname, MAIL_SENDER_FILE), { workerData: mail }),
    description: mail.smtpUrl ? 'smtp' : `files in ${mail.outboxDir}`,
    onCrash: (error) => logger.error({ err: error }, 'mail sender thread crashed; restarting'),
  });
}

export function startMailRunner(config: FormApiConfig, db: Database, logger: Logger): MailRunner {
  if (config.mail.worker === 'off') return { notify() {}, stop: async () => {}, description: 'off' };
  const transport = transportFor(config.mail, logger);
  const worker = new MailWorker({
    db,
    transport,
    addresses: { from: config.mail.from, ownerEmail: config.mail.ownerEmail },
    logger,
    settings: config.mail,
  });
  worker.start();
  return { notify: () => worker.notify(), stop: () => worker.stop(), description: transport.description };
}
