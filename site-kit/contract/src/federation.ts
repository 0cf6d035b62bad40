/**
 * Module Federation settings every app shares, so the shell and the remotes cannot drift apart.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * Everything any app imports from react-router-dom. Shared modules are not tree-shaken by default
 * (the whole router, 62 KB gzip, would ship); declaring the used exports lets every app build the
 * same trimmed copy (about 16 KB). An app that needs another export adds it here. (StaticRouter is
 * only used by the shell server, which imports the router directly, not through federation.)
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
  'react-router-dom': {
    ...singleton('^7.0.0'),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: [...ROUTER_EXPORTS] },
  },
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

/**
 * The `shared` option of a host's runtime instance (the shell's browser runtime and its SSR server
 * alike): the host's copies, at the versions it installed (its package.json pins them exactly).
 */
export function providedShared(
  versions: Record<'react' | 'react-dom' | 'react-router-dom' | 'zustand', string>,
  libraries: SharedLibraries,
) {
  const provide = (config: keyof typeof sharedSingletons, version: string, lib: unknown) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: sharedSingletons[config].requiredVersion },
  });
  return {
    react: provide('react', versions.react, libraries.react),
    'react/jsx-runtime': provide('react/', versions.react, libraries['react/jsx-runtime']),
    'react-dom': provide('react-dom', versions['react-dom'], libraries['react-dom']),
    'react-router-dom': provide('react-router-dom', versions['react-router-dom'], libraries['react-router-dom']),
    zustand: provide('zustand', versions.zustand, libraries.zustand),
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
