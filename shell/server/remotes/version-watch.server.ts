/**
 * The watch on a version that just went live (issue 28): for `windowMs` after it went live in this
 * shell, every client error report about it is weighed against the version it replaced. When
 * browsers report errors of the new version from `pageLoads` distinct page loads or more while the
 * version before had none or far fewer (over the same length of time before the switch, decision
 * P43), the new version is withdrawn (`RemoteManager.withdraw`): the previous one serves again, in
 * server HTML and in new pages, exactly like a refused deployment.
 */
import type { RemoteName } from '@site-kit/contract';
import type { Logger } from '@site-kit/node';

/** Reports of one version in a span of time, and from how many distinct page loads. */
export interface ReportCounts {
  reports: number;
  pageLoads: number;
}

/** "Far fewer": the version before had at most this share of the new one's failing page loads. */
export const FAR_FEWER = 1 / 4;

/**
 * Whether a live version breaks browsers: failing page loads at the threshold or over it, while the
 * version before had at most a quarter as many.
 */
export function breaksBrowsers(live: ReportCounts, previous: ReportCounts, pageLoads: number): boolean {
  return live.pageLoads >= pageLoads && previous.pageLoads <= live.pageLoads * FAR_FEWER;
}

export interface VersionWatchOptions {
  /** How long after it goes live a version is watched (WATCH_MINUTES); 0: never. */
  windowMs: number;
  /** Failing page loads that withdraw a version (WATCH_PAGE_LOADS). */
  pageLoads: number;
  countFor: (remote: RemoteName, version: string, sinceMs: number, untilMs?: number) => ReportCounts;
  withdraw: (remote: RemoteName, version: string, reason: string) => Promise<boolean>;
  logger: Logger;
  now?: () => number;
}

interface Watched {
  version: string;
  previous: string;
  since: number;
  /** A withdrawal is under way: one at a time. */
  withdrawing: boolean;
}

export class VersionWatch {
  readonly #watched = new Map<RemoteName, Watched>();
  readonly #now: () => number;

  constructor(private readonly options: VersionWatchOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** A version went live, replacing `previous` (none: nothing to compare with or serve again, no watch). */
  wentLive(remote: RemoteName, version: string, previous: string | null): void {
    if (!previous || this.options.windowMs <= 0) {
      this.#watched.delete(remote);
      return;
    }
    this.#watched.set(remote, { version, previous, since: this.#now(), withdrawing: false });
  }

  /** A report about `version` of `remote` was counted: is that version still fit to serve? */
  reported(remote: RemoteName, version: string): void {
    const watched = this.#watched.get(remote);
    if (!watched || watched.version !== version || watched.withdrawing) return;
    const now = this.#now();
    if (now - watched.since > this.options.windowMs) {
      this.#watched.delete(remote);
      return;
    }
    const live = this.options.countFor(remote, version, watched.since);
    // The version before, over as long a time before the switch: not the reports its open tabs send after it.
    const before = this.options.countFor(
      remote,
      watched.previous,
      watched.since - this.options.windowMs,
      watched.since,
    );
    if (!breaksBrowsers(live, before, this.options.pageLoads)) return;
    watched.withdrawing = true;
    const minutes = Math.max(1, Math.round((now - watched.since) / 60_000));
    const reason =
      `browsers reported errors of this version from ${live.pageLoads} page loads (${live.reports} reports) ` +
      `within ${minutes} min of going live; the version before it, ${watched.previous}, from ` +
      `${before.pageLoads} in the ${Math.round(this.options.windowMs / 60_000)} min before`;
    this.options.withdraw(remote, version, reason).then(
      () => this.#watched.delete(remote),
      (error: unknown) => {
        watched.withdrawing = false;
        this.options.logger.error({ remote, version, err: error }, 'withdrawing a version failed');
      },
    );
  }
}
