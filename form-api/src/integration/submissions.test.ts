/**
 * form-api end to end at the HTTP level: the real server (in-process), a real SQLite file and a
 * real SMTP server on loopback.
 */

import { validateLead } from '@site-kit/forms';
import BetterSqlite3 from 'better-sqlite3';
import { type ReceivedMail, SmtpSink } from 'tests/harness/smtp-sink';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormApiConfig } from '../config.server';
import { CSV_HEADER } from '../http/csv';
import {
  OWNER_TOKEN,
  postJson,
  request,
  startTestApi,
  type TestApi,
  tempDir,
  testConfig,
  validLead,
  waitFor,
  withTestApi,
} from '../testing/api';

interface SubmissionRow {
  id: number;
  public_id: string;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  service: string;
  message: string;
  is_emergency: number;
  is_new_customer: number;
  form_type: string;
  created_at: string;
}

const sink = new SmtpSink();
let dir: ReturnType<typeof tempDir>;
let config: FormApiConfig;
let api: TestApi;
let reader: BetterSqlite3.Database;

const rows = () => reader.prepare('SELECT * FROM contact_submissions ORDER BY id').all() as SubmissionRow[];
const rowById = (publicId: string) =>
  reader.prepare('SELECT * FROM contact_submissions WHERE public_id = ?').get(publicId) as SubmissionRow | undefined;
const jobsOf = (publicId: string) =>
  reader
    .prepare(
      `SELECT o.kind, o.status, o.attempts, o.last_error FROM mail_outbox o
       JOIN contact_submissions s ON s.id = o.submission_id WHERE s.public_id = ? ORDER BY o.id`,
    )
    .all(publicId) as { kind: string; status: string; attempts: number; last_error: string | null }[];
const mailsFor = (publicId: string): ReceivedMail[] =>
  sink.messages.filter((message) => message.headers['x-submission-id'] === publicId);
const auth = { authorization: `Bearer ${OWNER_TOKEN}` };

async function submit(body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const response = await postJson(api.url, body, headers);
  const answer = (await response.json()) as { success: boolean; id: string };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  expect(answer.success).toBe(true);
  return answer.id;
}

beforeAll(async () => {
  await sink.start();
  dir = tempDir();
  config = testConfig(dir.dir, { SMTP_URL: sink.url });
  api = await startTestApi(config);
  reader = new BetterSqlite3(config.databasePath, { readonly: true });
});

afterAll(async () => {
  reader.close();
  await api.close();
  await sink.stop();
  dir.remove();
});

describe('a valid submission', () => {
  it('stores one row and delivers one email with the right fields', async () => {
    const id = await submit(validLead.quote);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rowById(id)).toMatchObject({
      name: 'Dana Smith',
      phone: '(314) 555-0123',
      email: 'dana@example.com',
      address: '2300 Locust St, 63103',
      service: 'residential',
      message: 'Please rekey three locks.',
      is_emergency: 0,
      is_new_customer: 1,
      form_type: 'quote',
    });
    expect(Date.now() - Date.parse(rowById(id)!.created_at)).toBeLessThan(10_000);
    await waitFor(() => jobsOf(id).every((job) => job.status === 'sent'), 'email sent');
    const mails = mailsFor(id);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    expect(mail.subject).toBe('call (314) 555-0123 · Residential Locksmith · 63103 · Dana Smith');
    expect(mail.recipients).toEqual(['owner@example.test']);
    expect(mail.parsed.from?.value[0]?.address).toBe('website@example.test');
    expect(mail.replyTo).toBe('dana@example.com');
    for (const value of ['Dana Smith', '(314) 555-0123', 'dana@example.com', '2300 Locust St, 63103']) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    expect(mail.text).toContain('Please rekey three locks.');
    expect(mail.text).toContain('New customer: Yes');
  });

  it('an emergency gets a second, distinct emergency-alert email', async () => {
    const id = await submit(validLead.emergency);
    expect(rowById(id)).toMatchObject({ form_type: 'emergency', is_emergency: 1, email: null });
    await waitFor(() => mailsFor(id).length === 2, 'two emails');
    const subjects = mailsFor(id)
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      'EMERGENCY ALERT · call (636) 555-0199 now · Car Lockout · Lee Park',
      'EMERGENCY · call (636) 555-0199 · Car Lockout · Lee Park',
    ]);
    expect(new Set(mailsFor(id).map((mail) => mail.headers['message-id'])).size).toBe(2);
    expect(mailsFor(id).every((mail) => mail.replyTo === null)).toBe(true);
  });

  it('maps every form to its form_type, and a ticked emergency box anywhere to the alert', async () => {
    const contact = await submit(validLead.contact);
    const callback = await submit(validLead.callback);
    const quoteEmergency = await submit({ ...validLead.quote, isEmergency: true });
    expect(rowById(contact)).toMatchObject({ form_type: 'contact', is_emergency: 0, service: '', address: null });
    expect(rowById(callback)).toMatchObject({ form_type: 'callback', is_emergency: 1, service: 'Car Lockout' });
    expect(rowById(quoteEmergency)).toMatchObject({ form_type: 'quote', is_emergency: 1 });
    await waitFor(
      () => mailsFor(contact).length === 1 && mailsFor(callback).length === 2 && mailsFor(quoteEmergency).length === 2,
      'emails for three forms',
    );
  });

  it('a no-JavaScript post (strings, checkbox "on", absent = unticked) is stored the same way', async () => {
    const html = { 'x-submission-transport': 'html' };
    const ticked = await submit(
      { formType: 'contact', name: 'Al', phone: '314-555-0100', message: 'Hi', isEmergency: 'on', website: '' },
      html,
    );
    const unticked = await submit({ formType: 'contact', name: 'Al', phone: '314-555-0100', message: 'Hi' }, html);
    expect(rowById(ticked)).toMatchObject({ is_emergency: 1, is_new_customer: 0 });
    expect(rowById(unticked)).toMatchObject({ is_emergency: 0, is_new_customer: 0 });
    const form = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formType: 'callback', name: 'Bo', phone: '3145550100', service: 'Safe Unlocking' }),
    });
    expect(form.status).toBe(201);
    const { id } = (await form.json()) as { id: string };
    expect(rowById(id)).toMatchObject({ form_type: 'callback', is_emergency: 0, service: 'Safe Unlocking' });
  });
});

describe('validation', () => {
  const invalid: Record<string, unknown>[] = [
    { formType: 'emergency' },
    { formType: 'quote', name: '  ', phone: '314-555-012', email: 'nope', message: 'x'.repeat(301) },
    { formType: 'contact', name: 'Al', phone: '+2 314-555-0123', message: '' },
    { formType: 'callback', name: 'Al', phone: '(314 555-0123', service: 'Car Lockout', message: 'y'.repeat(151) },
    { formType: 'emergency', name: 'Al', phone: '314 555 0123', service: 'residential' },
  ];
  for (const body of invalid) {
    it(`answers 400 with exactly the browser's messages for ${JSON.stringify(body).slice(0, 80)}`, async () => {
      const response = await postJson(api.url, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { success: boolean; fieldErrors: Record<string, string> };
      const browser = validateLead(body);
      expect(browser.success).toBe(false);
      expect(answer.success).toBe(false);
      expect(answer.fieldErrors).toEqual(browser.success ? {} : browser.fieldErrors);
      expect(Object.keys(answer.fieldErrors).length).toBeGreaterThan(0);
    });
  }

  it('an unknown form type or a body that is not an object is a 400 without field errors', async () => {
    for (const body of ['[]', '[{"formType":"contact"}]', '{"formType":"survey"}', '{}']) {
      const response = await postJson(api.url, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'Unknown form type', fieldErrors: {} });
    }
    for (const body of ['"text"', 'null', '42']) {
      const response = await postJson(api.url, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    }
  });

  it('nothing invalid is stored', async () => {
    const before = rows().length;
    await postJson(api.url, { formType: 'contact', name: 'Al' });
    expect(rows().length).toBe(before);
  });
});

describe('mail outage and restart', () => {
  it('SMTP down, then up: every email is delivered, nothing lost, nothing twice', async () => {
    await sink.stop();
    const ids: string[] = [];
    try {
      for (let index = 0; index < 6; index += 1)
        ids.push(await submit({ ...validLead.contact, name: `Outage ${index}` }));
      ids.push(await submit({ ...validLead.emergency, name: 'Outage emergency' }));
      await waitFor(() => ids.every((id) => jobsOf(id).some((job) => job.attempts > 0)), 'failed attempts');
      expect(jobsOf(ids[0]!)[0]).toMatchObject({
        status: 'pending',
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
    } finally {
      await sink.start();
    }
    await waitFor(() => ids.every((id) => jobsOf(id).every((job) => job.status === 'sent')), 'all sent', 15_000);
    expect(ids.map((id) => mailsFor(id).length)).toEqual([1, 1, 1, 1, 1, 1, 2]);
  });

  it('a restart delivers the jobs the previous process left pending', async () => {
    await sink.stop();
    let id: string;
    try {
      id = await submit({ ...validLead.quote, name: 'Restart Lead', isEmergency: true });
      await waitFor(() => jobsOf(id).some((job) => job.attempts > 0), 'a failed attempt');
      await api.close();
    } finally {
      await sink.start();
    }
    expect(jobsOf(id).map((job) => job.status)).toEqual(['pending', 'pending']);
    api = await startTestApi(config);
    await waitFor(() => mailsFor(id).length === 2, 'emails after restart', 15_000);
    await waitFor(() => jobsOf(id).every((job) => job.status === 'sent'), 'jobs marked sent');
    expect(mailsFor(id)).toHaveLength(2);
  });
});

describe('Idempotency-Key', () => {
  it('a retried POST with the same key stores once and answers with the same id', async () => {
    const key = `attempt-${Date.now()}-a`;
    const body = { ...validLead.contact, name: 'Idempotent Ida' };
    const first = await postJson(api.url, body, { 'Idempotency-Key': key });
    const second = await postJson(api.url, body, { 'Idempotency-Key': key });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { id: string }[];
    expect(b!.id).toBe(a!.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(rows().filter((row) => row.name === 'Idempotent Ida')).toHaveLength(1);
    await waitFor(() => mailsFor(a!.id).length === 1, 'one email');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsFor(a!.id)).toHaveLength(1);
  });

  it('concurrent retries with one key still store once', async () => {
    const key = `attempt-${Date.now()}-b`;
    const body = { ...validLead.contact, name: 'Concurrent Cleo' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postJson(api.url, body, { 'Idempotency-Key': key }).then((r) => r.json())),
    );
    expect(new Set(answers.map((answer) => (answer as { id: string }).id)).size).toBe(1);
    expect(rows().filter((row) => row.name === 'Concurrent Cleo')).toHaveLength(1);
  });

  it('a key reused for a different submission is refused; a malformed key is a 400', async () => {
    const key = `attempt-${Date.now()}-c`;
    await submit({ ...validLead.contact, name: 'First' }, { 'Idempotency-Key': key });
    const reused = await postJson(api.url, { ...validLead.contact, name: 'Second' }, { 'Idempotency-Key': key });
    expect(reused.status).toBe(422);
    const malformed = await postJson(api.url, validLead.contact, { 'Idempotency-Key': 'short' });
    expect(malformed.status).toBe(400);
  });

  it('a form post sent again (a second tap on a slow signal, a reload) is the first lead: one row, one email, one id', async () => {
    const fields = { formType: 'callback', name: 'Double Tap Dee', phone: '3145550101', service: 'car-lockout' };
    const pagePost = () =>
      fetch(`${api.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const answers = await Promise.all([pagePost(), pagePost()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const ids = (await Promise.all(answers.map((answer) => answer.json()))) as { id: string }[];
    expect(ids[1]!.id).toBe(ids[0]!.id);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    // The shell's forwarder (the site's own no-JS forms) is a form post too.
    const forwarded = await submit(fields, { 'x-submission-transport': 'html' });
    expect(forwarded).toBe(ids[0]!.id);
    expect(rows().filter((row) => row.name === 'Double Tap Dee')).toHaveLength(1);
    // Counted by name, not by id: a duplicate lead would have its own id.
    const mailsNamed = () => sink.messages.filter((mail) => mail.subject.includes('Double Tap Dee'));
    await waitFor(() => mailsNamed().length === 1, 'one email');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsNamed()).toHaveLength(1);
    const corrected = await submit({ ...fields, phone: '3145550102' }, { 'x-submission-transport': 'html' });
    expect(corrected).not.toBe(forwarded);
    // A post that carries a key is told apart by its key alone.
    const keyed = await submit(fields, { 'x-submission-transport': 'html', 'Idempotency-Key': `tap-${Date.now()}` });
    expect(keyed).not.toBe(forwarded);
  });

  it('without a key, two identical posts are two leads', async () => {
    const body = { ...validLead.contact, name: 'Twice Tom' };
    await submit(body);
    await submit(body);
    expect(rows().filter((row) => row.name === 'Twice Tom')).toHaveLength(2);
  });
});

describe('owner reads', () => {
  it('refuse a missing or wrong token with 401', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abc' },
      { authorization: `Bearer ${OWNER_TOKEN}x` },
      { authorization: OWNER_TOKEN },
    ];
    for (const headers of attempts) {
      for (const path of ['/api/submissions', '/api/submissions.csv']) {
        const response = await fetch(`${api.url}${path}`, { headers });
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="form-api"');
        expect(await response.text()).not.toContain('Dana');
      }
    }
  });

  it('list the newest first, 50 by default, at most 500', async () => {
    const save = api.store.db.transaction(() => {
      for (let index = 0; index < 520; index += 1) {
        api.store.save({
          formType: 'contact',
          name: `Bulk ${index}`,
          phone: '(314) 555-0100',
          email: null,
          address: null,
          service: '',
          message: 'bulk',
          isEmergency: false,
          isNewCustomer: true,
        });
      }
    });
    save();
    const list = async (query = '') => {
      const response = await fetch(`${api.url}/api/submissions${query}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return ((await response.json()) as { submissions: { name: string; createdAt: string }[] }).submissions;
    };
    const latest = await list();
    expect(latest).toHaveLength(50);
    expect(latest[0]!.name).toBe('Bulk 519');
    expect(latest[1]!.name).toBe('Bulk 518');
    const times = latest.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await list('?limit=3')).toHaveLength(3);
    expect(await list('?limit=100000')).toHaveLength(500);
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const response = await fetch(`${api.url}/api/submissions?limit=${bad}`, { headers: auth });
      expect(response.status).toBe(400);
    }
  });

  it('export every submission as CSV', async () => {
    const response = await fetch(`${api.url}/api/submissions.csv`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines.length - 1).toBe(rows().length);
    expect(lines.some((line) => line.includes(',quote,Dana Smith,(314) 555-0123,dana@example.com,'))).toBe(true);
  });

  it('without OWNER_TOKEN nobody can read', async () => {
    await withTestApi(
      {},
      async (closed) => {
        const response = await fetch(`${closed.url}/api/submissions`, { headers: auth });
        expect(response.status).toBe(401);
      },
      (config) => ({ ...config, ownerToken: null }),
    );
  });
});

describe('abuse and safety', () => {
  it('caps bodies at 16 KB (413), refuses other content types (415) and malformed JSON (400)', async () => {
    const big = await postJson(api.url, { ...validLead.contact, message: 'x'.repeat(17_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false });
    const bigForm = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `formType=contact&message=${'y'.repeat(17_000)}`,
    });
    expect(bigForm.status).toBe(413);
    const text = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const none = await fetch(`${api.url}/api/submissions`, { method: 'POST', body: 'hello' });
    expect(none.status).toBe(415);
    const broken = await postJson(api.url, '{"formType": "contact",');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('a filled honeypot gets a quiet success: nothing stored, nothing sent', async () => {
    const before = rows().length;
    const response = await postJson(api.url, {
      ...validLead.contact,
      name: 'Spam Bot',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { success: boolean; id: string };
    expect(answer.success).toBe(true);
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rows().length).toBe(before);
    expect(sink.messages.filter((mail) => mail.subject.includes('Spam Bot'))).toEqual([]);
  });

  it('a form filled faster than FORM_MIN_FILL_MS is dropped quietly; a person is stored', async () => {
    // A page without JavaScript cannot time the visitor: the honeypot is its only trap.
    // A form post straight to the API is no such page: it is timed like JSON (and cannot send a time).
    await withTestApi({ FORM_MIN_FILL_MS: '1500', MAIL_WORKER: 'off' }, async (timed) => {
      const count = () => timed.store.latest(100).length;
      for (const fillTimeMs of [undefined, 200, '5000', Number.NaN]) {
        const response = await postJson(timed.url, { ...validLead.contact, fillTimeMs });
        expect(response.status).toBe(201);
      }
      expect(count()).toBe(0);
      expect((await postJson(timed.url, { ...validLead.contact, fillTimeMs: 4200 })).status).toBe(201);
      expect(count()).toBe(1);
      // A page without JavaScript cannot time the visitor: the honeypot is its only trap.
      const html = await postJson(timed.url, validLead.contact, { 'x-submission-transport': 'html' });
      expect(html.status).toBe(201);
      expect(count()).toBe(2);
      // A form post straight to the API is no such page: it is timed like JSON (and cannot send a time).
      const form = await fetch(`${timed.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ formType: 'emergency', name: 'Curl', phone: '3145550100', service: 'car-lockout' }),
      });
      expect(form.status).toBe(201);
      expect(count()).toBe(2);
    });
  });

  it('over the per-address limit holds leads without emails, then answers 429 with Retry-After', async () => {
    // The test client is on loopback, a trusted proxy by default: its X-Forwarded-For names the visitor.
    // One IPv6 network is one visitor: another address in the same /64 shares its limit.
    await withTestApi(
      {
        RATE_LIMIT_MAX: '3',
        RATE_LIMIT_HOLD_MAX: '2',
        RATE_LIMIT_WINDOW_MS: '60000',
        MAIL_WORKER: 'off',
      },
      async (limited) => {
        // The test client is on loopback, a trusted proxy by default: its X-Forwarded-For names the visitor.
        const from = (ip: string) => postJson(limited.url, validLead.contact, { 'x-forwarded-for': ip });
        const statuses = [];
        for (let index = 0; index < 6; index += 1) statuses.push((await from('203.0.113.9')).status);
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        const leads = limited.store.latest(10);
        expect(leads.map((lead) => lead.heldAt !== null)).toEqual([true, true, false, false, false]);
        const jobs = limited.db.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get();
        expect(jobs).toBe(3);
        const blocked = await from('203.0.113.9');
        expect(blocked.status).toBe(429);
        const retryAfter = Number(blocked.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(blocked.headers.get('ratelimit-limit')).toBe('5');
        expect(blocked.headers.get('ratelimit-remaining')).toBe('0');
        expect(await blocked.json()).toEqual({
          success: false,
          error: 'Too many requests. Please try again later, or call us.',
        });
        const fresh = await from('198.51.100.4');
        expect(fresh.status).toBe(201);
        expect(fresh.headers.get('retry-after')).toBeNull();
        expect(limited.store.latest(10)[0]!.heldAt).toBeNull();
        // One IPv6 network is one visitor: another address in the same /64 shares its limit.
        for (let index = 0; index < 5; index += 1) expect((await from(`2001:db8:1:2::${index + 1}`)).status).toBe(201);
        expect((await from('2001:db8:1:2:ffff::9')).status).toBe(429);
        expect((await from('2001:db8:1:3::1')).status).toBe(201);
      },
    );
  });

  it('counts a visitor the shell names, not one a client names: an untrusted peer is the client itself', async () => {
    // Only 127.0.0.2 may name clients here; the test's own 127.0.0.1 is an ordinary client.
    await withTestApi({ RATE_LIMIT_MAX: '2', RATE_LIMIT_HOLD_MAX: '0', TRUST_PROXY: '127.0.0.2' }, async (limited) => {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await request(`${limited.url}/api/submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
          body: JSON.stringify(validLead.contact),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const viaProxy = (ip: string) =>
        request(`${limited.url}/api/submissions`, {
          method: 'POST',
          from: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(validLead.contact),
        });
      expect([(await viaProxy('198.51.100.7')).status, (await viaProxy('198.51.100.8')).status]).toEqual([201, 201]);
    });
  });

  it("honours the no-JavaScript forwarder's header only from a trusted peer (the shell)", async () => {
    await withTestApi({ FORM_MIN_FILL_MS: '1500', MAIL_WORKER: 'off', TRUST_PROXY: '127.0.0.2' }, async (timed) => {
      const post = (from: string) =>
        request(`${timed.url}/api/submissions`, {
          method: 'POST',
          from,
          headers: { 'content-type': 'application/json', 'x-submission-transport': 'html' },
          body: JSON.stringify(validLead.contact),
        });
      expect((await post('127.0.0.1')).status).toBe(201);
      expect(timed.store.latest(10)).toHaveLength(0);
      expect((await post('127.0.0.2')).status).toBe(201);
      expect(timed.store.latest(10)).toHaveLength(1);
    });
  });

  it('refuses a lead whose Origin is another site or that the browser marks cross-site; no Origin passes', async () => {
    const before = rows().length;
    const cases: [Record<string, string>, number][] = [
      [{ origin: 'https://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ origin: 'https://www.gateway247locksmith.com', 'sec-fetch-site': 'cross-site' }, 403],
      // The site's own origin (SITE_URL), and the origin the request was made to.
      [{ origin: 'https://www.gateway247locksmith.com', 'sec-fetch-site': 'same-origin' }, 201],
      [{ origin: api.url }, 201],
      [{ 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' }, 201],
      [{}, 201],
    ];
    for (const [headers, status] of cases) {
      const response = await postJson(api.url, validLead.contact, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      if (status === 403)
        expect(await response.json()).toEqual({ success: false, error: 'This form was sent from another site.' });
    }
    expect(rows().length).toBe(before + 4);
    expect(api.logs.filter((line) => line.includes('post refused: foreign origin'))).toHaveLength(4);
  });

  it('answers a body whose Content-Encoding does not decode with 400 and one warn line, no stack', async () => {
    const before = api.logs.length;
    for (const [encoding, body] of [
      ['gzip', Buffer.from('not gzip at all')],
      ['gzip', Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, 0x67, 0x61, 0x72])],
      ['deflate', Buffer.from('not deflate')],
      ['br', Buffer.from('not brotli')],
    ] as const) {
      const response = await fetch(`${api.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body,
      });
      expect(response.status, encoding).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'The request body could not be decoded' });
    }
    // The mail worker may still be delivering earlier tests' leads meanwhile: only request lines count.
    const lines = api.logs
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg !== 'email delivered');
    expect(lines.map((line) => [line.level, line.msg])).toEqual(
      Array.from({ length: 4 }, () => [40, 'request refused: body could not be decoded']),
    );
    expect(JSON.stringify(lines)).not.toMatch(/stack|\bat /);
  });

  it('sends helmet headers and answers /healthz: only ok in public, the outbox with the owner token', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const wrong = await fetch(`${api.url}/api/healthz`, { headers: { authorization: 'Bearer not-the-owner-token' } });
    expect(await wrong.json()).toEqual({ ok: true });
    const detail = await fetch(`${api.url}/api/healthz`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    expect(await detail.json()).toEqual({ ok: true, pendingEmails: expect.any(Number) });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a body that is not valid UTF-8 instead of storing replacement characters', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"formType":"contact","name":"Bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","phone":"314-555-0123","message":"m","fillTimeMs":9000}'),
    ]);
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${api.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body:
          contentType === 'application/json'
            ? bytes
            : Buffer.from('formType=contact&name=%C3%28&phone=314-555-0123&message=m'),
      });
      expect(response.status, contentType).toBe(400);
    }
  });

  it('logs JSON lines without full phone numbers, names or messages', async () => {
    const id = await submit({
      ...validLead.quote,
      name: 'Privacy Pat',
      phone: '573-555-0177',
      message: 'Secret gate code 4321',
    });
    await waitFor(() => mailsFor(id).length === 1, 'email');
    await waitFor(() => api.logs.some((line) => line.includes(id) && line.includes('email delivered')), 'log line');
    const stored = api.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = stored.filter((entry) => entry.submissionId === id);
    expect(mine.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['submission stored', 'email delivered']));
    expect(mine.find((entry) => entry.msg === 'submission stored')).toMatchObject({
      formType: 'quote',
      phone: '***-***-0177',
      isEmergency: false,
    });
    const all = api.logs.join('\n');
    for (const secret of [
      '573-555-0177',
      '(573) 555-0177',
      '5735550177',
      '555-0177',
      'Privacy Pat',
      'Secret gate code',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('one route for every kind of body', () => {
  const headerNames = (response: Response) =>
    [...response.headers.keys()].filter(
      (name) => !['date', 'content-length', 'etag', 'connection', 'keep-alive'].includes(name),
    );

  it('JSON and form posts get the same helmet, cache and rate-limit headers', async () => {
    const fast = await postJson(api.url, { formType: 'contact' });
    const viaExpress = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'formType=contact',
    });
    expect([fast.status, viaExpress.status]).toEqual([400, 400]);
    expect(headerNames(fast).sort()).toEqual(headerNames(viaExpress).sort());
    for (const name of headerNames(fast)) {
      if (!['ratelimit-remaining', 'ratelimit-reset'].includes(name))
        expect(fast.headers.get(name), name).toBe(viaExpress.headers.get(name));
    }
    expect(await fast.json()).toEqual(await viaExpress.json());
  });

  it('a compressed JSON body is inflated; a non-UTF-8 charset is refused', async () => {
    const { gzipSync } = await import('node:zlib');
    const name = 'Gzip Gus';
    const gzipped = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ ...validLead.contact, name })),
    });
    expect(gzipped.status).toBe(201);
    expect(rows().filter((row) => row.name === name)).toHaveLength(1);
    const latin1 = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      body: JSON.stringify(validLead.contact),
    });
    expect(latin1.status).toBe(415);
  });

  it('a streamed body over the cap is refused with 413 without a Content-Length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${api.url}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: 'Request body too large' });
  });

  it('an empty JSON body is an unknown form, a primitive is malformed JSON', async () => {
    expect((await postJson(api.url, '')).status).toBe(400);
    expect(await (await postJson(api.url, '')).json()).toMatchObject({ error: 'Unknown form type' });
    expect(await (await postJson(api.url, 'true')).json()).toEqual({ success: false, error: 'Malformed JSON body' });
  });
});

describe('shutdown', () => {
  let other: ReturnType<typeof tempDir>;
  beforeEach(() => {
    other = tempDir();
  });
  afterEach(() => other.remove());

  it('closes cleanly and reopens the same database', async () => {
    const first = await startTestApi(testConfig(other.dir, { MAIL_WORKER: 'off' }));
    const response = await postJson(first.url, validLead.contact);
    const { id } = (await response.json()) as { id: string };
    await first.close();
    const second = await startTestApi(testConfig(other.dir, { MAIL_WORKER: 'off' }));
    expect(second.store.latest(5).map((submission) => submission.id)).toEqual([id]);
    await second.close();
  });
});
