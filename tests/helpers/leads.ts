/**
 * Submitting leads in bulk and reading what became of them: the rows in the SQLite file and the
 * emails the SMTP sink received.
 */
import http from 'node:http';
import Database from 'better-sqlite3';
import { errorLine, waitFor } from '../harness/processes';
import type { SmtpSink } from '../harness/smtp-sink';

/**
 * Enough sockets for real concurrency, each used for one post and closed: a kept-alive socket can be
 * closed by the server as a post goes out on it, and a post is never sent twice (a retry could
 * store a lead twice), so no socket is reused.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: 128 });

export interface PostResult {
  /** The HTTP status, or 0 when no answer came (then `error` says why). */
  status: number;
  id?: string;
  /** Why no answer came: the error's code and message (ECONNRESET: socket hang up). */
  error?: string;
}

export function postLead(url: string, body: unknown, idempotencyKey?: string): Promise<PostResult> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let id: string | undefined;
          try {
            id = (JSON.parse(text) as { id?: string }).id;
          } catch {
            id = undefined;
          }
          resolve({ status: response.statusCode ?? 0, ...(id ? { id } : {}) });
        });
        response.on('error', (error) => resolve({ status: 0, error: `POST ${url}: ${errorLine(error)}` }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, error: `POST ${url}: ${errorLine(error)}` }));
    request.end(payload);
  });
}

/** A valid lead whose name carries the test's tag; every fourth one is an emergency. */
export function leadBody(tag: string, index: number): { body: Record<string, unknown>; emergency: boolean } {
  const emergency = index % 4 === 0;
  return {
    emergency,
    body: {
      formType: 'contact',
      name: `${tag} ${index}`,
      phone: '314-555-0123',
      email: `lead${index}@example.com`,
      message: `Rekey two locks (${index}).`,
      service: 'residential',
      isEmergency: emergency,
      isNewCustomer: true,
      fillTimeMs: 9000,
    },
  };
}

export interface StoredRow {
  public_id: string;
  name: string;
  is_emergency: number;
}

/** Rows whose name starts with the tag, read straight from the database file. */
export function storedRows(databasePath: string, tag: string): StoredRow[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT public_id, name, is_emergency FROM contact_submissions WHERE name LIKE ?')
      .all(`${tag} %`) as StoredRow[];
  } finally {
    db.close();
  }
}

/** Emails received for each submission id (the X-Submission-Id header). */
export function mailsBySubmission(sink: SmtpSink): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const mail of sink.messages) {
    const id = mail.headers['x-submission-id'];
    if (!id) continue;
    byId.set(id, [...(byId.get(id) ?? []), mail.headers['message-id'] ?? '']);
  }
  return byId;
}

/** How many emails a set of rows should produce: one each, two for an emergency. */
export const expectedMails = (rows: readonly StoredRow[]): number =>
  rows.reduce((sum, row) => sum + (row.is_emergency ? 2 : 1), 0);

/** A valid contact lead with a name of the test's, as the browser's form sends it (JSON). */
export const contactLead = (name: string): Record<string, unknown> => ({
  formType: 'contact',
  name,
  phone: '314-555-0123',
  email: 'someone@example.com',
  message: 'Locked out of the house.',
  service: 'residential',
  isEmergency: false,
  isNewCustomer: true,
  fillTimeMs: 9000,
});

/**
 * A marker lead, posted straight to form-api after what a test sent before it, and waited for until it
 * is stored and its email has arrived: form-api has handled what came before it (a test then checks
 * that nothing came of those). Its name carries `tag` and "marker", so a test's own checks by name
 * of its tag's leads must leave it out. `fillTimeMs`: above form-api's FORM_MIN_FILL_MS.
 */
export async function markerLead(
  system: { formApiUrl: string; databasePath: string; sink: SmtpSink },
  { tag = 'Marker', fillTimeMs = 9_000 }: { tag?: string; fillTimeMs?: number } = {},
): Promise<void> {
  const name = `${tag} marker ${Math.random().toString(36).slice(2, 8)}`;
  const body = { ...leadBody(name, 1).body, name, isEmergency: false, fillTimeMs };
  const result = await postLead(`${system.formApiUrl}/api/submissions`, body);
  if (result.status !== 201) throw new Error(`the marker lead was not stored: ${result.status} ${result.error ?? ''}`);
  await waitFor(
    () => system.sink.messages.some((mail) => mail.headers['x-submission-id'] === result.id),
    `the marker lead ${name} stored and emailed (a form-api with a longer FORM_MIN_FILL_MS takes it as a bot's)`,
    30_000,
  );
}
