import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DevToolsHook, recordRefreshRenderers } from './refresh-renderers';

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook & Record<string, unknown> };

afterEach(() => {
  delete global.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  vi.resetModules();
});

describe('recordRefreshRenderers', () => {
  it('keeps each renderer React injects into the stand-in DevTools hook in its `renderers`', async () => {
    // A stand-in like the refresh runtime's: it answers ids but keeps no renderer.
    let next = 0;
    const injected = vi.fn(() => (next += 1));
    const hook = {
      renderers: new Map<number, unknown>(),
      supportsFiber: true,
      inject: injected as (renderer: unknown) => number,
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
    };
    global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
    recordRefreshRenderers(global);
    // The private part pinned: React DOM, as it loads, injects its renderer through the hook's `inject`.
    await import('react-dom/client');
    expect(injected).toHaveBeenCalledTimes(1);
    expect([...hook.renderers.values()]).toEqual([
      expect.objectContaining({ rendererPackageName: 'react-dom', version: expect.any(String) }),
    ]);
  });

  it('leaves a page without the hook, or a hook without `renderers`, as it is', () => {
    expect(() => recordRefreshRenderers({})).not.toThrow();
    const inject = () => 1;
    const hook = { inject };
    recordRefreshRenderers({ __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
    expect(hook.inject).toBe(inject);
  });
});
