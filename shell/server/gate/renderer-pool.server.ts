/**
 * The renderers of previews (decision P41) and development overrides (P26): one process each, with
 * that remote pinned to a version or pointed at another origin (the federation runtime keeps one
 * registry per process, decisions P7, P37). Started on demand, bounded in number and in starts a
 * minute, stopped when idle.
 */

import { slidingWindow } from '@site-kit/server';
import type { RendererPlan } from '../renderer/settings.server';
import { type RendererOptions, RendererProcess } from './renderer-process.server';

export interface RendererSpec {
  /** One process per key: the preview's version, the override's origins. */
  key: string;
  settings: RendererPlan;
}

export class TooManyStarts extends Error {}

/**
 * The renderers of previews and overrides: started on first use (at most `startsPerMinute` a minute,
 * so a stranger with many preview links cannot make the gate start processes without end), at most
 * `max` at once (the least recently used stops), stopped after `idleMs` unused.
 */
export class RendererPool {
  readonly #running = new Map<string, { renderer: RendererProcess; lastUsed: number }>();
  readonly #starts = slidingWindow({ windowMs: 60_000 });
  readonly #max: number;
  readonly #idleMs: number;
  readonly #startsPerMinute: number;
  #sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly options: RendererOptions & { max?: number; idleMs?: number; startsPerMinute?: number }) {
    this.#max = options.max ?? 4;
    this.#idleMs = options.idleMs ?? 15 * 60_000;
    this.#startsPerMinute = options.startsPerMinute ?? 6;
  }

  /** The running renderer for `spec`, if any (nothing is started). */
  running(key: string): RendererProcess | null {
    const entry = this.#running.get(key);
    if (!entry?.renderer.running) return null;
    entry.lastUsed = Date.now();
    return entry.renderer;
  }

  /** The renderer for `spec`, started if need be; resolves once it is ready. */
  async get(spec: RendererSpec): Promise<RendererProcess> {
    const found = this.running(spec.key);
    if (found) {
      await found.ready;
      return found;
    }
    const now = Date.now();
    if (this.#starts.count('renderer') >= this.#startsPerMinute)
      throw new TooManyStarts('too many renderers started in the last minute');
    this.#starts.hit('renderer');
    if (this.#running.size >= this.#max) this.#stop(this.#leastRecentlyUsed());
    const started = performance.now();
    const renderer = new RendererProcess(spec.settings, this.options);
    this.#running.set(spec.key, { renderer, lastUsed: now });
    renderer.once('exit', () => {
      if (this.#running.get(spec.key)?.renderer === renderer) this.#running.delete(spec.key);
    });
    this.#sweep();
    try {
      await renderer.ready;
    } catch (error) {
      renderer.stop();
      throw error;
    }
    this.options.logger.info(
      { renderer: spec.key, rendererPid: renderer.pid, ms: Math.round(performance.now() - started) },
      'renderer ready',
    );
    return renderer;
  }

  stopAll(): void {
    for (const key of [...this.#running.keys()]) this.#stop(key);
    if (this.#sweeper) clearInterval(this.#sweeper);
  }

  #sweep(): void {
    if (this.#sweeper) return;
    this.#sweeper = setInterval(
      () => {
        const now = Date.now();
        for (const [key, entry] of this.#running) if (now - entry.lastUsed > this.#idleMs) this.#stop(key);
      },
      Math.min(60_000, this.#idleMs),
    );
    this.#sweeper.unref();
  }

  #leastRecentlyUsed(): string {
    let oldest: [string, number] | null = null;
    for (const [key, entry] of this.#running) if (!oldest || entry.lastUsed < oldest[1]) oldest = [key, entry.lastUsed];
    return oldest?.[0] ?? '';
  }

  #stop(key: string): void {
    this.#running.get(key)?.renderer.stop();
    this.#running.delete(key);
  }
}
