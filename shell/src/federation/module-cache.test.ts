import { describe, expect, it } from 'vitest';
import { ModuleCache, moduleId } from './module-cache';

describe('ModuleCache', () => {
  it('loads a module once and reports it ready for synchronous reads', async () => {
    let calls = 0;
    const cache = new ModuleCache(async (id) => {
      calls += 1;
      return { id };
    });
    const first = cache.load('a/B');
    const second = cache.load('a/B');
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, module: { id: 'a/B' } });
    expect(calls).toBe(1);
    // React's use() reads these fields to return without suspending.
    expect(first).toMatchObject({ status: 'fulfilled', value: { ok: true } });
  });

  it('turns a failed load into a result instead of a rejection, and forgets it on request', async () => {
    let fail = true;
    const cache = new ModuleCache(async () => {
      if (fail) throw new Error('remote down');
      return 'module';
    });
    await expect(cache.load('x/Y')).resolves.toEqual({ ok: false, reason: 'remote down' });
    expect(cache.failedIds()).toEqual(['x/Y']);
    fail = false;
    await expect(cache.load('x/Y')).resolves.toMatchObject({ ok: false });
    cache.forget('x/Y');
    await expect(cache.load('x/Y')).resolves.toEqual({ ok: true, module: 'module' });
  });

  it('settles known results without loading (hydration of what the server rendered)', async () => {
    const cache = new ModuleCache(async () => {
      throw new Error('must not load');
    });
    cache.settle('x/Z', { ok: false, reason: 'down on the server' });
    expect(cache.load('x/Z')).toMatchObject({ status: 'fulfilled', value: { ok: false } });
  });

  it('defers a load until someone asks for the module, then resolves the same promise', async () => {
    const started: string[] = [];
    const cache = new ModuleCache(async (id) => {
      started.push(id);
      return id.toUpperCase();
    });
    const waiting = cache.deferred('a/Lazy');
    expect(cache.deferred('a/Lazy')).toBe(waiting);
    await Promise.resolve();
    expect(started).toEqual([]);
    expect(cache.pending()).toEqual([]);
    expect(cache.load('a/Lazy')).toBe(waiting);
    await expect(waiting).resolves.toEqual({ ok: true, module: 'A/LAZY' });
    expect(started).toEqual(['a/Lazy']);
  });

  it('starts every deferred load at once when a navigation needs them', async () => {
    const started: string[] = [];
    const cache = new ModuleCache(async (id) => {
      started.push(id);
      return id;
    });
    const first = cache.deferred('a/One');
    const second = cache.deferred('b/Two');
    cache.startDeferred();
    await Promise.all([first, second]);
    expect(started.sort()).toEqual(['a/One', 'b/Two']);
    // From then on nothing waits: a part hydrating during the navigation loads at once.
    await cache.deferred('c/Three');
    expect(started).toContain('c/Three');
  });

  it('records which modules a render used', () => {
    const cache = new ModuleCache(async () => null);
    cache.markUsed('a/One', true);
    cache.markUsed('b/Two', false);
    expect(cache.used()).toEqual({ 'a/One': true, 'b/Two': false });
  });

  it('names modules remote/expose', () => {
    expect(moduleId('mfe_forms', './CallbackForm')).toBe('mfe_forms/CallbackForm');
  });
});
