/** Starting and stopping the whole of form-api: database, mail worker and HTTP server. */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '@site-kit/node';
import type { Database } from 'better-sqlite3';
import { createFormApi } from './app';
import type { FormApiConfig } from './config.server';
import { openDatabase } from './db/database';
import { SubmissionStore } from './db/submissions';
import { createLogger, type Logger } from './logger';
import { startMailRunner } from './mail/runner';

export interface RunningFormApi {
  url: string;
  server: Server;
  db: Database;
  store: SubmissionStore;
  /** Stop taking requests, let the mail worker finish its batch, close the database. */
  close(): Promise<void>;
}

export async function startFormApi(
  config: FormApiConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningFormApi> {
  const db = openDatabase(config.databasePath);
  const store = new SubmissionStore(db);
  const mail = startMailRunner(config, db, logger);
  // The site's request deadlines: a dribbled body or header is cut off (issue 24).
  const server = createHttpServer(createFormApi({ config, store, notifyMail: () => mail.notify(), logger }));
  server.listen(config.port, config.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    await mail.stop();
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, database: config.databasePath, mail: mail.description, worker: config.mail.worker },
    'form-api listening',
  );
  return {
    url: `http://${config.host}:${port}`,
    server,
    db,
    store,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await mail.stop();
      db.close();
      logger.flush();
    },
  };
}
