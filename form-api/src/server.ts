/**
 * Starting and stopping the whole of form-api: database, mail worker, retention job, the API's HTTP server and,
 * when OWNER_TOKEN is set, the owner inbox's server on its own port (decision F30).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenHttp } from '@site-kit/server';
import type { Database } from 'better-sqlite3';
import { createFormApi } from './app';
import type { FormApiConfig } from './config.server';
import { openDatabase } from './db/database';
import { startRetention } from './db/lead-removal';
import { SubmissionStore } from './db/submissions';
import { createLogger, type Logger } from './logger';
import { startMailRunner } from './mail/runner';
import { createOwnerApp } from './owner/app';
import { inlineReports, REPORT_WORKER_FILE, type ReportRunner, workerReports } from './report/runner';

export interface StartOptions {
  /**
   * The built report worker (dist/report-worker.js beside this file, the default), or null to run
   * reports in this thread: only for an in-memory database or sources run by vitest, which have no build.
   */
  reportWorkerFile?: string | null;
}

export interface RunningFormApi {
  url: string;
  /** The owner inbox's listening address (null when OWNER_TOKEN is unset: the inbox is off). */
  ownerUrl: string | null;
  server: Server;
  db: Database;
  store: SubmissionStore;
  /** Stop taking requests, let the mail worker finish its batch, close the database. */
  close(): Promise<void>;
}

/** One of form-api's HTTP servers, listening. */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await closed;
}

export async function startFormApi(
  config: FormApiConfig,
  logger: Logger = createLogger(config.logLevel),
  { reportWorkerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), REPORT_WORKER_FILE) }: StartOptions = {},
): Promise<RunningFormApi> {
  const db = openDatabase(config.databasePath);
  const reports: ReportRunner =
    reportWorkerFile && !db.memory ? workerReports(reportWorkerFile, config.databasePath) : inlineReports(db);
  const store = new SubmissionStore(db, Date.now, config.reminderMs);
  const retention = startRetention({ db, days: config.retentionDays, logger });
  const mail = startMailRunner(config, db, logger);
  const notifyMail = () => mail.notify();
  let ownerServer: Server | null = null;
  let server: Server;
  try {
    // The inbox first: once the API answers its health check, both are up.
    if (config.ownerToken) {
      const owner = createOwnerApp({ config, ownerToken: config.ownerToken, db, notifyMail, logger, reports });
      ownerServer = await listenHttp(owner, config.owner.port, config.owner.host);
    }
    server = await listenHttp(createFormApi({ config, store, notifyMail, logger }), config.port, config.host);
  } catch (error) {
    if (ownerServer) await closeServer(ownerServer);
    await reports.close();
    retention.stop();
    await mail.stop();
    db.close();
    throw error;
  }
  const servers = ownerServer ? [server, ownerServer] : [server];
  const { port } = server.address() as AddressInfo;
  const ownerPort = ownerServer ? (ownerServer.address() as AddressInfo).port : null;
  logger.info(
    {
      port,
      database: config.databasePath,
      mail: mail.description,
      worker: config.mail.worker,
      trustProxy: config.trustProxy.description,
      inbox: ownerPort === null ? 'off (OWNER_TOKEN unset)' : `${config.owner.url} (port ${ownerPort})`,
    },
    'form-api listening',
  );
  return {
    url: `http://${config.host}:${port}`,
    ownerUrl: ownerPort === null ? null : `http://${config.owner.host}:${ownerPort}`,
    server,
    db,
    store,
    async close() {
      await Promise.all(servers.map(closeServer));
      await reports.close();
      retention.stop();
      await mail.stop();
      db.close();
      logger.flush();
    },
  };
}
