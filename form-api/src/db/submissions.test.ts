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
    const windowed = { sameLeadWithinMs: 600_000, clientNetwork: '203.0.113.0/24' };
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
    const windowed = { sameLeadWithinMs: 600_000, clientNetwork: '203.0.113.0/24' };
    const first = store.save(lead('Eve'), windowed);
    if (first.kind !== 'created') throw new Error('the first post stores a lead');
    expect(new Inbox(store.db).markHandled(first.id)).toBe(true);
    expect(store.save(lead('Eve'), windowed)).toMatchObject({ kind: 'created' });
  });

  it('matches only a lead from the same client network, and a held one only for a post that is held too', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const window = { sameLeadWithinMs: 600_000 };
    const attacker = { ...window, clientNetwork: '198.51.100.0/24' };
    const victim = { ...window, clientNetwork: '203.0.113.0/24' };
    // A stranger over its limit posts someone's details: held, no email.
    const decoy = store.save(lead('Vic Tim', { isEmergency: true }), { ...attacker, held: true });
    expect(decoy).toMatchObject({ kind: 'created', mailJobs: 0 });
    // The real person's post, from their own network: a lead of its own, mailed.
    expect(store.save(lead('Vic Tim', { isEmergency: true }), victim)).toMatchObject({ kind: 'created', mailJobs: 2 });
    // From the stranger's network, but not over any limit: never answered as the held lead.
    expect(store.save(lead('Vic Tim', { isEmergency: true }), attacker)).toMatchObject({
      kind: 'created',
      mailJobs: 2,
    });
    // A post that is itself held may be answered as a held lead of its network (a thumb sending twice).
    const held = store.save(lead('Hal'), { ...attacker, held: true });
    if (held.kind !== 'created') throw new Error('stored');
    expect(store.save(lead('Hal'), { ...attacker, held: true })).toEqual({ kind: 'replayed', id: held.id });
    // A post from an unknown network is never a repeat.
    expect(store.save(lead('Hal'), { ...window, held: true })).toMatchObject({ kind: 'created' });
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

  it('gives every reader a lead without bidi controls; the stored text stays as the visitor sent it', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    store.save(
      lead('Ana \u202e3210-555 (413)\u202c', {
        address: '\u2066Main St\u2069 63103',
        message: 'a\u200eb\u200fc\u061cd\u202ae\u202bf\u202dg\u2067h\u2068i',
      }),
    );
    expect(store.latest(1)[0]).toMatchObject({
      name: 'Ana 3210-555 (413)',
      address: 'Main St 63103',
      message: 'abcdefghi',
    });
    expect(store.db.prepare('SELECT name FROM contact_submissions').pluck().get()).toBe(
      'Ana \u202e3210-555 (413)\u202c',
    );
  });

  it('keeps empty optional fields as null and ids random', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const a = store.save(lead('A'));
    const b = store.save(lead('B'));
    expect(a.kind === 'created' && b.kind === 'created' && a.id !== b.id).toBe(true);
    expect(store.latest(1)[0]).toMatchObject({ email: null, address: null, name: 'B' });
  });
});
