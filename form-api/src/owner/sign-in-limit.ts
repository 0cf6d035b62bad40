/**
 * Failed sign-ins per client IP, in memory: after `max` failures in a window every further attempt
 * is refused until the window ends, even with the right token (a guesser learns nothing). Successful
 * sign-ins cost nothing, so the owner is never locked out by signing in often.
 */
export class SignInLimit {
  readonly #failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max = 5,
    readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  #window(key: string) {
    const window = this.#failures.get(key);
    if (window && window.resetAt <= this.now()) {
      this.#failures.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until `key` may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    const window = this.#window(key);
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Count a failure; returns the attempts left in this window. */
  fail(key: string): number {
    const now = this.now();
    if (this.#failures.size > 10_000) {
      for (const [client, window] of this.#failures) if (window.resetAt <= now) this.#failures.delete(client);
    }
    const window = this.#window(key) ?? { count: 0, resetAt: now + this.windowMs };
    window.count += 1;
    this.#failures.set(key, window);
    return Math.max(0, this.max - window.count);
  }
}
