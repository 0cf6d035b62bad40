/**
 * Pins the runtime behaviour `providedShared` relies on for a library the host downloads on demand
 * (the router): the host's copy is still the one every module gets, even when a remote brings its own
 * of a higher version, and its code is fetched only when a module consumes it.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { providedShared, SHARE_STRATEGY, sharedSingletons } from '@site-kit/contract';
import { describe, expect, it, vi } from 'vitest';

const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', zustand: '5.0.8' };
const hostRouter = { copy: 'the host router' };
const remoteRouter = { copy: "a remote's own router" };

function hostWithLazyRouter(name: string) {
  const download = vi.fn(async () => hostRouter);
  const host = createInstance({
    name,
    remotes: [],
    shared: providedShared(
      versions,
      { react: {}, 'react/jsx-runtime': {}, 'react-dom': {}, zustand: {} },
      { 'react-router-dom': download },
    ),
    shareStrategy: SHARE_STRATEGY,
  });
  return { host, download };
}

describe('a shared library the host provides lazily', () => {
  it("is downloaded only when consumed, and wins over a remote's higher version", async () => {
    const { host, download } = hostWithLazyRouter('lazy-share-host');
    // A remote started on the same share scope registers its fallback, shared as the remotes' builds
    // share it: a newer router than the host's.
    const { treeShaking, ...shareConfig }: { treeShaking?: object; singleton: boolean; requiredVersion: string } =
      sharedSingletons['react-router-dom'];
    const remote = createInstance({
      name: 'lazy-share-remote',
      remotes: [],
      shared: {
        'react-router-dom': {
          version: '7.99.0',
          get: async () => () => remoteRouter,
          shareConfig,
          ...(treeShaking ? { treeShaking } : {}),
        },
      },
      shareStrategy: SHARE_STRATEGY,
    });
    remote.initShareScopeMap('default', host.shareScopeMap.default ?? {});
    await Promise.all(remote.initializeSharing('default', { strategy: SHARE_STRATEGY }));
    expect(Object.keys(host.shareScopeMap.default?.['react-router-dom'] ?? {}).sort()).toEqual(['7.18.5', '7.99.0']);
    expect(download).not.toHaveBeenCalled();

    const fromRemote = await remote.loadShare<typeof hostRouter>('react-router-dom');
    const fromHost = await host.loadShare<typeof hostRouter>('react-router-dom');
    expect(fromRemote ? fromRemote() : fromRemote).toBe(hostRouter);
    expect(fromHost ? fromHost() : fromHost).toBe(hostRouter);
    expect(download).toHaveBeenCalledTimes(1);
  });
});
