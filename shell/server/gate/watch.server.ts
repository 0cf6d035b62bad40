/**
 * The watch on a version that just went live (decision P43, reworked for issue 33): for `windowMs`
 * after the fleet made it live, each counted client error report about it weighs the version's
 * failure rate against its predecessor's, from the counts every shell shares (fleet-store). A
 * stranger cannot steer it:
 *
 * - a report counts only with a valid page proof, from a client network that was served a page
 *   loading that version (client-reports.server.ts);
 * - it compares rates, not counts: failing page loads ÷ page loads served of the version since it
 *   went live, against the predecessor's over the same length of time before the switch, so a
 *   predecessor that failed for a while (a misconfigured origin) does not shield a broken successor;
 * - each client network counts for at most `perNetworkCap` page loads on either side, so one
 *   network (a carrier's NAT; one stranger) can move a rate only so far;
 * - it needs failing page loads from `networks` distinct networks.
 *
 * A version is withdrawn when all of these hold (WITHDRAW_WHEN). The decision is written to the
 * store, logged once as an error by the shell that made it, and applied by every shell
 * (the withdrawal loop, withdrawal-loop.server.ts, takes it out of service).
 */
import type { RemoteName } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import type { Withdrawal } from '../remotes/version-check/withdrawal.server';
import type { FleetStore, WindowCounts } from './fleet-store.server';

export interface WatchThresholds {
  /** Failing page loads at least (WATCH_PAGE_LOADS). */
  pageLoads: number;
  /** From this many distinct client networks at least (WATCH_NETWORKS). */
  networks: number;
  /** A failure rate at least this (a healthy version's background errors stay below it). */
  minRate: number;
  /** And at least this many times the predecessor's rate. */
  ratio: number;
  /** Page loads one client network counts for at most, served and failing alike. */
  perNetworkCap: number;
}

/** The numbers decision P45 chose, and why. */
export const WITHDRAW_WHEN: Omit<WatchThresholds, 'pageLoads' | 'networks'> = {
  minRate: 0.05,
  ratio: 2,
  perNetworkCap: 20,
};

const rateOf = (counts: WindowCounts): number => (counts.served > 0 ? Math.min(1, counts.failing / counts.served) : 0);

/** Whether the live version breaks browsers, compared with the one before it. */
export function breaksBrowsers(live: WindowCounts, before: WindowCounts, thresholds: WatchThresholds): boolean {
  const rate = rateOf(live);
  return (
    live.failing >= thresholds.pageLoads &&
    live.networks >= thresholds.networks &&
    rate >= thresholds.minRate &&
    rate >= thresholds.ratio * rateOf(before)
  );
}

const percent = (counts: WindowCounts) => `${Math.round(rateOf(counts) * 100)}%`;

export interface FleetWatchOptions {
  store: FleetStore;
  /** How long after it goes live a version is watched (WATCH_MINUTES); 0: never. */
  windowMs: number;
  thresholds: WatchThresholds;
  logger: Logger;
  now?: () => number;
}

export class FleetWatch {
  readonly #now: () => number;

  constructor(private readonly options: FleetWatchOptions) {
    this.#now = options.now ?? Date.now;
  }

  /**
   * A report about `version` was counted: is that version still fit to serve? The withdrawal this
   * shell decided (recorded for the fleet), or null.
   */
  reported(remote: RemoteName, version: string): Withdrawal | null {
    const { store, windowMs, thresholds, logger } = this.options;
    if (windowMs <= 0) return null;
    const live = store.latestLive(remote, version);
    const now = this.#now();
    if (!live?.previous || now - live.liveAt > windowMs) return null;
    const counts = store.windowCounts(remote, version, live.liveAt, now, thresholds.perNetworkCap);
    // The version before, over as long a time before the switch: not what its open tabs send after it.
    const before = store.windowCounts(
      remote,
      live.previous,
      live.liveAt - windowMs,
      live.liveAt,
      thresholds.perNetworkCap,
    );
    if (!breaksBrowsers(counts, before, thresholds)) return null;
    const minutes = Math.max(1, Math.round((now - live.liveAt) / 60_000));
    const reason =
      `browsers reported errors of this version from ${counts.failing} of ${counts.served} page loads ` +
      `(${percent(counts)}, ${counts.networks} networks) within ${minutes} min of going live; the version ` +
      `before it, ${live.previous}, from ${before.failing} of ${before.served} (${percent(before)}) in the ` +
      `${Math.round(windowMs / 60_000)} min before`;
    const withdrawal: Withdrawal = { remote, version, since: live.since, previous: live.previous, reason };
    if (!store.withdraw(withdrawal, now)) return null;
    logger.error(
      { remote, version, previous: live.previous, error: reason },
      'remote version withdrawn: the version before it serves again',
    );
    return withdrawal;
  }
}
