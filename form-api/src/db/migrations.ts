/**
 * Schema migrations, versioned in code. Each runs once, in its own transaction, and is recorded in
 * `schema_migrations`; a database newer than this code refuses to open rather than guess.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * The migration rebuilds a table other tables reference (SQLite changes a column's constraints
   * only by copying the table): foreign keys are off while it runs and checked before it commits.
   */
  rebuildsTables?: boolean;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contact_submissions',
    sql: `
      CREATE TABLE contact_submissions (
        id INTEGER PRIMARY KEY,
        -- What the API answers with: random (UUID v4), so ids do not reveal how many leads the
        -- business gets. Nothing looks a lead up by it, so it carries no index.
        public_id TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT,
        address TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1)),
        is_new_customer INTEGER NOT NULL CHECK (is_new_customer IN (0, 1)),
        form_type TEXT NOT NULL CHECK (form_type IN ('emergency', 'quote', 'contact', 'callback')),
        created_at TEXT NOT NULL,
        idempotency_key TEXT,
        request_hash TEXT
      );
      CREATE INDEX contact_submissions_newest ON contact_submissions (created_at DESC, id DESC);
      -- Partial: most leads come without a key and cost no index entry.
      CREATE UNIQUE INDEX contact_submissions_idempotency_key ON contact_submissions (idempotency_key)
        WHERE idempotency_key IS NOT NULL;
    `,
  },
  {
    version: 2,
    name: 'mail_outbox',
    sql: `
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES contact_submissions (id),
        kind TEXT NOT NULL CHECK (kind IN ('notification', 'emergency_alert')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        -- Epoch milliseconds: the worker compares it with its clock.
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
    `,
  },
  {
    version: 3,
    name: 'lead_attribution',
    // Nullable: the leads stored before have none, and a lead never waits for its attribution.
    sql: `
      ALTER TABLE contact_submissions ADD COLUMN page_path TEXT;
      ALTER TABLE contact_submissions ADD COLUMN page_title TEXT;
      ALTER TABLE contact_submissions ADD COLUMN landing_path TEXT;
      ALTER TABLE contact_submissions ADD COLUMN referrer_host TEXT;
      ALTER TABLE contact_submissions ADD COLUMN utm_source TEXT;
      ALTER TABLE contact_submissions ADD COLUMN utm_medium TEXT;
      ALTER TABLE contact_submissions ADD COLUMN utm_campaign TEXT;
      ALTER TABLE contact_submissions ADD COLUMN utm_term TEXT;
      ALTER TABLE contact_submissions ADD COLUMN utm_content TEXT;
      ALTER TABLE contact_submissions ADD COLUMN gclid TEXT;
    `,
  },
  {
    version: 4,
    name: 'owner_inbox',
    sql: `
      -- When the owner marked the lead handled; NULL while it is open.
      ALTER TABLE contact_submissions ADD COLUMN handled_at TEXT;
      CREATE INDEX contact_submissions_open ON contact_submissions (id) WHERE handled_at IS NULL;
      -- The owner screen opens and closes a lead by its public id.
      CREATE INDEX contact_submissions_public_id ON contact_submissions (public_id);
      CREATE INDEX mail_outbox_submission ON mail_outbox (submission_id);
      -- Signed-in owner sessions: only a hash of the cookie is stored, and the fingerprint of the
      -- OWNER_TOKEN it was signed in with (a new token ends every old session).
      CREATE TABLE owner_sessions (
        token_hash TEXT PRIMARY KEY,
        secret_fingerprint TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'form_type_unchecked',
    rebuildsTables: true,
    // The form types live in @site-kit/forms, whose schema every lead passes before it is stored; a
    // CHECK typing them again made each new form a table rebuild. This is the last one.
    sql: `
      CREATE TABLE contact_submissions_rebuilt (
        id INTEGER PRIMARY KEY,
        public_id TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT,
        address TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1)),
        is_new_customer INTEGER NOT NULL CHECK (is_new_customer IN (0, 1)),
        form_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        idempotency_key TEXT,
        request_hash TEXT,
        page_path TEXT,
        page_title TEXT,
        landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        utm_term TEXT,
        utm_content TEXT,
        gclid TEXT,
        handled_at TEXT
      );
      INSERT INTO contact_submissions_rebuilt SELECT id, public_id, name, phone, email, address, service, message,
        is_emergency, is_new_customer, form_type, created_at, idempotency_key, request_hash, page_path, page_title,
        landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, handled_at
        FROM contact_submissions;
      DROP TABLE contact_submissions;
      ALTER TABLE contact_submissions_rebuilt RENAME TO contact_submissions;
      CREATE INDEX contact_submissions_newest ON contact_submissions (created_at DESC, id DESC);
      CREATE UNIQUE INDEX contact_submissions_idempotency_key ON contact_submissions (idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX contact_submissions_open ON contact_submissions (id) WHERE handled_at IS NULL;
      CREATE INDEX contact_submissions_public_id ON contact_submissions (public_id);
    `,
  },
  {
    version: 6,
    name: 'held_leads',
    // When a lead over its address's limit was stored without emails; NULL for every other lead and
    // once the owner sends its emails from the inbox.
    sql: 'ALTER TABLE contact_submissions ADD COLUMN held_at TEXT;',
  },
  {
    version: 7,
    name: 'call_taps_and_reminders',
    rebuildsTables: true,
    // The outbox's kinds live in code (mail/outbox.ts) like the form types; a CHECK typing them again
    // made the emergency reminder a table rebuild, so this rebuild drops it (decision F37). A
    // reminder is a job due in the future: its due time is the row's next_attempt_at.
    // call_taps: one row per counted tap on a call link, without anything personal (decision F35);
    // submission_id links it to a lead of the same visit, and is cleared when that lead is deleted.
    sql: `
      CREATE TABLE mail_outbox_rebuilt (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES contact_submissions (id),
        kind TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      INSERT INTO mail_outbox_rebuilt SELECT id, submission_id, kind, status, attempts, next_attempt_at, last_error,
        created_at, sent_at FROM mail_outbox;
      DROP TABLE mail_outbox;
      ALTER TABLE mail_outbox_rebuilt RENAME TO mail_outbox;
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX mail_outbox_submission ON mail_outbox (submission_id);
      CREATE TABLE call_taps (
        id INTEGER PRIMARY KEY,
        tapped_at TEXT NOT NULL,
        placement TEXT NOT NULL,
        page_path TEXT NOT NULL,
        landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        has_gclid INTEGER NOT NULL CHECK (has_gclid IN (0, 1)),
        -- beacon: the early script (JavaScript); ping: the browser's hyperlink auditing (without it).
        transport TEXT NOT NULL CHECK (transport IN ('beacon', 'ping')),
        submission_id INTEGER REFERENCES contact_submissions (id)
      );
      CREATE INDEX call_taps_time ON call_taps (tapped_at);
      CREATE INDEX call_taps_submission ON call_taps (submission_id) WHERE submission_id IS NOT NULL;
    `,
  },
  {
    version: 8,
    name: 'signal_provenance',
    // Issue 33. verified: the shell vouched that the tap carried a page proof it issued (decision
    // F41); a tap without one is kept apart and never counts in the report's figures. Taps stored
    // before this knew no proof: they are unverified. client_network: the client's IPv4 /24 or IPv6
    // /48 (never its address), for the report's distinct networks and, on a lead, to match a form
    // posted twice only with a lead from the same network (decision F42).
    sql: `
      ALTER TABLE call_taps ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
      ALTER TABLE call_taps ADD COLUMN client_network TEXT;
      ALTER TABLE contact_submissions ADD COLUMN client_network TEXT;
    `,
  },
];

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

/** Apply every migration the database has not seen. Returns the versions applied. */
export function migrate(db: Database, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const current =
    (db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }).version ??
    0;
  const latest = Math.max(0, ...list.map((migration) => migration.version));
  if (current > latest) {
    throw new SchemaTooNewError(`database schema is at version ${current}, this build knows up to ${latest}`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    // Only outside a transaction does SQLite change this pragma.
    const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (migration.rebuildsTables && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new Error(`migration ${migration.version} (${migration.name}) broke a foreign key`);
        }
        record.run(migration.version, migration.name, new Date().toISOString());
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
    applied.push(migration.version);
  }
  return applied;
}
