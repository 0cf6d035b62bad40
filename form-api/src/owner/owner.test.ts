import type { Lead } from '@site-kit/forms';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CallTapStore } from '../calls/store';
import { migrate, migrations } from '../db/migrations';
import { SubmissionStore } from '../db/submissions';
import { csvHeaderLine, csvRows } from '../http/csv';
import { testLead, testProvenance, testTap } from '../testing/leads';
import { DEFAULT_FILTER, filterQuery, parseFilter } from './filter';
import { Inbox, PAGE_SIZE } from './inbox';
import { deletePage, leadPage, mailtoHref } from './pages';
import { OwnerDevices, OwnerSessions, SESSION_TTL_MS } from './sessions';

const lead = (name: string, overrides: Partial<Lead> = {}): Lead =>
  testLead(name, {
    phone: '(314) 555-0123',
    email: 'a@example.com',
    service: 'residential',
    message: 'Rekey',
    ...overrides,
  });

function setup() {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  return { db, store: new SubmissionStore(db), inbox: new Inbox(db) };
}

describe('owner sessions', () => {
  it('last 12 hours, end at sign-out, and end when OWNER_TOKEN changes', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    let now = 1_000_000;
    const sessions = new OwnerSessions(db, 'owner-token-one-123456', () => now);
    const cookie = sessions.create();
    expect(sessions.isValid(cookie)).toBe(true);
    expect(sessions.isValid(`${cookie}x`)).toBe(false);
    expect(db.prepare('SELECT token_hash FROM owner_sessions').pluck().get()).not.toBe(cookie);
    expect(new OwnerSessions(db, 'owner-token-two-123456', () => now).isValid(cookie)).toBe(false);
    now += SESSION_TTL_MS - 1;
    expect(sessions.isValid(cookie)).toBe(true);
    now += 1;
    expect(sessions.isValid(cookie)).toBe(false);
    const second = sessions.create();
    sessions.revoke(second);
    expect(sessions.isValid(second)).toBe(false);
    expect(db.prepare('SELECT COUNT(*) FROM owner_sessions').pluck().get()).toBe(0);
  });
});

describe('owner devices', () => {
  it('know a device cookie made with this OWNER_TOKEN, and nothing forged, altered or made with another', () => {
    const devices = new OwnerDevices('owner-token-one-123456');
    const cookie = devices.issue();
    expect(cookie).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    expect(devices.isKnown(cookie)).toBe(true);
    expect(devices.isKnown(new OwnerDevices('owner-token-one-123456').issue())).toBe(true);
    expect(new OwnerDevices('owner-token-two-123456').isKnown(cookie)).toBe(false);
    const [id, mac] = cookie.split('.') as [string, string];
    for (const forged of [undefined, '', id, `${id}.`, `${id}x.${mac}`, `${id}.${mac}x`, `${cookie}.x`, `.${mac}`]) {
      expect(devices.isKnown(forged), String(forged)).toBe(false);
    }
  });
});

describe('owner filters', () => {
  it('default to open leads and reject unknown values with a clear message', () => {
    expect(parseFilter({})).toEqual({ filter: DEFAULT_FILTER });
    expect(parseFilter({ status: 'all', emergency: '1', form: 'quote' })).toEqual({
      filter: { status: 'all', emergency: true, form: 'quote', before: null },
    });
    expect(parseFilter({ status: 'closed' })).toEqual({ error: 'Status must be open, handled or all' });
    expect(parseFilter({ form: ['quote', 'contact'] })).toHaveProperty('error');
    expect(filterQuery({ status: 'handled', emergency: true, form: null, before: null })).toBe(
      '?status=handled&emergency=1',
    );
  });
});

describe('owner inbox', () => {
  it('pages 50 at a time, newest first, and filters by status, emergency and form', () => {
    const { store, inbox } = setup();
    for (let index = 0; index < PAGE_SIZE + 5; index += 1) {
      store.save(lead(`Lead ${index}`, { isEmergency: index % 10 === 0, formType: index % 2 ? 'quote' : 'contact' }));
    }
    const first = inbox.page(DEFAULT_FILTER)!;
    expect(first.leads).toHaveLength(PAGE_SIZE);
    expect(first.leads[0]!.name).toBe(`Lead ${PAGE_SIZE + 4}`);
    const older = inbox.page({ ...DEFAULT_FILTER, before: first.olderThan })!;
    expect(older.leads.map((item) => item.name)).toEqual(['Lead 4', 'Lead 3', 'Lead 2', 'Lead 1', 'Lead 0']);
    expect(older.olderThan).toBeNull();

    const target = first.leads[3]!;
    expect(inbox.markHandled(target.id)).toBe(true);
    expect(inbox.openCount()).toBe(PAGE_SIZE + 4);
    expect(inbox.page({ ...DEFAULT_FILTER, status: 'handled' })!.leads.map((item) => item.id)).toEqual([target.id]);
    expect(inbox.page(DEFAULT_FILTER)!.leads.some((item) => item.id === target.id)).toBe(false);
    expect(inbox.lead(target.id)!.handledAt).not.toBeNull();
    expect(inbox.reopen(target.id)).toBe(true);
    expect(inbox.lead(target.id)!.handledAt).toBeNull();
    expect(inbox.markHandled('00000000-0000-4000-8000-000000000000')).toBe(false);

    const emergencies = inbox.page({ ...DEFAULT_FILTER, emergency: true, form: 'contact' })!.leads;
    expect(emergencies.map((item) => item.name)).toEqual([
      'Lead 50',
      'Lead 40',
      'Lead 30',
      'Lead 20',
      'Lead 10',
      'Lead 0',
    ]);
    expect(emergencies[0]!.deliveries.map((delivery) => delivery.kind)).toEqual(['notification', 'emergency_alert']);
    expect(emergencies[0]!.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('shows the non-empty attribution values as where the lead came from', () => {
    const { db, store, inbox } = setup();
    const saved = store.save(lead('Tagged'));
    db.prepare("UPDATE contact_submissions SET utm_source = 'google'").run();
    expect(saved.kind).toBe('created');
    const tagged = inbox.lead((saved as { id: string }).id)!;
    expect(leadPage({ lead: tagged }).html).toMatch(
      /Where it came from<\/h2><dl[^>]*data-attribution[^>]*><dt>UTM source<\/dt><dd>google<\/dd><\/dl>/,
    );
  });

  it('renders HTML and script payloads as text and CSV cells that cannot run as formulas', () => {
    const { store, inbox } = setup();
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const saved = store.save(lead(payload, { message: `"${payload}"`, address: '=HYPERLINK("http://x")' }));
    const stored = inbox.lead((saved as { id: string }).id)!;
    const page = leadPage({ lead: stored }).html;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    const csv = csvHeaderLine() + csvRows([stored]);
    expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('quotes a line break inside a cell, so a multi-line message stays one row in a spreadsheet', () => {
    const { store, inbox } = setup();
    const saved = store.save(lead('Two lines', { message: 'Front door\nback door' }));
    const csv = csvRows([inbox.lead((saved as { id: string }).id)!]);
    expect(csv).toContain('"Front door\nback door"');
    expect(csv.split('\r\n')).toHaveLength(2);
  });

  it("sends a held lead's emails once, when the owner releases it; the page says it is held until then", () => {
    const { db, store, inbox } = setup();
    const saved = store.save(lead('Held one', { isEmergency: true }), { held: true });
    const id = (saved as { id: string }).id;
    const held = inbox.lead(id)!;
    expect(held).toMatchObject({ heldAt: expect.any(String), deliveries: [] });
    expect(leadPage({ lead: held }).html).toContain('Held, not emailed');
    expect(leadPage({ lead: held }).html).toContain(`action="/leads/${id}/release"`);
    expect(inbox.release(id)).toBe(true);
    expect(inbox.release(id)).toBe(true);
    const released = inbox.lead(id)!;
    expect(released.heldAt).toBeNull();
    expect(released.deliveries.map((delivery) => delivery.kind)).toEqual(['notification', 'emergency_alert']);
    expect(db.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(2);
    expect(leadPage({ lead: released }).html).not.toContain('release');
    expect(inbox.release('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it("a lead's page lists the call taps of its visit and a waiting reminder; a held emergency's reminder comes with its emails", () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const now = Date.parse('2026-11-23T03:40:00.000Z');
    const store = new SubmissionStore(db, () => now, 600_000);
    const inbox = new Inbox(db, () => now, 600_000);
    const saved = store.save(lead('Tapped first', { isEmergency: true }));
    if (saved.kind !== 'created') throw new Error('not stored');
    new CallTapStore(db).record(testTap({ pagePath: '/contact' }), now - 60_000, testProvenance, saved.rowId);
    const html = leadPage({ lead: inbox.lead(saved.id)! }).html;
    expect(html).toContain('Call taps on this visit');
    expect(html).toMatch(/Sun, Nov 22, 9:39 PM CST<\/time>: header on \/contact/);
    expect(html).toMatch(
      /Still-open reminder: .*scheduled.* for <time[^>]*>Sun, Nov 22, 9:50 PM CST<\/time> unless the lead is marked handled/,
    );
    expect(html).toContain(`href="/leads/${saved.id}/delete"`);
    inbox.markHandled(saved.id);
    expect(inbox.lead(saved.id)!.deliveries.map((delivery) => delivery.kind)).toEqual([
      'notification',
      'emergency_alert',
    ]);
    const held = store.save(lead('Held emergency', { isEmergency: true }), { held: true });
    inbox.release((held as { id: string }).id);
    expect(inbox.lead((held as { id: string }).id)!.deliveries.map((delivery) => delivery.kind)).toEqual([
      'notification',
      'emergency_alert',
      'emergency_reminder',
    ]);
  });

  it('the delete page tells emails waiting for the mail server from a reminder scheduled for later', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    let now = Date.parse('2026-11-23T03:40:00.000Z');
    const store = new SubmissionStore(db, () => now, 600_000);
    const inbox = new Inbox(db, () => now, 600_000);
    const saved = store.save(lead('Locked out', { isEmergency: true }));
    if (saved.kind !== 'created') throw new Error('not stored');
    const before = deletePage({ lead: inbox.lead(saved.id)! }).html;
    expect(before).toContain(
      'its 2 emails still waiting to be sent, its still-open reminder, scheduled and not sent, ',
    );
    now += 600_000;
    const due = deletePage({ lead: inbox.lead(saved.id)! }).html;
    expect(due).toContain('its 3 emails still waiting to be sent, and its link');
    expect(due).not.toContain('scheduled');
  });

  it('builds the Email button from an encoded address: one recipient, no extra headers', () => {
    const { store, inbox } = setup();
    const email = 'x?cc=attacker%40evil.example&body=hi@example.com';
    const saved = store.save(lead('Odd address', { email }));
    const html = leadPage({ lead: inbox.lead((saved as { id: string }).id)! }).html;
    const href = /href="(mailto:[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(href).toBe(mailtoHref(email, 'Your Gateway Locksmith request'));
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe(email);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
  });

  it('migrates an older database: existing leads start open', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(
      db,
      migrations.filter((migration) => migration.version < 4),
    );
    db.exec(`INSERT INTO contact_submissions (public_id, name, phone, service, message, is_emergency, is_new_customer,
      form_type, created_at) VALUES ('11111111-2222-4333-8444-555555555555', 'Before the inbox', '(314) 555-0100', '',
      'hi', 0, 1, 'contact', '2026-11-01T07:30:00.000Z')`);
    migrate(db);
    expect(new Inbox(db).openCount()).toBe(1);
  });

  it("prints a lead's time as the emails do, on the business's clock", () => {
    const { store, inbox } = setup();
    const saved = store.save(lead('Timed'));
    const stored = inbox.lead((saved as { id: string }).id)!;
    const page = leadPage({ lead: { ...stored, createdAt: '2026-07-04T17:30:00.000Z' } }).html;
    // HTML attribute names are case-insensitive; React writes the DOM's `dateTime`.
    expect(page).toMatch(/<time datetime="2026-07-04T17:30:00.000Z">Sat, Jul 4, 12:30 PM CDT<\/time>/i);
  });
});
