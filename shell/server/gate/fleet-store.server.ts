/**
 * What the shells of one site share (issues 33 and 35): a SQLite file (SHELL_STATE_PATH) every gate
 * of the machine opens. In it: which versions went live and when (the first shell to see one
 * records it), the page loads served per version and client network, the failing page loads
 * browsers reported, the withdrawals the watch decided (every shell follows them), and the wrong
 * owner tokens presented to /healthz. Only gates open it: a renderer, which runs the sections'
 * code, cannot read or write it.
 *
 * Times are epoch milliseconds; page loads are counted per minute. Rows older than KEEP_MS go.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site-kit/contract';
import type { WindowCounter } from '@site-kit/server';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { Withdrawal } from '../remotes/version-check/withdrawal.server';

/** Long enough for any watch window (WATCH_MINUTES ≤ 1440) twice over, and a day of /healthz lockouts. */
const KEEP_MS = 3 * 24 * 3_600_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS live_versions (
  remote TEXT NOT NULL, version TEXT NOT NULL, since TEXT NOT NULL, previous TEXT,
  live_at INTEGER NOT NULL, PRIMARY KEY (remote, version, since));
CREATE TABLE IF NOT EXISTS page_loads (
  remote TEXT NOT NULL, version TEXT NOT NULL, network TEXT NOT NULL, minute INTEGER NOT NULL,
  loads INTEGER NOT NULL, PRIMARY KEY (remote, version, network, minute));
CREATE TABLE IF NOT EXISTS failing_loads (
  remote TEXT NOT NULL, version TEXT NOT NULL, page_load TEXT NOT NULL, network TEXT NOT NULL,
  at INTEGER NOT NULL, reports INTEGER NOT NULL, PRIMARY KEY (remote, version, page_load));
CREATE TABLE IF NOT EXISTS report_kinds (
  remote TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL, reports INTEGER NOT NULL,
  last_at INTEGER NOT NULL, PRIMARY KEY (remote, version, kind));
CREATE TABLE IF NOT EXISTS withdrawals (
  remote TEXT NOT NULL, version TEXT NOT NULL, since TEXT NOT NULL, previous TEXT, reason TEXT NOT NULL,
  at INTEGER NOT NULL, PRIMARY KEY (remote, version, since));
CREATE TABLE IF NOT EXISTS wrong_tokens (network TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS wrong_tokens_by_network ON wrong_tokens (network, at);
`;

/** A pointer's `since`, as stored (a pinned or plain-layout version has none). */
const sinceKey = (since: string | null): string => since ?? '';
const sinceOf = (key: string): string | null => (key === '' ? null : key);

export interface LiveRecord {
  remote: RemoteName;
  version: string;
  since: string | null;
  previous: string | null;
  liveAt: number;
}

/** A version's page loads in a span of time, each network counted up to a cap (a carrier's NAT, one stranger). */
export interface WindowCounts {
  /** Page loads served that load the version's code. */
  served: number;
  /** Page loads, among networks that were served the version, that reported its errors. */
  failing: number;
  /** Distinct client networks among those failing page loads. */
  networks: number;
}

export interface VersionSummary {
  remote: RemoteName;
  version: string;
  /** Reports counted (each with a valid page proof, from a network served the version). */
  reports: number;
  /** Distinct failing page loads. */
  pageLoads: number;
  /** Distinct client networks they came from. */
  networks: number;
  byKind: Record<string, number>;
  lastAt: string | null;
}

export class FleetStore {
  readonly #db: Database;
  readonly #statements;

  private constructor(db: Database) {
    this.#db = db;
    db.exec(SCHEMA);
    this.#statements = {
      recordLive: db.prepare(
        'INSERT OR IGNORE INTO live_versions (remote, version, since, previous, live_at) VALUES (?, ?, ?, ?, ?)',
      ),
      latestLive: db.prepare(
        'SELECT remote, version, since, previous, live_at AS liveAt FROM live_versions WHERE remote = ? AND version = ? ORDER BY live_at DESC LIMIT 1',
      ),
      addLoads: db.prepare(`INSERT INTO page_loads (remote, version, network, minute, loads) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (remote, version, network, minute) DO UPDATE SET loads = loads + excluded.loads`),
      servedTo: db.prepare(
        'SELECT 1 FROM page_loads WHERE remote = ? AND version = ? AND network = ? AND minute >= ? LIMIT 1',
      ),
      failing:
        db.prepare(`INSERT INTO failing_loads (remote, version, page_load, network, at, reports) VALUES (?, ?, ?, ?, ?, 1)
        ON CONFLICT (remote, version, page_load) DO UPDATE SET reports = reports + 1`),
      kind: db.prepare(`INSERT INTO report_kinds (remote, version, kind, reports, last_at) VALUES (?, ?, ?, 1, ?)
        ON CONFLICT (remote, version, kind) DO UPDATE SET reports = reports + 1, last_at = excluded.last_at`),
      // Per network: its page loads and its failing page loads in the span, each up to the cap; a
      // network that was never served the version in the span counts for nothing.
      window: db.prepare(`WITH served AS (
          SELECT network, SUM(loads) AS loads FROM page_loads
          WHERE remote = @remote AND version = @version AND minute >= @fromMinute AND minute <= @toMinute GROUP BY network),
        failed AS (
          SELECT network, COUNT(*) AS loads FROM failing_loads
          WHERE remote = @remote AND version = @version AND at >= @from AND at <= @to GROUP BY network)
        SELECT
          (SELECT COALESCE(SUM(MIN(loads, @cap)), 0) FROM served) AS served,
          (SELECT COALESCE(SUM(MIN(failed.loads, @cap)), 0) FROM failed JOIN served USING (network)) AS failing,
          (SELECT COUNT(*) FROM failed JOIN served USING (network)) AS networks`),
      withdraw: db.prepare(
        'INSERT OR IGNORE INTO withdrawals (remote, version, since, previous, reason, at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      withdrawals: db.prepare(
        'SELECT remote, version, since, previous, reason FROM withdrawals WHERE at >= ? ORDER BY at, rowid',
      ),
      summary: db.prepare(`SELECT remote, version, SUM(reports) AS reports, COUNT(*) AS pageLoads,
          COUNT(DISTINCT network) AS networks, MAX(at) AS lastAt
        FROM failing_loads GROUP BY remote, version ORDER BY lastAt DESC LIMIT 64`),
      kinds: db.prepare('SELECT kind, reports FROM report_kinds WHERE remote = ? AND version = ?'),
      wrongToken: db.prepare('INSERT INTO wrong_tokens (network, at) VALUES (?, ?)'),
      wrongTokens: db.prepare('SELECT COUNT(*) AS count FROM wrong_tokens WHERE network = ? AND at >= ?'),
      prune: [
        db.prepare('DELETE FROM page_loads WHERE minute < ?'),
        db.prepare('DELETE FROM failing_loads WHERE at < ?'),
        db.prepare('DELETE FROM report_kinds WHERE last_at < ?'),
        db.prepare('DELETE FROM wrong_tokens WHERE at < ?'),
        db.prepare('DELETE FROM live_versions WHERE live_at < ?'),
        db.prepare('DELETE FROM withdrawals WHERE at < ?'),
      ],
    };
  }

  /**
   * The file, created if need be. WAL: one shell's writes never block another's reads; a shell
   * that finds the file busy waits rather than fails.
   */
  static open(file: string): FleetStore {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    return new FleetStore(db);
  }

  close(): void {
    this.#db.close();
  }

  /** A version went live on a shell; the first shell's record stands for the fleet. */
  recordLive(record: Omit<LiveRecord, 'liveAt'>, at: number): LiveRecord {
    const { remote, version, since, previous } = record;
    this.#statements.recordLive.run(remote, version, sinceKey(since), previous, at);
    return this.latestLive(remote, version) ?? { ...record, liveAt: at };
  }

  /** The latest time the fleet made this version live, or null when it never served it. */
  latestLive(remote: RemoteName, version: string): LiveRecord | null {
    const row = this.#statements.latestLive.get(remote, version) as
      | (Omit<LiveRecord, 'since'> & { since: string })
      | undefined;
    return row ? { ...row, since: sinceOf(row.since) } : null;
  }

  /** Page loads served, by `remote@version network` key, in the minute of `at`. */
  addPageLoads(counts: ReadonlyMap<string, number>, at: number): void {
    const minute = Math.floor(at / 60_000);
    this.#db.transaction(() => {
      for (const [key, loads] of counts) {
        const [remote, version, network] = splitLoadKey(key);
        this.#statements.addLoads.run(remote, version, network, minute, loads);
      }
    })();
  }

  /** Whether any shell served `network` a page that loads this version since `sinceMs`. */
  servedTo(remote: RemoteName, version: string, network: string, sinceMs: number): boolean {
    return this.#statements.servedTo.get(remote, version, network, Math.floor(sinceMs / 60_000)) !== undefined;
  }

  /** A report of a failing page load (its first report makes the page load count). */
  recordFailure(
    report: { remote: RemoteName; version: string; pageLoad: string; network: string; kind: string },
    at: number,
  ): void {
    const { remote, version, pageLoad, network, kind } = report;
    this.#db.transaction(() => {
      this.#statements.failing.run(remote, version, pageLoad, network, at);
      this.#statements.kind.run(remote, version, kind, at);
    })();
  }

  /** The version's counts from `from` to `to` (epoch ms), each network counted up to `cap` page loads. */
  windowCounts(remote: RemoteName, version: string, from: number, to: number, cap: number): WindowCounts {
    return this.#statements.window.get({
      remote,
      version,
      from,
      to,
      fromMinute: Math.floor(from / 60_000),
      toMinute: Math.floor(to / 60_000),
      cap,
    }) as WindowCounts;
  }

  /** Record a withdrawal; true when this call made it (the first shell to decide). */
  withdraw(withdrawal: Withdrawal, at: number): boolean {
    const { remote, version, since, previous, reason } = withdrawal;
    return this.#statements.withdraw.run(remote, version, sinceKey(since), previous, reason, at).changes === 1;
  }

  /** Withdrawals decided since `sinceMs`, oldest first. */
  withdrawals(sinceMs: number): Withdrawal[] {
    return (this.#statements.withdrawals.all(sinceMs) as (Omit<Withdrawal, 'since'> & { since: string })[]).map(
      (row) => ({ ...row, since: sinceOf(row.since) }),
    );
  }

  /** Client error reports per version (the health view). */
  summary(): VersionSummary[] {
    const rows = this.#statements.summary.all() as (Omit<VersionSummary, 'byKind' | 'lastAt'> & { lastAt: number })[];
    return rows.map((row) => ({
      ...row,
      byKind: Object.fromEntries(
        (this.#statements.kinds.all(row.remote, row.version) as { kind: string; reports: number }[]).map(
          ({ kind, reports }) => [kind, reports],
        ),
      ),
      lastAt: new Date(row.lastAt).toISOString(),
    }));
  }

  /** The wrong owner tokens each client network presented in the last `windowMs`, fleet-wide. */
  wrongTokens(windowMs: number, now: () => number = Date.now): WindowCounter {
    const count = (network: string) =>
      (this.#statements.wrongTokens.get(network, now() - windowMs) as { count: number }).count;
    return {
      count,
      hit: (network) => {
        this.#statements.wrongToken.run(network, now());
        return count(network);
      },
    };
  }

  /** Forget what no window needs any more. */
  prune(now: number): void {
    const before = now - KEEP_MS;
    const [loads, ...rest] = this.#statements.prune;
    this.#db.transaction(() => {
      loads?.run(Math.floor(before / 60_000));
      for (const statement of rest) statement.run(before);
    })();
  }
}

/** The key page loads are counted under in memory until they are written: `remote@version network`. */
export const loadKey = (remote: RemoteName, version: string, network: string): string =>
  `${remote}@${version} ${network}`;

function splitLoadKey(key: string): [string, string, string] {
  const space = key.indexOf(' ');
  const at = key.indexOf('@');
  return [key.slice(0, at), key.slice(at + 1, space), key.slice(space + 1)];
}
