/**
 * A transport whose sending happens in a worker thread: building MIME messages and talking SMTP (or
 * writing .eml files) costs CPU that must not delay requests. The outbox itself stays on the main
 * thread, so SQLite has a single writer and a request never waits for a lock held by the mailer.
 * A crashed thread fails its sends in flight as "unreachable" (they are retried) and is replaced.
 */
import type { Worker } from 'node:worker_threads';
import type { OwnerEmail } from './render';
import type { MailTransport } from './transport';

export type SenderRequest = { type: 'send'; id: number; email: OwnerEmail } | { type: 'close' };
export type SenderReply =
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; error: { message: string; code?: string; responseCode?: number } };

const RESTART_DELAY_MS = 500;
const CLOSE_TIMEOUT_MS = 10_000;

export class ThreadTransport implements MailTransport {
  readonly description: string;
  readonly #spawn: () => Worker;
  readonly #onCrash: (error: unknown) => void;
  readonly #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  #thread: Worker | null = null;
  #nextId = 1;
  #closing = false;

  constructor(options: { spawn: () => Worker; description: string; onCrash: (error: unknown) => void }) {
    this.#spawn = options.spawn;
    this.#onCrash = options.onCrash;
    this.description = `${options.description} (sender thread)`;
    this.#start();
  }

  send(email: OwnerEmail): Promise<void> {
    const thread = this.#thread;
    if (!thread) return Promise.reject(unreachable('mail sender thread is restarting'));
    const id = this.#nextId++;
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      thread.postMessage({ type: 'send', id, email } satisfies SenderRequest);
    });
  }

  async close(): Promise<void> {
    this.#closing = true;
    const thread = this.#thread;
    if (!thread) return;
    const exited = new Promise((resolve) => thread.once('exit', resolve));
    thread.postMessage({ type: 'close' } satisfies SenderRequest);
    const timer = setTimeout(() => void thread.terminate(), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  #start(): void {
    const thread = this.#spawn();
    this.#thread = thread;
    thread.on('message', (reply: SenderReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.type === 'sent') pending.resolve();
      else pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    thread.on('error', (error) => this.#onCrash(error));
    thread.on('exit', () => {
      this.#thread = null;
      for (const pending of this.#pending.values()) pending.reject(unreachable('mail sender thread stopped'));
      this.#pending.clear();
      if (!this.#closing) setTimeout(() => this.#start(), RESTART_DELAY_MS).unref();
    });
  }
}

const unreachable = (message: string) => Object.assign(new Error(message), { code: 'ESOCKET' });
