/**
 * A cache of federated modules that React can read synchronously once a module is loaded.
 *
 * Loads never reject: they settle to `{ ok: false }` so a missing remote becomes a fallback, not a
 * crash. The settled promise is tagged the way React's `use()` reads thenables, so components that
 * read an already-loaded module render without suspending (hydration sees exactly the server tree).
 */
import type { RemoteName } from '@site-kit/contract';

export type ModuleResult<T = unknown> = { ok: true; module: T } | { ok: false; reason: string };

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

/** `mfe_services/ServicePage` from `mfe_services` and `./ServicePage`. */
export const moduleId = (remote: RemoteName, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

export type ModuleLoadFn = (id: string) => Promise<unknown>;

/** Ids of deferred regions: nothing to fetch, only a moment to wait for. */
export const REGION_PREFIX = 'region:';

export class ModuleCache {
  readonly #entries = new Map<string, TrackedPromise<ModuleResult>>();
  /** Deferred entries waiting for someone to start their load (lazy hydration). */
  readonly #starters = new Map<string, () => void>();
  /** After the first navigation nothing is deferred any more (see startDeferred). */
  #eager = false;
  readonly #used = new Map<string, boolean>();

  constructor(private readonly loadModule: ModuleLoadFn) {}

  /** Start (or reuse) the load of a module; the promise resolves to a result, never rejects. */
  load(id: string): Promise<ModuleResult> {
    const start = this.#starters.get(id);
    if (start) start();
    const existing = this.#entries.get(id);
    if (existing) return existing;
    const promise = this.#track(this.#settle(id));
    this.#entries.set(id, promise);
    return promise;
  }

  /**
   * The promise of a module without starting its load: whoever calls `load(id)` later (an island
   * scrolling into view, a tap on it) starts it. React keeps the server HTML of a boundary that
   * waits on this promise and hydrates it when it resolves.
   */
  deferred(id: string): Promise<ModuleResult> {
    if (this.#eager) return this.load(id);
    const existing = this.#entries.get(id);
    if (existing) return existing;
    let resolve: (result: ModuleResult) => void = () => undefined;
    const promise = this.#track(new Promise<ModuleResult>((settle) => (resolve = settle)));
    this.#starters.set(id, () => {
      this.#starters.delete(id);
      void this.#settle(id).then(resolve);
    });
    this.#entries.set(id, promise);
    return promise;
  }

  /**
   * Start every deferred load. A navigation needs this: React must hydrate a waiting island before
   * it can pass it the new location, so the navigation would otherwise wait for a load nobody starts.
   */
  startDeferred(): void {
    // Parts that hydrate while the navigation waits may hold further deferred parts (an island in
    // the footer): those must not wait either.
    this.#eager = true;
    for (const start of [...this.#starters.values()]) start();
  }

  #settle(id: string): Promise<ModuleResult> {
    if (id.startsWith(REGION_PREFIX)) return Promise.resolve({ ok: true, module: null });
    return this.loadModule(id).then(
      (module): ModuleResult => ({ ok: true, module }),
      (error: unknown): ModuleResult => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    );
  }

  #track(source: Promise<ModuleResult>): TrackedPromise<ModuleResult> {
    const promise: TrackedPromise<ModuleResult> = source;
    promise.status = 'pending';
    promise.then((result) => {
      promise.status = 'fulfilled';
      promise.value = result;
    });
    return promise;
  }

  /** Seed a settled result (hydration of what the server rendered, or a known failure). */
  settle(id: string, result: ModuleResult): void {
    const promise: TrackedPromise<ModuleResult> = Promise.resolve(result);
    promise.status = 'fulfilled';
    promise.value = result;
    this.#entries.set(id, promise);
  }

  /** Forget a failed result so the next read tries again. */
  forget(id: string): void {
    this.#entries.delete(id);
    this.#starters.delete(id);
  }

  /** Loads started but not finished (the server waits for them before its final render). */
  pending(): Promise<ModuleResult>[] {
    return [...this.#entries]
      .filter(([id, promise]) => promise.status === 'pending' && !this.#starters.has(id))
      .map(([, promise]) => promise);
  }

  /** Start a fresh record of used modules (the final render is the one that counts). */
  resetUsed(): void {
    this.#used.clear();
  }

  /** Record that a rendered tree used this module (the server sends the list to the browser). */
  markUsed(id: string, ok: boolean): void {
    this.#used.set(id, ok);
  }

  used(): Record<string, boolean> {
    return Object.fromEntries(this.#used);
  }

  failedIds(): string[] {
    const failed: string[] = [];
    for (const [id, promise] of this.#entries) if (promise.value && !promise.value.ok) failed.push(id);
    return failed;
  }
}
