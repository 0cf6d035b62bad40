import { emptyAttribution, type Lead } from '@site-kit/forms';
import { describe, expect, it } from 'vitest';
import { Inbox } from '../owner/inbox';
import { testLead } from '../testing/leads';
import { openDatabase } from './database';
import { SubmissionStore } from './submissions';

const lead = testLead;

describe('SubmissionStore', () => {
  it('writes a lead and its email jobs together: one for a lead, two for an emergency', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    store.save(lead('Calm'));
    store.save(lead('Urgent', { isEmergency: true }));
    const jobs = store.db
      .prepare(
        `SELECT s.name, o.kind FROM mail_outbox o JOIN contact_submissions s ON s.id = o.submission_id ORDER BY o.id`,
      )
      .all();
    expect(jobs).toEqual([
      { name: 'Calm', kind: 'notification' },
      { name: 'Urgent', kind: 'notification' },
      { name: 'Urgent', kind: 'emergency_alert' },
    ]);
  });

  it('answers a key seen again as a replay of the first, and a key reused for another lead as a conflict', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const first = store.save(lead('Ida'), { idempotencyKey: 'key-123456' });
    expect(first).toMatchObject({ kind: 'created' });
    expect(store.save(lead('Ida'), { idempotencyKey: 'key-123456' })).toEqual({
      kind: 'replayed',
      id: first.kind === 'created' ? first.id : '',
    });
    expect(store.save(lead('Not Ida'), { idempotencyKey: 'key-123456' })).toEqual({ kind: 'conflict' });
    expect(store.latest(10)).toHaveLength(1);
  });

  it('answers the same lead again within the window as the first, while it is open', () => {
    let now = Date.parse('2026-11-25T12:00:00.000Z');
    const store = new SubmissionStore(openDatabase(':memory:'), () => now);
    const windowed = { sameLeadWithinMs: 600_000 };
    const first = store.save({ ...lead('Dee'), attribution: { ...emptyAttribution(), pagePath: '/' } }, windowed);
    if (first.kind !== 'created') throw new Error('the first post stores a lead');
    now += 599_000;
    // Sent from another page: the same request.
    const again = { ...lead('Dee'), attribution: { ...emptyAttribution(), pagePath: '/contact' } };
    expect(store.save(again, windowed)).toEqual({ kind: 'replayed', id: first.id });
    expect(store.save(lead('Dee', { phone: '(314) 555-0199' }), windowed)).toMatchObject({ kind: 'created' });
    now += 2_000;
    expect(store.save(lead('Dee'), windowed)).toMatchObject({ kind: 'created' });
    // Within the window of that one: a key, or no window, says what the lead is.
    expect(store.save(lead('Dee'), { ...windowed, idempotencyKey: 'key-dee-0001' })).toMatchObject({ kind: 'created' });
    expect(store.save(lead('Dee'))).toMatchObject({ kind: 'created' });
    expect(store.latest(10)).toHaveLength(5);
    expect(store.db.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(5);
  });

  it('does not match a lead the owner has marked handled: the request asked again reaches them', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const windowed = { sameLeadWithinMs: 600_000 };
    const first = store.save(lead('Eve'), windowed);
    if (first.kind !== 'created') throw new Error('the first post stores a lead');
    expect(new Inbox(store.db).markHandled(first.id)).toBe(true);
    expect(store.save(lead('Eve'), windowed)).toMatchObject({ kind: 'created' });
  });

  it('a row the database refuses leaves nothing behind, not even its email job', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    store.save(lead('Good One'));
    expect(() => store.save(lead('Bad', { phone: null as unknown as string }))).toThrow(/NOT NULL/);
    store.save(lead('Good Two'));
    expect(store.latest(10).map((submission) => submission.name)).toEqual(['Good Two', 'Good One']);
    expect(store.db.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(2);
  });

  it('stores a form type it has never seen without a migration (the forms package decides the types)', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const saved = store.save(lead('New form', { formType: 'locksmith-survey' as Lead['formType'] }));
    expect(saved).toMatchObject({ kind: 'created', mailJobs: 1 });
    expect(store.latest(1)[0]).toMatchObject({ name: 'New form', formType: 'locksmith-survey' });
  });

  it("holds a lead over its address's limit: stored, no email queued until released", () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const saved = store.save(lead('Held', { isEmergency: true }), { held: true });
    expect(saved).toMatchObject({ kind: 'created', mailJobs: 0 });
    const [stored] = store.latest(1);
    expect(stored).toMatchObject({ name: 'Held', heldAt: stored!.createdAt, handledAt: null });
    expect(store.db.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(0);
  });

  it('keeps empty optional fields as null and ids random', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const a = store.save(lead('A'));
    const b = store.save(lead('B'));
    expect(a.kind === 'created' && b.kind === 'created' && a.id !== b.id).toBe(true);
    expect(store.latest(1)[0]).toMatchObject({ email: null, address: null, name: 'B' });
  });
});
