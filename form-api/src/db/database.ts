/** Opening the SQLite file the way every part of form-api needs it. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';

/** Relative to the working directory (`form-api/` under pnpm): the workspace's data/ folder. */
export const DEFAULT_DATABASE_PATH = '../data/submissions.db';

/**
 * WAL lets the mail worker read while requests write. synchronous=NORMAL in WAL mode loses nothing
 * when the process dies (only an OS crash or power cut can drop the last commits), and it spares an
 * fsync per submission. A busy writer makes others wait instead of failing.
 */
export function openDatabase(file: string, options: { migrate?: boolean } = {}): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  if (options.migrate !== false) migrate(db);
  return db;
}

/** A read-only handle for the owner's command: it never creates or migrates anything. */
export function openDatabaseReadOnly(file: string): Database {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
