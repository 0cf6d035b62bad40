/**
 * Counting call taps (decision F35): a report of a tap is stored unless its page load (or, for a
 * ping, its address and page) was counted in the last few seconds; a person tapping twice, or the
 * rare browser that reports a tap both ways, counts once. A tap and a lead of the same visit are
 * linked, whichever came first, from what this process remembers of the visit for two hours.
 */
import type { Database } from 'better-sqlite3';
import { ShortMemory } from './memory';
import { CallTapStore } from './store';
import type { ReadTap } from './tap';

/** Reports of one page load this close together are one tap. */
export const REPEAT_WINDOW_MS = 10_000;
/** How long a visit's taps and lead are remembered for linking. */
export const VISIT_MEMORY_MS = 2 * 60 * 60 * 1000;
/** Enough for a busy day of one small business; a flood pushes out the oldest, nothing else. */
const MEMORY_ENTRIES = 20_000;

interface Visit {
  taps: number[];
  lead: number | null;
}

export type TapOutcome = 'counted' | 'repeat';

export class CallCounter {
  readonly #store: CallTapStore;
  readonly #recent: ShortMemory<true>;
  readonly #visits: ShortMemory<Visit>;

  constructor(
    db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.#store = new CallTapStore(db);
    this.#recent = new ShortMemory(REPEAT_WINDOW_MS, MEMORY_ENTRIES, now);
    this.#visits = new ShortMemory(VISIT_MEMORY_MS, MEMORY_ENTRIES, now);
  }

  count({ tap, repeatKey, visitId }: ReadTap): TapOutcome {
    if (this.#recent.get(repeatKey)) return 'repeat';
    this.#recent.set(repeatKey, true);
    const visit = visitId ? (this.#visits.get(visitId) ?? { taps: [], lead: null }) : null;
    const rowId = this.#store.record(tap, this.now(), visit?.lead ?? null);
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
