/**
 * Runs the mail worker beside the HTTP server. In production it has a thread of its own (its own
 * SQLite connection and event loop), so rendering and sending emails never delays a request; tests
 * run it inline in the same process; `off` is for extra API processes sharing one database.
 */
import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { FormApiConfig } from '../config.server';
import type { Logger } from '../logger';
import { createTransport } from './transport';
import { MailWorker } from './worker';

export interface MailRunner {
  /** A lead was stored: its emails are due now. */
  notify(): void;
  stop(): Promise<void>;
}

/** What the worker thread needs to start on its own. */
export interface MailThreadData {
  databasePath: string;
  mail: FormApiConfig['mail'];
  logLevel: string;
}

export const MAIL_THREAD_FILE = 'mail-worker.js';
const THREAD_STOP_TIMEOUT_MS = 10_000;
const THREAD_RESTART_DELAY_MS = 1_000;

export function createMailWorker(db: Database, mail: FormApiConfig['mail'], logger: Logger): MailWorker {
  return new MailWorker({
    db,
    transport: createTransport(mail),
    addresses: { from: mail.from, ownerEmail: mail.ownerEmail },
    logger,
    settings: mail,
  });
}

export function startMailRunner(config: FormApiConfig, db: Database, logger: Logger): MailRunner {
  if (config.mail.worker === 'off') return { notify() {}, stop: async () => {} };
  if (config.mail.worker === 'inline') {
    const worker = createMailWorker(db, config.mail, logger);
    worker.start();
    return { notify: () => worker.notify(), stop: () => worker.stop() };
  }
  return startMailThread({ databasePath: config.databasePath, mail: config.mail, logLevel: config.logLevel }, logger);
}

function startMailThread(data: MailThreadData, logger: Logger): MailRunner {
  let thread: Worker;
  let stopping = false;
  let wakeQueued = false;
  const spawn = () => {
    thread = new Worker(path.join(import.meta.dirname, MAIL_THREAD_FILE), { workerData: data });
    thread.on('error', (error) => logger.error({ err: error }, 'mail thread crashed'));
    thread.on('exit', (code) => {
      if (stopping) return;
      logger.error({ code }, 'mail thread exited; restarting');
      setTimeout(spawn, THREAD_RESTART_DELAY_MS).unref();
    });
  };
  spawn();
  return {
    notify() {
      // One message per tick, however many leads the tick stored.
      if (wakeQueued) return;
      wakeQueued = true;
      setImmediate(() => {
        wakeQueued = false;
        thread.postMessage('wake');
      });
    },
    async stop() {
      stopping = true;
      const exited = once(thread, 'exit');
      thread.postMessage('stop');
      const timer = setTimeout(() => void thread.terminate(), THREAD_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
