import type { Lead } from '@site-kit/forms';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { SubmissionStore } from './submissions';

const lead = (name: string, overrides: Partial<Lead> = {}): Lead => ({
  formType: 'contact',
  name,
  phone: '(314) 555-0100',
  email: null,
  address: null,
  service: '',
  message: 'hello',
  isEmergency: false,
  isNewCustomer: true,
  ...overrides,
});

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

  it('commits the leads of one event-loop turn together, and each promise after its commit', async () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const pending = ['A', 'B', 'C'].map((name) => store.saveSoon(lead(name)));
    expect(store.latest(10)).toEqual([]);
    const results = await Promise.all(pending);
    expect(results.map((result) => result.kind)).toEqual(['created', 'created', 'created']);
    expect(store.latest(10).map((submission) => submission.name)).toEqual(['C', 'B', 'A']);
  });

  it('answers a key seen twice in one batch as a replay of the first', async () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const [first, second, other] = await Promise.all([
      store.saveSoon(lead('Ida'), 'key-123456'),
      store.saveSoon(lead('Ida'), 'key-123456'),
      store.saveSoon(lead('Not Ida'), 'key-123456'),
    ]);
    expect(first).toMatchObject({ kind: 'created' });
    expect(second).toEqual({ kind: 'replayed', id: first.kind === 'created' ? first.id : '' });
    expect(other).toEqual({ kind: 'conflict' });
    expect(store.latest(10)).toHaveLength(1);
  });

  it('a row the database refuses fails alone; the rest of its batch is stored', async () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const outcomes = await Promise.allSettled([
      store.saveSoon(lead('Good One')),
      store.saveSoon(lead('Bad', { formType: 'survey' as Lead['formType'] })),
      store.saveSoon(lead('Good Two')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.latest(10).map((submission) => submission.name)).toEqual(['Good Two', 'Good One']);
  });

  it('keeps empty optional fields as null and ids random', () => {
    const store = new SubmissionStore(openDatabase(':memory:'));
    const a = store.save(lead('A'));
    const b = store.save(lead('B'));
    expect(a.kind === 'created' && b.kind === 'created' && a.id !== b.id).toBe(true);
    expect(store.latest(1)[0]).toMatchObject({ email: null, address: null, name: 'B' });
  });
});
