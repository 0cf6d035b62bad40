/**
 * Counting call taps (decisions F35, F41): a report of a tap is stored unless its page load (or, for
 * a ping, its address and page) was counted in the last few seconds, or that page load's call link
 * (placement) was counted at all; a person tapping twice, or the rare browser that reports a tap both
 * ways, counts once. Each client network stores at most TAPS_PER_NETWORK_HOUR taps an hour, verified
 * and unverified apart, so a stranger's flood neither fills the report nor starves real taps. A tap
 * and a lead of the same visit are linked, whichever came first, from what this process remembers
 * of the visit for two hours.
 */
import { type ShortMemory, shortMemory, slidingWindow, type WindowCounter } from '@site-kit/server';
import type { Database } from 'better-sqlite3';
import { CallTapStore, type TapProvenance } from './store';
import type { ReadTap } from './tap';

/** Reports of one page load this close together are one tap. */
export const REPEAT_WINDOW_MS = 10_000;
/** How long a visit's taps and lead are remembered for linking. */
export const VISIT_MEMORY_MS = 2 * 60 * 60 * 1000;
/** Enough for a busy day of one small business; a flood pushes out the oldest, nothing else. */
const MEMORY_ENTRIES = 20_000;
/**
 * Taps one client network (IPv4 /24, IPv6 /48) may store per clock hour, verified and unverified
 * each, by default (CALL_TAPS_PER_NETWORK_HOUR): a carrier's NAT puts many phones behind one
 * network, and a small business's busiest hour is a few calls (decision F41).
 */
export const TAPS_PER_NETWORK_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

interface Visit {
  taps: number[];
  lead: number | null;
}

export type TapOutcome = 'counted' | 'repeat' | 'capped';

export class CallCounter {
  readonly #store: CallTapStore;
  readonly #recent: ShortMemory<string, true>;
  /** Page load and placement pairs counted: one tap each (beacons; a ping has no page load). */
  readonly #placed: ShortMemory<string, true>;
  /** Taps stored per network and clock hour. */
  readonly #perNetwork: WindowCounter;
  readonly #visits: ShortMemory<string, Visit>;

  constructor(
    db: Database,
    private readonly now: () => number = Date.now,
    private readonly perNetworkHour = TAPS_PER_NETWORK_HOUR,
  ) {
    this.#store = new CallTapStore(db);
    // In memory only, so nothing of it is ever written down (decision F35).
    this.#recent = shortMemory({ max: MEMORY_ENTRIES, ttlMs: REPEAT_WINDOW_MS, now });
    this.#placed = shortMemory({ max: MEMORY_ENTRIES, ttlMs: VISIT_MEMORY_MS, now });
    this.#perNetwork = slidingWindow({ windowMs: HOUR_MS, maxKeys: MEMORY_ENTRIES, now });
    this.#visits = shortMemory({ max: MEMORY_ENTRIES, ttlMs: VISIT_MEMORY_MS, now });
  }

  count({ tap, repeatKey, placementKey, visitId }: ReadTap, provenance: TapProvenance): TapOutcome {
    if (this.#recent.get(repeatKey) || (placementKey && this.#placed.get(placementKey))) return 'repeat';
    const budgetKey = `${provenance.verified ? 'verified' : 'unverified'}:${provenance.network}:${Math.floor(this.now() / HOUR_MS)}`;
    // The key names the clock hour: every hit under it is within the window.
    if (this.#perNetwork.count(budgetKey) >= this.perNetworkHour) return 'capped';
    this.#perNetwork.hit(budgetKey);
    this.#recent.set(repeatKey, true);
    if (placementKey) this.#placed.set(placementKey, true);
    const visit = visitId ? (this.#visits.get(visitId) ?? { taps: [], lead: null }) : null;
    const rowId = this.#store.record(tap, this.now(), provenance, visit?.lead ?? null);
    if (visit && visitId) this.#visits.set(visitId, { ...visit, taps: [...visit.taps, rowId] });
    return 'counted';
  }

  /** A lead of this visit was stored: link the visit's taps so far, and the ones still to come. */
  leadSaved(visitId: string | null, submissionRowId: number): void {
    if (!visitId) return;
    const visit = this.#visits.get(visitId) ?? { taps: [], lead: null };
    this.#store.link(visit.taps, submissionRowId);
    this.#visits.set(visitId, { taps: [], lead: submissionRowId });
  }
}
