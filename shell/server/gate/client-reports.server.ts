/**
 * Client error reports (decision P40; provenance, issue 33): the gate's endpoint for what browsers
 * send when a remote's code fails in a visitor's page (shell/src/reports/), and what is kept of them.
 *
 * Anyone can post here, with curl, naming any version and any page-load id. So a report counts (for
 * the health view and the watch, fleet-wide in the shared store) only when
 * - it carries a valid page proof (a token the gate put into a page it served, PAGE_PROOF_HOURS old at
 *   most) issued after the version went live: otherwise it is "unverified", counted apart and
 *   weighed by nothing;
 * - the fleet served that version (a report about a version never live is dropped);
 * - the client's network (its /24 or /48) was served a page that loads that version since it went
 *   live: a report from a network that never got one is dropped.
 * Each counted report is logged as one line while a version's reports stay under `logPerMinute`;
 * beyond that one line in SAMPLE_EVERY. What is kept is no one's data: the kind, the page-load id and
 * the client's network (never an address, never the message beyond the log).
 */
import { type RemoteName, remoteNames, VERSION_PATTERN } from '@site-kit/contract';
import { clientNetwork, type Logger, perClientLimit, shortMemory } from '@site-kit/server';
import express, { type Router } from 'express';
import { z } from 'zod';
import {
  type ClientReport,
  PAGE_LOAD_PATTERN,
  REPORT_BODY_LIMIT_BYTES,
  REPORT_KINDS,
  scrubMessage,
} from '../../src/page-contract/client-report';
import { PAGE_PROOF_PATTERN } from '../../src/page-contract/page-proof';
import { foreignPostTo } from '../http/post-source.server';
import type { FleetStore, VersionSummary } from './fleet-store.server';
import type { PageLoadCounter } from './page-loads.server';
import type { PageProofs } from './page-proof.server';
import type { WithdrawalLoop } from './withdrawal-loop.server';

/** Beyond the per-minute log budget of a version, one report in this many is logged. */
export const SAMPLE_EVERY = 20;
/** A page rendered a little before its version went live on this shell may be from another shell's clock. */
const LIVE_SKEW_MS = 60_000;

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
    // Absent on a page without one (an older page, a page of another build): such a report is unverified.
    proof: z.string().regex(PAGE_PROOF_PATTERN).optional(),
  })
  .strict();

/** What became of a report. */
export type ReportOutcome = 'counted' | 'unverified' | 'dropped';

export interface ClientReportsOptions {
  store: FleetStore;
  proofs: PageProofs;
  logger: Logger;
  /** Log lines per remote version per minute before sampling. */
  logPerMinute: number;
  /** Page loads this shell counted but has not written yet are written before a report is weighed. */
  pageLoads?: Pick<PageLoadCounter, 'flush'>;
  /** Told of every report counted (the withdrawal loop: the watch weighs the version again). */
  loop?: Pick<WithdrawalLoop, 'counted'>;
  now?: () => number;
}

export class ClientReports {
  readonly #now: () => number;
  /** Reports logged per `remote@version` in the minute since its first. */
  readonly #logWindows;
  /** Reports without a valid proof, per `remote@version`, since this process started (health view). */
  readonly #unverified = shortMemory<string, number>({ max: 256 });

  constructor(private readonly options: ClientReportsOptions) {
    this.#now = options.now ?? Date.now;
    this.#logWindows = shortMemory<string, { count: number }>({ max: 64, ttlMs: 60_000, now: this.#now });
  }

  /** Takes a parsed report from a client address: counts it, or says why not. */
  record(report: ClientReport, clientAddress: string): ReportOutcome {
    const { store, proofs } = this.options;
    const now = this.#now();
    const live = store.latestLive(report.remote, report.version);
    if (!live) return this.#dropped(report, 'the fleet never served this version');
    const issuedAt = proofs.issuedAt(report.proof);
    if (issuedAt === null || issuedAt < live.liveAt - LIVE_SKEW_MS) {
      const key = `${report.remote}@${report.version}`;
      this.#unverified.set(key, (this.#unverified.get(key) ?? 0) + 1);
      return 'unverified';
    }
    const network = clientNetwork(clientAddress);
    this.options.pageLoads?.flush();
    if (!store.servedTo(report.remote, report.version, network, live.liveAt))
      return this.#dropped(report, `no page of this version was served to ${network}`);
    store.recordFailure({ ...report, network }, now);
    this.#log(report);
    this.options.loop?.counted(report);
    return 'counted';
  }

  /** Every version reported about, for the health view (fleet-wide), with this shell's unverified reports. */
  summary(): (VersionSummary & { unverified: number })[] {
    const counted = this.options.store.summary().map((row) => ({
      ...row,
      unverified: this.#unverified.get(`${row.remote}@${row.version}`) ?? 0,
    }));
    for (const [key, unverified] of this.#unverified) {
      const [remote, version] = key.split('@') as [RemoteName, string];
      if (!counted.some((row) => row.remote === remote && row.version === version))
        counted.push({ remote, version, reports: 0, pageLoads: 0, networks: 0, byKind: {}, lastAt: null, unverified });
    }
    return counted;
  }

  #dropped(report: ClientReport, why: string): 'dropped' {
    this.options.logger.debug({ remote: report.remote, version: report.version, why }, 'client error report dropped');
    return 'dropped';
  }

  #log(report: ClientReport): void {
    const key = `${report.remote}@${report.version}`;
    let window = this.#logWindows.get(key);
    if (!window) {
      window = { count: 0 };
      this.#logWindows.set(key, window);
    }
    window.count += 1;
    const over = window.count - this.options.logPerMinute;
    if (over > 0 && over % SAMPLE_EVERY !== 0) return;
    const { proof: _proof, ...logged } = report;
    this.options.logger.warn({ ...logged, ...(over > 0 ? { sampled: SAMPLE_EVERY } : {}) }, 'client error report');
  }
}

/**
 * POST handler for reports (mounted at CLIENT_REPORTS_PATH). Answers 202 whatever became of a report
 * (a sender learns nothing from it), 400 for a malformed one, 413 for a body over the limit, 429 for
 * a client over its rate, 403 for a report sent from another site's page.
 */
export function clientReportsRouter(
  reports: ClientReports,
  { perClientPerMinute, siteUrl }: { perClientPerMinute: number; siteUrl: string },
): Router {
  const siteOrigin = new URL(siteUrl).origin;
  const router = express.Router();
  router.post(
    '/',
    // An IPv6 client by its /56, express-rate-limit's own default, as this limit always was.
    perClientLimit({ limit: perClientPerMinute, windowMs: 60_000, ipv6Subnet: 56 }),
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
      reports.record(report, req.ip ?? req.socket.remoteAddress ?? '');
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
