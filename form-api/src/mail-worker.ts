/** Entry of the mail worker thread (see mail/runner.ts): its own database connection and transport. */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { createMailWorker, type MailThreadData } from './mail/runner';

const data = workerData as MailThreadData;
const logger = createLogger(data.logLevel, 'form-api-mail');
// The API process migrated the schema before starting this thread.
const db = openDatabase(data.databasePath, { migrate: false });
const worker = createMailWorker(db, data.mail, logger);
worker.start();

parentPort?.on('message', (message: unknown) => {
  if (message === 'wake') worker.notify();
  if (message === 'stop') {
    void worker.stop().then(() => {
      db.close();
      logger.flush();
      parentPort?.close();
    });
  }
});
