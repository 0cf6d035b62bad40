import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remote entries load as CORS scripts (`crossorigin="anonymous"`), as the remotes' own chunks do
 * (their builds set `crossOriginLoading`, `@site-kit/build`), so an error thrown by a remote's code
 * outside React (a timer, an event handler) reaches the page with its message and file, and can be
 * attributed to its remote and version, instead of an opaque "Script error." (decision P44). The
 * origins answer with `Access-Control-Allow-Origin` for the site.
 */
export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-cross-origin-scripts',
    createScript({ attrs }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      // The runtime sets its own attributes only on a script it creates itself (`fetchpriority`).
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return script;
    },
  };
}
