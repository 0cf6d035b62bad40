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
