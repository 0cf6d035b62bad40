/**
 * A small map that forgets: each entry lives `ttlMs` from when it was set, and past `maxEntries` the
 * oldest go first. In memory only, so nothing it holds is ever written down (decision F35): the
 * repeats of a page load for a few seconds, and which call taps and lead belong to one visit.
 */
export class ShortMemory<Value> {
  readonly #entries = new Map<string, { value: Value; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Set (or replace) an entry; its life starts now. */
  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
    this.#sweep();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Insertion order is expiry order (every entry lives as long): drop from the front. */
  #sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expires > now && this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(key);
    }
  }
}
