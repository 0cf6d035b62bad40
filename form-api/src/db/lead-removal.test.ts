import { emptyAttribution } from '@site-kit/forms';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CallTapStore } from '../calls/store';
import { testLead, testProvenance, testTap } from '../testing/leads';
import { openDatabase } from './database';
import { LeadRemoval, startRetention } from './lead-removal';
import { SubmissionStore } from './submissions';

const DAY = 86_400_000;
const tap = testTap();

function setup() {
  const db = openDatabase(':memory:');
  let now = Date.parse('2026-11-23T12:00:00.000Z');
  const store = new SubmissionStore(db, () => now, 600_000);
  const taps = new CallTapStore(db);
  const save = (name: string, isEmergency = false) => {
    const saved = store.save({ ...testLead(name, { isEmergency }), attribution: emptyAttribution() });
    if (saved.kind !== 'created') throw new Error('not stored');
    return saved;
  };
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  return { db, taps, save, count, at: (time: number) => (now = time), now: () => now };
}

describe('deleting one lead', () => {
  it('removes its row, every email job it had (queued, sent, the reminder) and its link from call taps', () => {
    const { db, taps, save, count, now } = setup();
    const gone = save('Forget Me', true);
    const kept = save('Keep Me', true);
    db.prepare("UPDATE mail_outbox SET status = 'sent' WHERE kind = 'notification'").run();
    taps.record(tap, now(), testProvenance, gone.rowId);
    taps.record(tap, now(), testProvenance, kept.rowId);
    expect(count('mail_outbox')).toBe(6);
    expect(new LeadRemoval(db).removeLead(gone.id)).toBe(true);
    expect(db.prepare('SELECT name FROM contact_submissions').pluck().all()).toEqual(['Keep Me']);
    expect(db.prepare('SELECT DISTINCT submission_id FROM mail_outbox').pluck().all()).toEqual([kept.rowId]);
    // The taps stay counted; only the one that named the deleted lead lost its link.
    expect(db.prepare('SELECT submission_id FROM call_taps ORDER BY id').pluck().all()).toEqual([null, kept.rowId]);
    expect(new LeadRemoval(db).removeLead(gone.id)).toBe(false);
  });
});

describe('retention (LEAD_RETENTION_DAYS)', () => {
  it('deletes leads, their emails and call taps older than the days, keeps the rest', () => {
    const { db, taps, save, count, at, now } = setup();
    const start = now();
    const old = save('Old');
    taps.record(tap, now(), testProvenance, old.rowId);
    at(start + 10 * DAY);
    save('Recent');
    taps.record(tap, now(), testProvenance);
    at(start + 30 * DAY + 1);
    expect(new LeadRemoval(db).removeOlderThan(now() - 30 * DAY)).toEqual({ leads: 1, callTaps: 1 });
    expect(db.prepare('SELECT name FROM contact_submissions').pluck().all()).toEqual(['Recent']);
    expect(count('mail_outbox')).toBe(1);
    expect(count('call_taps')).toBe(1);
  });

  it('runs at start and then on its own; unset, it deletes nothing', () => {
    const { db, save, count, at, now } = setup();
    const start = now();
    save('Old');
    at(start + 100 * DAY);
    startRetention({ db, days: null, logger: pino({ level: 'silent' }), now }).stop();
    expect(count('contact_submissions')).toBe(1);
    const job = startRetention({ db, days: 90, logger: pino({ level: 'silent' }), now });
    job.stop();
    expect(count('contact_submissions')).toBe(0);
  });
});
