/**
 * Where the owner's report is computed (issue 33, decision F44): in a worker thread of its own, with
 * its own read-only SQLite connection, so a report over a large table never holds form-api's event
 * loop while a lead waits. One worker, started on the first report and kept; reports queue in it.
 * A report that takes longer than REPORT_DEADLINE_MS ends the worker (the next starts a new one).
 */
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { type Report, type ReportDays, ReportSource } from './report';
import type { ReportRequest, ReportResponse } from './worker';

export const REPORT_WORKER_FILE = 'report-worker.js';
export const REPORT_DEADLINE_MS = 30_000;

export interface ReportRunner {
  report(days: ReportDays, now?: number): Promise<Report>;
  close(): Promise<void>;
}

/** In the calling thread: for an in-memory database (tests), which no other connection can open. */
export function inlineReports(db: Database): ReportRunner {
  const source = new ReportSource(db);
  return {
    report: async (days, now) => source.report(days, now),
    close: async () => {},
  };
}

export function workerReports(workerFile: string, databasePath: string): ReportRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (report: Report) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(workerFile, { workerData: { databasePath } });
    started.on('message', ({ id, report, error }: ReportResponse) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (report) waiting.resolve(report);
      else waiting.reject(new Error(error ?? 'the report failed'));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the report worker ended (exit ${code})`));
    });
    // An idle worker does not keep form-api running.
    started.unref();
    return started;
  };

  return {
    report(days, now = Date.now()) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<Report>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          pending.delete(id);
          reject(new Error(`the report did not finish within ${REPORT_DEADLINE_MS} ms`));
          void current.terminate();
        }, REPORT_DEADLINE_MS);
        timer.unref();
        pending.set(id, {
          resolve: (report) => {
            clearTimeout(timer);
            resolve(report);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        current.postMessage({ id, days, now } satisfies ReportRequest);
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
