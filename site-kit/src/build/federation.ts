/**
 * Module Federation settings every app shares, so the shell and the remotes cannot drift apart.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * The libraries that must exist once per page (React state, router context, zustand stores).
 * `react/` and `react-dom/` share the subpath imports (jsx-runtime, react-dom/client) too.
 */
export const sharedSingletons = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  zustand: singleton('^5.0.0'),
};

export const SHARE_STRATEGY = 'loaded-first' as const;
