/**
 * The mail worker: takes due outbox jobs in batches, sends them, and marks a job sent only after
 * the transport accepted it. A failed job waits with exponential backoff; when the server itself is
 * unreachable the whole worker pauses (one probe per backoff step instead of one per job), and the
 * first success after an outage makes every waiting job due again. Jobs live in SQLite, so a
 * restart simply carries on. Delivery is at least once: a crash between "accepted" and "marked
 * sent" sends that email again (with the same Message-ID).
 */
import { errorText } from '@site-kit/brand';
import type { Database } from 'better-sqlite3';
import type { MailConfig } from '../config.server';
import type { Logger } from '../logger';
import { retryDelay } from './backoff';
import { type MailJob, Outbox } from './outbox';
import { type MailAddresses, renderOwnerEmail } from './render';
import { isConnectionError, type MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  addresses: MailAddresses;
  logger: Logger;
  settings: Pick<MailConfig, 'retryBaseMs' | 'retryMaxMs' | 'batchSize' | 'pollMs'>;
  now?: () => number;
  random?: () => number;
}

export class MailWorker {
  readonly #outbox: Outbox;
  readonly #options: MailWorkerOptions;
  readonly #now: () => number;
  #wake: Promise<void> | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  #timer: NodeJS.Timeout | null = null;
  #pausedUntil = 0;
  #outageFailures = 0;
  #outcomes: (() => void)[] = [];

  constructor(options: MailWorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#outbox = new Outbox(options.db);
  }

  start(): void {
    this.#stopped = false;
    this.#run();
  }

  /**
   * Something may be due (a lead was just stored): drain on the next turn of the event loop, once
   * however many notifications that turn brought, and never twice at once.
   */
  notify(): void {
    if (this.#stopped || this.#wake) return;
    this.#wake = new Promise((resolve) =>
      setImmediate(() => {
        this.#wake = null;
        this.#run();
        resolve();
      }),
    );
  }

  #run(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#clearTimer();
    this.#running = this.#drain()
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'mail worker failed; retrying later'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.#run();
        } else {
          this.#scheduleNext();
        }
      });
  }

  /** Resolves once the drain in progress or notified (if any) is over. */
  async whenIdle(): Promise<void> {
    while (this.#wake || this.#running) await (this.#wake ?? this.#running);
  }

  /** Finish the batch in flight, then stop and close the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#clearTimer();
    await this.#running;
    await this.#options.transport.close();
  }

  async #drain(): Promise<void> {
    const { batchSize, retryBaseMs, retryMaxMs } = this.#options.settings;
    while (!this.#stopped && this.#now() >= this.#pausedUntil) {
      const jobs = this.#outbox.due(this.#now(), batchSize);
      if (jobs.length === 0) return;
      const outcomes = await Promise.all(jobs.map((job) => this.#deliver(job)));
      // Before the next query for due jobs, or it would hand out these again.
      this.#writeOutcomes();
      if (outcomes.includes('sent')) {
        if (this.#outageFailures > 0) {
          this.#outageFailures = 0;
          this.#options.logger.info({ rescheduled: this.#outbox.wakeAll(this.#now()) }, 'mail server reachable again');
        }
      } else if (outcomes.includes('unreachable')) {
        // One probe per batch: the pause grows with each batch that finds the server down.
        this.#outageFailures += 1;
        this.#pausedUntil =
          this.#now() + retryDelay(this.#outageFailures, retryBaseMs, retryMaxMs, this.#options.random);
      }
    }
  }

  async #deliver(job: MailJob): Promise<'sent' | 'failed' | 'unreachable'> {
    const { transport, addresses, logger, settings } = this.#options;
    const context = { jobId: job.jobId, submissionId: job.submission.id, kind: job.kind };
    try {
      await transport.send(renderOwnerEmail(job.kind, job.submission, addresses));
      const sentAt = this.#now();
      this.#recordOutcome(() => this.#outbox.markSent(job.jobId, sentAt));
      logger.info({ ...context, attempts: job.attempts + 1 }, 'email delivered');
      return 'sent';
    } catch (error) {
      const attempts = job.attempts + 1;
      const delay = retryDelay(attempts, settings.retryBaseMs, settings.retryMaxMs, this.#options.random);
      const message = errorText(error);
      const retryAt = this.#now() + delay;
      this.#recordOutcome(() => this.#outbox.retryLater(job.jobId, attempts, retryAt, message));
      logger.warn({ ...context, attempts, retryInMs: delay, error: message }, 'email not delivered; will retry');
      return isConnectionError(error) ? 'unreachable' : 'failed';
    }
  }

  /**
   * Outcomes are written as soon as the event loop turns, all that arrived in one turn in one
   * transaction: a burst of accepted emails costs one commit, not one each.
   */
  #recordOutcome(write: () => void): void {
    if (this.#outcomes.push(write) === 1) setImmediate(() => this.#writeOutcomes());
  }

  #writeOutcomes(): void {
    const writes = this.#outcomes;
    if (writes.length === 0) return;
    this.#outcomes = [];
    this.#outbox.inTransaction(() => {
      for (const write of writes) write();
    });
  }

  /** Wake up when the next job is due, or after the poll interval at the latest. */
  #scheduleNext(): void {
    if (this.#stopped) return;
    const now = this.#now();
    const candidates = [now + this.#options.settings.pollMs];
    try {
      const nextDue = this.#outbox.nextDueAt();
      if (nextDue !== null) candidates.push(Math.max(nextDue, this.#pausedUntil));
    } catch (error) {
      this.#options.logger.error({ err: error }, 'mail worker cannot read the outbox; polling');
    }
    const wait = Math.max(1, Math.min(...candidates) - now);
    this.#timer = setTimeout(() => this.#run(), wait);
    this.#timer.unref();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
