import type { Lead } from '@site-kit/forms';
import type { Database } from 'better-sqlite3';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { SubmissionStore } from '../db/submissions';
import { Inbox } from '../owner/inbox';
import { Outbox } from './outbox';
import type { OwnerEmail } from './render';
import type { MailTransport } from './transport';
import { MailWorker } from './worker';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  formType: 'contact',
  name: 'Ana Ruiz',
  phone: '(618) 555-0100',
  email: null,
  address: null,
  service: '',
  message: 'Do you open safes?',
  isEmergency: false,
  isNewCustomer: true,
  ...overrides,
});

/** A transport whose every send is decided by the test. */
class ScriptedTransport implements MailTransport {
  readonly description = 'scripted';
  readonly sent: OwnerEmail[] = [];
  readonly attempts: OwnerEmail[] = [];
  closed = false;
  outcome: (email: OwnerEmail) => Promise<void> = async () => {};

  async send(email: OwnerEmail): Promise<void> {
    this.attempts.push(email);
    await this.outcome(email);
    this.sent.push(email);
  }

  close(): void {
    this.closed = true;
  }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION' });
const rejected = () => Object.assign(new Error('550 mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 });

interface JobRow {
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

describe('MailWorker (outbox retry logic)', () => {
  let db: Database;
  let store: SubmissionStore;
  let transport: ScriptedTransport;
  let clock: number;
  let worker: MailWorker;

  const jobs = () => db.prepare('SELECT * FROM mail_outbox ORDER BY id').all() as JobRow[];
  const run = async () => {
    worker.notify();
    await worker.whenIdle();
  };

  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = 1_000_000;
    store = new SubmissionStore(db, () => clock);
    transport = new ScriptedTransport();
    worker = new MailWorker({
      db,
      transport,
      addresses: { from: 'website@example.test', ownerEmail: 'owner@example.test' },
      logger: pino({ level: 'silent' }),
      settings: { retryBaseMs: 100, retryMaxMs: 1000, batchSize: 10, pollMs: 60_000 },
      now: () => clock,
      random: () => 1,
    });
    worker.start();
  });

  afterEach(async () => {
    await worker.stop();
    db.close();
  });

  it('sends every due job once and marks it sent', async () => {
    store.save(lead());
    store.save(lead({ formType: 'emergency', service: 'car-lockout', isEmergency: true }));
    await run();
    expect(transport.sent.map((email) => email.headers['X-Mail-Kind'])).toEqual([
      'notification',
      'notification',
      'emergency_alert',
    ]);
    expect(jobs().map((job) => [job.status, job.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
    await run();
    expect(transport.attempts).toHaveLength(3);
  });

  it('marks a job sent only once the transport accepted it', async () => {
    let accept: () => void = () => {};
    transport.outcome = () => new Promise<void>((resolve) => (accept = resolve));
    store.save(lead());
    worker.notify();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(jobs()[0]!.status).toBe('pending');
    accept();
    await worker.whenIdle();
    expect(jobs()[0]!.status).toBe('sent');
  });

  it('backs off exponentially while a message keeps failing, and keeps the error', async () => {
    transport.outcome = async () => {
      throw rejected();
    };
    store.save(lead());
    await run();
    expect(jobs()[0]).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock + 100 });
    expect(jobs()[0]!.last_error).toContain('550 mailbox unavailable');
    // Still waiting for the mail server between its tries (the health check and the CLI show it).
    expect(new Outbox(db, () => clock).pendingCount()).toBe(1);
    await run();
    expect(transport.attempts).toHaveLength(1); // not due yet
    clock += 100;
    await run();
    expect(jobs()[0]).toMatchObject({ attempts: 2, next_attempt_at: clock + 200 });
    clock += 200;
    await run();
    expect(jobs()[0]).toMatchObject({ attempts: 3, next_attempt_at: clock + 400 });
    clock += 5_000;
    await run();
    expect(jobs()[0]).toMatchObject({ attempts: 4, next_attempt_at: clock + 800 });
    clock += 800;
    await run();
    expect(jobs()[0]).toMatchObject({ attempts: 5, next_attempt_at: clock + 1000 }); // capped
    transport.outcome = async () => {};
    clock += 1000;
    await run();
    expect(jobs()[0]).toMatchObject({ status: 'sent', attempts: 6, last_error: null });
  });

  it('a message the server rejects does not hold back the others', async () => {
    transport.outcome = async (email) => {
      if (email.subject.includes('Bad Apple')) throw rejected();
    };
    store.save(lead({ name: 'Bad Apple' }));
    store.save(lead({ name: 'Good Egg' }));
    await run();
    expect(jobs().map((job) => job.status)).toEqual(['pending', 'sent']);
  });

  it('pauses the whole worker while the server is unreachable, then delivers everything at once', async () => {
    transport.outcome = async () => {
      throw refused();
    };
    for (let index = 0; index < 25; index += 1) store.save(lead({ name: `Lead ${index}` }));
    await run();
    // One batch probed the server; the 15 others were not tried (no attempt spent on them).
    expect(transport.attempts).toHaveLength(10);
    expect(jobs().filter((job) => job.attempts === 0)).toHaveLength(15);
    await run();
    expect(transport.attempts).toHaveLength(10); // still paused
    clock += 100;
    await run();
    expect(transport.attempts).toHaveLength(20); // one more probe after the pause
    transport.outcome = async () => {};
    clock += 200;
    await run();
    // The first success woke the jobs that were waiting out their own backoff.
    expect(jobs().every((job) => job.status === 'sent')).toBe(true);
    expect(new Set(transport.sent.map((email) => email.messageId)).size).toBe(25);
  });

  it('carries on after a restart with what the previous worker left pending', async () => {
    transport.outcome = async () => {
      throw refused();
    };
    store.save(lead());
    await run();
    await worker.stop();
    expect(transport.closed).toBe(true);
    const next = new ScriptedTransport();
    worker = new MailWorker({
      db,
      transport: next,
      addresses: { from: 'website@example.test', ownerEmail: 'owner@example.test' },
      logger: pino({ level: 'silent' }),
      settings: { retryBaseMs: 100, retryMaxMs: 1000, batchSize: 10, pollMs: 60_000 },
      now: () => clock,
    });
    worker.start();
    clock += 100;
    await run();
    expect(next.sent).toHaveLength(1);
    expect(jobs()[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('wakes itself when the next retry is due', async () => {
    let fail = true;
    transport.outcome = async () => {
      if (fail) throw rejected();
    };
    const realClockWorker = new MailWorker({
      db,
      transport,
      addresses: { from: 'website@example.test', ownerEmail: 'owner@example.test' },
      logger: pino({ level: 'silent' }),
      settings: { retryBaseMs: 30, retryMaxMs: 30, batchSize: 10, pollMs: 60_000 },
    });
    await worker.stop();
    store = new SubmissionStore(db);
    store.save(lead());
    realClockWorker.start();
    await realClockWorker.whenIdle();
    expect(jobs()[0]!.status).toBe('pending');
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(jobs()[0]!.status).toBe('sent');
    await realClockWorker.stop();
  });
});

describe('the emergency reminder (EMERGENCY_REMINDER_MINUTES)', () => {
  const REMINDER_MS = 10 * 60_000;
  let db: Database;
  let clock: number;
  let transport: ScriptedTransport;
  let worker: MailWorker;

  const startWorker = () => {
    worker = new MailWorker({
      db,
      transport,
      addresses: { from: 'website@example.test', ownerEmail: 'owner@example.test', alertEmails: ['desk@example.test'] },
      logger: pino({ level: 'silent' }),
      settings: { retryBaseMs: 100, retryMaxMs: 1000, batchSize: 10, pollMs: 60_000 },
      now: () => clock,
      random: () => 1,
    });
    worker.start();
  };
  const run = async () => {
    worker.notify();
    await worker.whenIdle();
  };
  const kinds = () => transport.sent.map((email) => email.headers['X-Mail-Kind']);
  const emergency = lead({ formType: 'emergency', name: 'Lee Park', service: 'car-lockout', isEmergency: true });

  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = 1_000_000;
    transport = new ScriptedTransport();
    startWorker();
  });
  afterEach(async () => {
    await worker.stop();
    db.close();
  });

  it('is sent once, that long after an emergency that is still open, to the owner and ALERT_EMAILS', async () => {
    const store = new SubmissionStore(db, () => clock, REMINDER_MS);
    store.save(emergency);
    store.save(lead({ name: 'Calm' }));
    await run();
    expect(kinds()).toEqual(['notification', 'emergency_alert', 'notification']);
    clock += REMINDER_MS - 1;
    await run();
    expect(kinds()).toHaveLength(3);
    clock += 1;
    await run();
    expect(kinds()).toEqual(['notification', 'emergency_alert', 'notification', 'emergency_reminder']);
    const reminder = transport.sent[3]!;
    expect(reminder.subject).toBe('STILL OPEN · call (618) 555-0100 now · Car Lockout · Lee Park');
    expect(reminder.to).toBe('owner@example.test, desk@example.test');
    expect(reminder.text.split('\n')[0]).toBe('Call (618) 555-0100 · Lee Park (tel:+16185550100)');
    expect(transport.sent[0]!.to).toBe('owner@example.test');
    expect(transport.sent[1]!.to).toBe('owner@example.test, desk@example.test');
    clock += REMINDER_MS * 3;
    await run();
    expect(kinds()).toHaveLength(4);
  });

  it('counts as a pending email only once it is due, not while it is scheduled', async () => {
    const store = new SubmissionStore(db, () => clock, REMINDER_MS);
    const outbox = new Outbox(db, () => clock);
    store.save(emergency);
    expect(outbox.pendingCount()).toBe(2);
    await run();
    expect(outbox.pendingCount()).toBe(0);
    clock += REMINDER_MS;
    expect(outbox.pendingCount()).toBe(1);
  });

  it('is cancelled when the lead is marked handled before it is due, and not moved by an outage ending', async () => {
    const store = new SubmissionStore(db, () => clock, REMINDER_MS);
    const inbox = new Inbox(db, () => clock);
    const handled = store.save(emergency);
    const open = store.save({ ...emergency, name: 'Still Waiting' });
    if (handled.kind !== 'created' || open.kind !== 'created') throw new Error('not stored');
    // An outage ends: jobs that were waiting out their backoff are due at once; a reminder is not.
    transport.outcome = async () => {
      throw refused();
    };
    await run();
    transport.outcome = async () => {};
    clock += 100;
    await run();
    expect(kinds()).not.toContain('emergency_reminder');
    clock += 60_000;
    inbox.markHandled(handled.id);
    clock += REMINDER_MS;
    await run();
    expect(
      transport.sent
        .filter((email) => email.headers['X-Mail-Kind'] === 'emergency_reminder')
        .map((email) => email.headers['X-Submission-Id']),
    ).toEqual([open.id]);
  });

  it('survives a restart: its due time is in the outbox, not in a timer', async () => {
    new SubmissionStore(db, () => clock, REMINDER_MS).save(emergency);
    await run();
    await worker.stop();
    transport = new ScriptedTransport();
    clock += REMINDER_MS;
    startWorker();
    await run();
    expect(kinds()).toEqual(['emergency_reminder']);
  });

  it('is not queued with the minutes at 0, nor for a lead that is not an emergency', () => {
    new SubmissionStore(db, () => clock, 0).save(emergency);
    new SubmissionStore(db, () => clock, REMINDER_MS).save(lead({ name: 'Calm' }));
    expect(db.prepare("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'emergency_reminder'").pluck().get()).toBe(0);
  });
});
