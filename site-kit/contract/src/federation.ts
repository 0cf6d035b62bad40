/**
 * Module Federation settings every app shares, so the shell and the remotes cannot drift apart.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * Everything any app imports from react-router-dom: the browser's shared router is exactly these
 * (the shell's `router-module.ts`, so the bundler keeps the rest of the router out). An app that
 * needs another export adds it here. (StaticRouter is only used by the shell server, which imports
 * the router directly, not through federation.)
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useSearchParams',
] as const;

/**
 * The libraries that must exist once per page (React state, router context, zustand stores).
 * `react/` and `react-dom/` share the subpath imports (jsx-runtime, react-dom/client) too.
 */
export const sharedSingletons = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  // No `treeShaking` on shared modules: the shell provides every one of them, so trimming a remote's
  // own copy (never run) only made development and production builds differ (decisions P25, PF15).
  'react-router-dom': singleton('^7.0.0'),
  zustand: singleton('^5.0.0'),
};

export const SHARE_STRATEGY = 'loaded-first' as const;

/** The host's own copies of the shared singletons, keyed the way remotes ask for them. */
export interface SharedLibraries {
  react: unknown;
  'react/jsx-runtime': unknown;
  'react-dom': unknown;
  'react-router-dom': unknown;
  zustand: unknown;
}

/** A library the host downloads only when a remote module first asks for it (its share's `get`). */
export class LazyLibrary {
  constructor(readonly load: () => Promise<unknown>) {}
}

/**
 * The `shared` option of a host's runtime instance (the shell's browser runtime and its SSR server
 * alike): the host's copies, at the versions it installed (its package.json pins them exactly).
 *
 * A `LazyLibrary` is downloaded the first time a remote module consumes it. It is still declared
 * `loaded`: under the loaded-first strategy that is what makes the runtime pick the host's copy over
 * a remote's own fallback, even one of a higher version, so there stays one copy per page (the
 * runtime then calls `get`, as it does for any share whose code it does not hold yet). Remote builds
 * from before PF15 consume the router tree-shaken, and the runtime then looks for the host's copy
 * under `treeShaking`: the same lazy copy is offered there too, so a remote rolled back to such a
 * build still hydrates. Pinned by the shell's `federation/lazy-share.test.ts`.
 */
export function providedShared(
  versions: Record<'react' | 'react-dom' | 'react-router-dom' | 'zustand', string>,
  libraries: { [Name in keyof SharedLibraries]: SharedLibraries[Name] | LazyLibrary },
) {
  const provide = (name: keyof SharedLibraries, config: keyof typeof sharedSingletons, version: string) => {
    const shareConfig = { singleton: true, requiredVersion: sharedSingletons[config].requiredVersion };
    const lib = libraries[name];
    if (!(lib instanceof LazyLibrary)) return { version, lib: () => lib, shareConfig };
    const get = () => lib.load().then((loaded) => () => loaded);
    const treeShaking =
      name === 'react-router-dom'
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...ROUTER_EXPORTS], get, loaded: true } }
        : {};
    return { version, get, loaded: true, shareConfig, ...treeShaking };
  };
  return {
    react: provide('react', 'react', versions.react),
    'react/jsx-runtime': provide('react/jsx-runtime', 'react/', versions.react),
    'react-dom': provide('react-dom', 'react-dom', versions['react-dom']),
    'react-router-dom': provide('react-router-dom', 'react-router-dom', versions['react-router-dom']),
    zustand: provide('zustand', 'zustand', versions.zustand),
  };
}

/**
 * Browser runtime trimming. The shell starts the federation runtime itself (lazily) and provides it
 * to the remotes, registering them by their remoteEntry.js URL (no manifest or snapshot at run
 * time); remotes only expose modules and use the shell's runtime, so each remoteEntry.js shrinks
 * from ~33 KB to a few KB gzip.
 */
export const remoteBrowserExperiments = {
  externalRuntime: true,
  optimization: { disableSnapshot: true, disableRemote: true, target: 'web' as const },
};
