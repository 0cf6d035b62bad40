/**
 * Client error reports (issue 28): the shell's endpoint for what browsers send when a remote's code
 * fails in a visitor's page (shell/src/reports/), and the counts per remote version kept from them.
 *
 * The endpoint reads at most REPORT_BODY_LIMIT_BYTES, limits each client (express-rate-limit, as
 * form-api does), refuses a malformed report with 400 and drops one it cannot attribute: a remote
 * or version this shell never served. Each report is logged as one line while a version's reports
 * stay under `logPerMinute`; beyond that one line in SAMPLE_EVERY is logged, saying so. What is kept
 * is no one's data: the kind, the scrubbed message, the page's path, the part and a random page-load
 * id, in memory, bounded.
 *
 * `countFor(remote, version, sinceMs)` is what a watch on a live version asks (issue 28 point 5):
 * how many reports, from how many distinct page loads, since a moment.
 */
import { type RemoteName, remoteNames, VERSION_PATTERN } from '@site-kit/contract';
import type { Logger } from '@site-kit/node';
import express, { type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import {
  type ClientReport,
  PAGE_LOAD_PATTERN,
  REPORT_BODY_LIMIT_BYTES,
  REPORT_KINDS,
  type ReportKind,
  scrubMessage,
} from '../src/reports/report';
import { foreignPostTo } from './post-source.server';

/** Beyond the per-minute log budget of a version, one report in this many is logged. */
export const SAMPLE_EVERY = 20;
/** Reports remembered per version (the oldest go first): enough for any watch window's count. */
const EVENTS_PER_VERSION = 5000;
/** Versions remembered (the least recently reported go first). */
const VERSIONS_KEPT = 64;

const reportSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    message: z.string().max(2000),
    remote: z.enum(remoteNames),
    version: z.string().regex(VERSION_PATTERN),
    // A path only: a query may hold what a visitor typed.
    route: z
      .string()
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    island: z
      .string()
      .max(120)
      .regex(/^[\w./:@-]+$/)
      .nullable(),
    pageLoad: z.string().regex(PAGE_LOAD_PATTERN),
  })
  .strict();

export interface VersionCounts {
  remote: RemoteName;
  version: string;
  /** Every report since this process started (within the memory bound). */
  reports: number;
  /** Distinct page loads among them. */
  pageLoads: number;
  byKind: Partial<Record<ReportKind, number>>;
  lastAt: string | null;
}

interface ReportEvent {
  at: number;
  pageLoad: string;
}

interface VersionState {
  remote: RemoteName;
  version: string;
  events: ReportEvent[];
  reports: number;
  byKind: Partial<Record<ReportKind, number>>;
  lastAt: number;
  logWindow: { start: number; count: number };
}

export interface ClientReportsOptions {
  /** Whether this shell served `version` of `remote` (what it cannot attribute is dropped). */
  isKnownVersion: (remote: RemoteName, version: string) => boolean;
  logger: Logger;
  /** Log lines per remote version per minute before sampling. */
  logPerMinute: number;
  /** Told of every report counted (the watch on a new live version listens). */
  onCounted?: (report: ClientReport) => void;
  now?: () => number;
}

export class ClientReports {
  readonly #versions = new Map<string, VersionState>();
  readonly #now: () => number;

  constructor(private readonly options: ClientReportsOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** Takes a parsed report: counts and logs it, or drops it when it names no version served here. */
  record(report: ClientReport): 'counted' | 'dropped' {
    if (!this.options.isKnownVersion(report.remote, report.version)) return 'dropped';
    const now = this.#now();
    const state = this.#stateOf(report.remote, report.version);
    state.reports += 1;
    state.byKind[report.kind] = (state.byKind[report.kind] ?? 0) + 1;
    state.lastAt = now;
    state.events.push({ at: now, pageLoad: report.pageLoad });
    if (state.events.length > EVENTS_PER_VERSION) state.events.splice(0, state.events.length - EVENTS_PER_VERSION);
    this.#log(state, report, now);
    this.options.onCounted?.(report);
    return 'counted';
  }

  /** Reports about one version from `sinceMs` to `untilMs` (epoch ms, both included), and from how many page loads. */
  countFor(
    remote: RemoteName,
    version: string,
    sinceMs = 0,
    untilMs = Number.POSITIVE_INFINITY,
  ): { reports: number; pageLoads: number } {
    const events =
      this.#versions
        .get(`${remote}@${version}`)
        ?.events.filter((event) => event.at >= sinceMs && event.at <= untilMs) ?? [];
    return { reports: events.length, pageLoads: new Set(events.map((event) => event.pageLoad)).size };
  }

  /** Every version reported about, for the health view. */
  summary(): VersionCounts[] {
    return [...this.#versions.values()].map((state) => ({
      remote: state.remote,
      version: state.version,
      reports: state.reports,
      pageLoads: new Set(state.events.map((event) => event.pageLoad)).size,
      byKind: { ...state.byKind },
      lastAt: state.lastAt ? new Date(state.lastAt).toISOString() : null,
    }));
  }

  #stateOf(remote: RemoteName, version: string): VersionState {
    const key = `${remote}@${version}`;
    let state = this.#versions.get(key);
    if (state) {
      // Most recently reported last: the first entry is the one to forget.
      this.#versions.delete(key);
    } else {
      state = { remote, version, events: [], reports: 0, byKind: {}, lastAt: 0, logWindow: { start: 0, count: 0 } };
      if (this.#versions.size >= VERSIONS_KEPT) this.#versions.delete(this.#versions.keys().next().value as string);
    }
    this.#versions.set(key, state);
    return state;
  }

  #log(state: VersionState, report: ClientReport, now: number): void {
    const window = state.logWindow;
    if (now - window.start >= 60_000) {
      window.start = now;
      window.count = 0;
    }
    window.count += 1;
    const over = window.count - this.options.logPerMinute;
    if (over > 0 && over % SAMPLE_EVERY !== 0) return;
    this.options.logger.warn({ ...report, ...(over > 0 ? { sampled: SAMPLE_EVERY } : {}) }, 'client error report');
  }
}

/**
 * POST handler for reports (mounted at CLIENT_REPORTS_PATH). Answers 202 whether a report was
 * counted or dropped (a browser learns nothing from it), 400 for a malformed one, 413 for a body over
 * the limit, 429 for a client over its rate, 403 for a report sent from another site's page.
 */
export function clientReportsRouter(
  reports: ClientReports,
  { perClientPerMinute, siteUrl }: { perClientPerMinute: number; siteUrl: string },
): Router {
  const siteOrigin = new URL(siteUrl).origin;
  const router = express.Router();
  router.post(
    '/',
    rateLimit({ limit: perClientPerMinute, windowMs: 60_000, standardHeaders: 'draft-6', legacyHeaders: false }),
    (req, res, next) => {
      // A page of another site could post here from a visitor's browser: refuse it.
      if (foreignPostTo(req, siteOrigin)) {
        res.status(403).end();
        return;
      }
      next();
    },
    // sendBeacon sends a string as text/plain; JSON is accepted too.
    express.text({ type: ['text/plain', 'application/json'], limit: REPORT_BODY_LIMIT_BYTES }),
    (req, res) => {
      const report = parseReport(req.body);
      if (!report) {
        res.status(400).end();
        return;
      }
      reports.record(report);
      res.status(202).end();
    },
  );
  return router;
}

/** A report from a request body, scrubbed; null when it is not one. */
export function parseReport(body: unknown): ClientReport | null {
  if (typeof body !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) return null;
  return { ...parsed.data, message: scrubMessage(parsed.data.message) };
}
