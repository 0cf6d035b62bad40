import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyAttribution } from '@site-kit/forms';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from '../mail/outbox';
import { openDatabase } from './database';
import { migrate, migrations, SchemaTooNewError } from './migrations';
import { SubmissionStore } from './submissions';

describe('migrations', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('apply once, in order, and are recorded', () => {
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['contact_submissions', 'mail_outbox']));
  });

  it('bring an older database up to date', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, migrations.slice(0, 1));
    expect(migrate(db)).toEqual(migrations.slice(1).map((migration) => migration.version));
  });

  it('refuse a database written by a newer build', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, [...migrations, { version: 99, name: 'future', sql: 'CREATE TABLE future (id INTEGER)' }]);
    expect(() => migrate(db)).toThrow(SchemaTooNewError);
  });

  it('roll a failed migration back whole', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    expect(() =>
      migrate(db, [...migrations, { version: 99, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); NOT SQL' }]),
    ).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(migrations.at(-1)!.version);
  });

  it('a database of the schema before attribution (3) upgrades in place, keeping its leads and pending emails', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'form-api-db-'));
    dirs.push(dir);
    const file = path.join(dir, 'submissions.db');
    // The fixture: a file made by the migrations before 3, written the way that build wrote leads.
    const old = new BetterSqlite3(file);
    old.pragma('journal_mode = WAL');
    migrate(
      old,
      migrations.filter((migration) => migration.version < 3),
    );
    old.exec(`INSERT INTO contact_submissions (public_id, name, phone, email, address, service, message, is_emergency,
        is_new_customer, form_type, created_at, idempotency_key, request_hash)
      VALUES ('11111111-2222-4333-8444-555555555555', 'Old Lead', '(314) 555-0100', NULL, '63103', 'car-lockout',
        'Locked out', 1, 1, 'emergency', '2026-11-01T07:30:00.000Z', 'old-key-123', 'hash');
      INSERT INTO mail_outbox (submission_id, kind, status, attempts, next_attempt_at, created_at, sent_at)
        VALUES (1, 'notification', 'sent', 1, 0, '2026-11-01T07:30:00.000Z', '2026-11-01T07:30:01.000Z'),
               (1, 'emergency_alert', 'pending', 3, 0, '2026-11-01T07:30:00.000Z', NULL);`);
    old.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(migrations.at(-1)!.version);
    const [lead] = new SubmissionStore(db).latest(10);
    expect(lead).toMatchObject({
      id: '11111111-2222-4333-8444-555555555555',
      name: 'Old Lead',
      isEmergency: true,
      createdAt: '2026-11-01T07:30:00.000Z',
      pagePath: null,
      utmSource: null,
    });
    const outbox = new Outbox(db);
    expect(outbox.pendingCount()).toBe(1);
    expect(outbox.due(Date.now(), 10)).toEqual([
      expect.objectContaining({
        kind: 'emergency_alert',
        attempts: 3,
        submission: expect.objectContaining({ name: 'Old Lead' }),
      }),
    ]);
    // A new lead beside it carries its attribution; the old key still answers as a replay.
    const store = new SubmissionStore(db);
    store.save({
      formType: 'contact',
      name: 'New Lead',
      phone: '(314) 555-0101',
      email: null,
      address: null,
      service: '',
      message: 'hi',
      isEmergency: false,
      isNewCustomer: true,
      attribution: { ...emptyAttribution(), pagePath: '/contact', utmSource: 'google' },
    });
    expect(store.latest(10).map((row) => [row.name, row.pagePath, row.utmSource])).toEqual([
      ['New Lead', '/contact', 'google'],
      ['Old Lead', null, null],
    ]);
    db.close();
  });

  it('7 rebuilds the outbox without its CHECK on kinds (keeping its jobs) and adds call_taps', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(
      db,
      migrations.filter((migration) => migration.version < 7),
    );
    // A lead and its two jobs as version 6 stored them (today's store writes columns v6 did not have).
    db.exec(`INSERT INTO contact_submissions (public_id, name, phone, service, message, is_emergency, is_new_customer,
        form_type, created_at) VALUES ('before', 'Before', '(314) 555-0100', '', '', 1, 1, 'contact', '2026-11-20T00:00:00.000Z');
      INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at)
        VALUES (1, 'notification', 0, ''), (1, 'emergency_alert', 0, '')`);
    expect(() =>
      db
        .prepare(
          "INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at) VALUES (1, 'emergency_reminder', 0, '')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(migrate(db)).toEqual([7, 8]);
    expect(db.prepare('SELECT kind, status FROM mail_outbox ORDER BY id').all()).toEqual([
      { kind: 'notification', status: 'pending' },
      { kind: 'emergency_alert', status: 'pending' },
    ]);
    db.prepare(
      "INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at) VALUES (1, 'emergency_reminder', 0, '')",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO mail_outbox (submission_id, kind, next_attempt_at, created_at) VALUES (99, 'notification', 0, '')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'mail_outbox' ORDER BY name")
      .pluck()
      .all();
    expect(indexes).toEqual(['mail_outbox_due', 'mail_outbox_submission']);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'call_taps'").pluck().get()).toBe(1);
  });

  it('a database file runs in WAL mode with synchronous=NORMAL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'form-api-db-'));
    dirs.push(dir);
    const db = openDatabase(path.join(dir, 'nested', 'submissions.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
  });
});
