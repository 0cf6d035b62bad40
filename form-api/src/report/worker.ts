/**
 * The report's worker thread (runner.ts): its own read-only connection to the database, one report
 * at a time, answered with the report model (bounded: the page and the CSV are made from it).
 */

import { parentPort, workerData } from 'node:worker_threads';
import { errorText } from '@site-kit/brand';
import { openDatabaseReadOnly } from '../db/database';
import { type Report, type ReportDays, ReportSource } from './report';

export interface ReportRequest {
  id: number;
  days: ReportDays;
  now: number;
}

export interface ReportResponse {
  id: number;
  report?: Report;
  error?: string;
}

if (parentPort) {
  const port = parentPort;
  const source = new ReportSource(openDatabaseReadOnly((workerData as { databasePath: string }).databasePath));
  port.on('message', ({ id, days, now }: ReportRequest) => {
    try {
      port.postMessage({ id, report: source.report(days, now) } satisfies ReportResponse);
    } catch (error) {
      port.postMessage({ id, error: errorText(error) } satisfies ReportResponse);
    }
  });
}
