/**
 * The loop from a visitor's browser to a version taken out of service (decision P43, issue 33): a
 * counted client error report makes the watch weigh its version again; a withdrawal it decides is
 * recorded for the fleet and sent to this shell's live renderer; the withdrawals any shell decided
 * reach this shell's renderer too (read back from the shared store at every poll and every new
 * picture); the versions this shell's renderer makes live are recorded for the fleet. One object
 * owns the whole loop, so index.ts only starts it.
 */
import type { Logger } from '@site-kit/server';
import type { ClientReport } from '../../src/page-contract/client-report';
import type { Withdrawal } from '../remotes/version-check/withdrawal.server';
import type { FleetStore } from './fleet-store.server';
import type { LiveRenderer } from './live-renderer.server';
import { FleetWatch, type WatchThresholds } from './watch.server';

/** Shared state no window needs any more is pruned this often. */
const PRUNE_EVERY_MS = 60_000;

export interface WithdrawalLoopOptions {
  store: FleetStore;
  live: LiveRenderer;
  /** How long after it goes live a version is watched (WATCH_MINUTES). */
  windowMs: number;
  thresholds: WatchThresholds;
  /** How often the fleet's withdrawals are read back (REMOTE_POLL_MS). */
  pollMs: number;
  logger: Logger;
}

export class WithdrawalLoop {
  readonly #watch: FleetWatch;
  #timer: NodeJS.Timeout | null = null;
  #prunedAt = 0;

  constructor(private readonly options: WithdrawalLoopOptions) {
    const { store, windowMs, thresholds, logger, live } = options;
    this.#watch = new FleetWatch({ store, windowMs, thresholds, logger });
    // Every version a renderer of the live site makes live is the fleet's from then on (the first
    // shell's record stands).
    live.on('live', (made) => store.recordLive(made, Date.now()));
    live.on('picture', () => this.#follow());
  }

  /** The withdrawals a renderer must know of when it starts: the latest of each remote within the watch's reach. */
  static recent(store: FleetStore, windowMs: number): Withdrawal[] {
    const latest = new Map<string, Withdrawal>();
    for (const withdrawal of store.withdrawals(Date.now() - Math.max(windowMs, 3_600_000) * 2))
      latest.set(withdrawal.remote, withdrawal);
    return [...latest.values()];
  }

  /** A client error report was counted: the watch weighs its version, and a withdrawal it decides applies here at once. */
  counted(report: ClientReport): void {
    const withdrawal = this.#watch.reported(report.remote, report.version);
    if (withdrawal) this.options.live.ready?.send({ type: 'withdraw', withdrawal });
  }

  start(): void {
    this.#timer = setInterval(() => {
      this.#follow();
      if (Date.now() - this.#prunedAt >= PRUNE_EVERY_MS) {
        this.#prunedAt = Date.now();
        this.options.store.prune(this.#prunedAt);
      }
    }, this.options.pollMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** The fleet's withdrawals reach this shell's renderer, whichever shell decided them. */
  #follow(): void {
    const renderer = this.options.live.ready;
    const serving = renderer?.picture?.remotes;
    if (!renderer || !serving) return;
    for (const withdrawal of WithdrawalLoop.recent(this.options.store, this.options.windowMs)) {
      const remote = serving[withdrawal.remote];
      if (remote?.version === withdrawal.version && remote.since === withdrawal.since)
        renderer.send({ type: 'withdraw', withdrawal });
    }
  }
}
