import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the fallback plugin hands back instead of a remote that could not load. */
export const FALLBACK_MARK = '__siteFallback';

export const isFallbackModule = (module: unknown): boolean =>
  typeof module === 'object' && module !== null && FALLBACK_MARK in module;

/**
 * Turns a remote that cannot load into a well-formed "unavailable" module with one warning, instead
 * of an exception that escapes into the page. Slots render their fallback for it.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} is unavailable (${lifecycle}):`, error instanceof Error ? error.message : error);
      if (lifecycle === 'onLoad' || lifecycle === 'beforeRequest') return { [FALLBACK_MARK]: true, default: null };
      return undefined;
    },
  };
}
