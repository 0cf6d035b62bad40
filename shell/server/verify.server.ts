/**
 * Runs the check of a new remote version (verify-worker) in a worker thread and answers with its
 * verdict. A worker that crashes, or does not answer in time (a version whose render never ends),
 * is a refusal too: the version never serves.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VerifyRequest, VerifyVerdict } from './verify-worker';

export type Verifier = (request: VerifyRequest) => Promise<VerifyVerdict>;

export const VERIFY_WORKER_FILE = 'verify-worker.js';

export function workerVerifier(serverDir: string): Verifier {
  return (request) =>
    new Promise((resolve) => {
      const worker = new Worker(path.join(serverDir, VERIFY_WORKER_FILE), { workerData: request });
      // Each load and render in the worker has its own deadline; this one catches a render that
      // never returns (a loop), which nothing inside the worker can interrupt.
      const deadlineMs = Math.max(30_000, request.timeoutMs * 20);
      let settled = false;
      const settle = (verdict: VerifyVerdict) => {
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
      worker.once('message', (verdict: VerifyVerdict) => settle(verdict));
      worker.once('error', (error) => settle({ ok: false, reason: `the check crashed: ${error.message}` }));
      worker.once('exit', (code) => settle({ ok: false, reason: `the check ended without a verdict (exit ${code})` }));
    });
}
