/**
 * Pins the runtime behaviour `providedShared` relies on for a library the host downloads on demand
 * (the router): the host's copy is still the one every module gets, even when a remote brings its own
 * of a higher version, and its code is fetched only when a module consumes it.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { LazyLibrary, providedShared, ROUTER_EXPORTS, SHARE_STRATEGY, sharedSingletons } from '@site-kit/contract';
import { describe, expect, it, vi } from 'vitest';

const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', zustand: '5.0.8' };
const hostRouter = { copy: 'the host router' };
const remoteRouter = { copy: "a remote's own router" };

function hostWithLazyRouter(name: string) {
  const download = vi.fn(async () => hostRouter);
  const host = createInstance({
    name,
    remotes: [],
    shared: providedShared(versions, {
      react: {},
      'react/jsx-runtime': {},
      'react-dom': {},
      'react-router-dom': new LazyLibrary(download),
      zustand: {},
    }),
    shareStrategy: SHARE_STRATEGY,
  });
  return { host, download };
}

/**
 * A remote started on the host's share scope, registering its own router as its build shares it:
 * today's remotes as `sharedSingletons` says, a build from before PF15 tree-shaken to ROUTER_EXPORTS.
 */
async function remoteWithRouter(
  host: ReturnType<typeof createInstance>,
  version: string,
  build: 'today' | 'before PF15',
) {
  const treeShaking =
    build === 'today'
      ? (sharedSingletons['react-router-dom'] as { treeShaking?: object }).treeShaking
      : { mode: 'runtime-infer' as const, usedExports: [...ROUTER_EXPORTS] };
  const remote = createInstance({
    name: `lazy-share-remote-${version}-${build.replace(/\W/g, '')}`,
    remotes: [],
    shared: {
      'react-router-dom': {
        version,
        get: async () => () => remoteRouter,
        shareConfig: { singleton: true, requiredVersion: sharedSingletons['react-router-dom'].requiredVersion },
        ...(treeShaking ? { treeShaking } : {}),
      },
    },
    shareStrategy: SHARE_STRATEGY,
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default ?? {});
  await Promise.all(remote.initializeSharing('default', { strategy: SHARE_STRATEGY }));
  return remote;
}

describe('a shared library the host provides lazily', () => {
  for (const [build, version] of [
    ['today', '7.99.0'],
    ['before PF15', '7.18.5'],
    ['before PF15', '7.99.0'],
  ] as const)
    it(`is downloaded only when consumed, and wins over the router of a remote built ${build} (${version})`, async () => {
      const { host, download } = hostWithLazyRouter(`lazy-share-host-${version}-${build.replace(/\W/g, '')}`);
      const remote = await remoteWithRouter(host, version, build);
      expect(Object.keys(host.shareScopeMap.default?.['react-router-dom'] ?? {}).sort()).toEqual(
        [...new Set(['7.18.5', version])].sort(),
      );
      expect(download).not.toHaveBeenCalled();

      const fromRemote = await remote.loadShare<typeof hostRouter>('react-router-dom');
      const fromHost = await host.loadShare<typeof hostRouter>('react-router-dom');
      expect(fromRemote ? fromRemote() : fromRemote).toBe(hostRouter);
      expect(fromHost ? fromHost() : fromHost).toBe(hostRouter);
      // Asked for, it is downloaded (the shell's loader is memoized: one request however often).
      expect(download).toHaveBeenCalled();
    });
});
