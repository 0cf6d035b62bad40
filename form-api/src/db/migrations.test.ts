import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrate, migrations, SchemaTooNewError } from './migrations';

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
    const latest = Math.max(...migrations.map((migration) => migration.version));
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    expect(() =>
      migrate(db, [
        ...migrations,
        { version: latest + 1, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); NOT SQL' },
      ]),
    ).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(latest);
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
