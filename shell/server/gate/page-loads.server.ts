/**
 * Page loads served, per remote version and client network: the denominator of the watch's rates
 * and what ties a client error report to a network that really got the version (issue 33). Counted
 * in memory as pages go out and written to the shared store every FLUSH_MS (one transaction), so a
 * page costs a map update, not a write.
 */
import type { RemoteName } from '@site-kit/contract';
import { clientNetwork } from '@site-kit/server';
import { type FleetStore, loadKey } from './fleet-store.server';

const FLUSH_MS = 500;
/** `mfe_forms@3f9c0a1b2c3d4e5f`: one entry of the renderer's PAGE_LOADS_HEADER. */
const LOAD_ENTRY = /^(mfe_[a-z]+)@([0-9a-f]{8,64})$/;

export class PageLoadCounter {
  #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: FleetStore,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => this.flush(), FLUSH_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.flush();
  }

  /** A page went out to `clientAddress`, loading the versions its renderer named. */
  count(loadsHeader: string | undefined, clientAddress: string): void {
    if (!loadsHeader) return;
    const network = clientNetwork(clientAddress);
    for (const entry of loadsHeader.split(',')) {
      const match = LOAD_ENTRY.exec(entry.trim());
      if (!match) continue;
      const key = loadKey(match[1] as RemoteName, match[2] as string, network);
      this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    }
  }

  /** Write what was counted since the last write. */
  flush(): void {
    if (this.#pending.size === 0) return;
    const counts = this.#pending;
    this.#pending = new Map();
    this.store.addPageLoads(counts, this.now());
  }
}
