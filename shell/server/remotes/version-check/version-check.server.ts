/**
 * Runs the check of a new remote version (version-check-worker) in a worker thread and answers with its
 * verdict. A worker that crashes, or does not answer in time (a version whose render never ends),
 * is a refusal too: the version never serves.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VersionCheckRequest, VersionCheckVerdict } from './version-check-worker';

export type VersionCheck = (request: VersionCheckRequest) => Promise<VersionCheckVerdict>;

export const VERSION_CHECK_WORKER_FILE = 'version-check-worker.js';

export function workerVersionCheck(serverDir: string): VersionCheck {
  return (request) =>
    new Promise((resolve) => {
      const worker = new Worker(path.join(serverDir, VERSION_CHECK_WORKER_FILE), { workerData: request });
      // Each load and render in the worker has its own deadline; this one catches a render that
      // never returns (a loop), which nothing inside the worker can interrupt.
      const deadlineMs = Math.max(30_000, request.timeoutMs * 20);
      let settled = false;
      const settle = (verdict: VersionCheckVerdict) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(verdict);
      };
      const timer = setTimeout(
        () => settle({ ok: false, reason: `the check did not finish within ${deadlineMs} ms` }),
        deadlineMs,
      );
      worker.once('message', (verdict: VersionCheckVerdict) => settle(verdict));
      worker.once('error', (error) => settle({ ok: false, reason: `the check crashed: ${error.message}` }));
      worker.once('exit', (code) => settle({ ok: false, reason: `the check ended without a verdict (exit ${code})` }));
    });
}
