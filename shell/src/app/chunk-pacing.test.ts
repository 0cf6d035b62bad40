import { rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EnsureChunk, paceBundlerChunkLoading, pacedChunkLoading } from './chunk-pacing';

/** Counts macrotasks: each setTimeout(0) the test schedules ticks once. */
function taskClock() {
  let tasks = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    tasks += 1;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return { now: () => tasks, stop: () => (running = false) };
}

describe('pacedChunkLoading', () => {
  it('starts each download in a task of its own, in request order', async () => {
    const clock = taskClock();
    const started: Array<{ id: string; task: number }> = [];
    const load = pacedChunkLoading(async (id) => {
      started.push({ id, task: clock.now() });
    });
    await Promise.all([load('react'), load('router'), load('app')]);
    clock.stop();
    expect(started.map((entry) => entry.id)).toEqual(['react', 'router', 'app']);
    const tasks = started.map((entry) => entry.task);
    expect(new Set(tasks).size).toBe(3);
    expect(tasks[0]).toBeGreaterThan(0);
  });

  it('resolves a task after the chunk has arrived, and passes its failure on', async () => {
    const clock = taskClock();
    let arrivedAt = -1;
    const load = pacedChunkLoading(async () => {
      arrivedAt = clock.now();
    });
    await load('app');
    expect(clock.now()).toBeGreaterThan(arrivedAt);

    const failing = pacedChunkLoading(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(failing('lost')).rejects.toThrow('ChunkLoadError');
    clock.stop();
  });
});

describe('paceBundlerChunkLoading', () => {
  const global = globalThis as { __webpack_require__?: { e?: EnsureChunk } };
  afterEach(() => {
    delete global.__webpack_require__;
    vi.restoreAllMocks();
  });

  it('wraps the chunk loader the bundler names __webpack_require__.e', async () => {
    // The private part pinned: Rspack's runtime loads an async chunk through `__webpack_require__.e`.
    expect(rspack.RuntimeGlobals.ensureChunk).toBe('__webpack_require__.e');
    const loaded: string[] = [];
    const ensureChunk: EnsureChunk = async (id) => loaded.push(id);
    global.__webpack_require__ = { e: ensureChunk };
    paceBundlerChunkLoading();
    expect(global.__webpack_require__.e).not.toBe(ensureChunk);
    await global.__webpack_require__.e?.('app');
    expect(loaded).toEqual(['app']);
  });

  it('says so on the console when the bundler has no such loader', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    paceBundlerChunkLoading();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('__webpack_require__.e'));
  });
});
