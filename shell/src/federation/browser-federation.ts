/**
 * The browser's federation: a module cache whose loads start the federation runtime on first use
 * (see federation-runtime.ts), so pages that need no remote code yet do not download it.
 */
import type { SsrPayload } from '../app/payload';
import { ModuleCache } from './module-cache';
import { isFallbackModule } from './runtime-plugins/fallback';
import { RETRIES, retryDelay } from './runtime-plugins/retry';

type LoadRemote = (id: string) => Promise<unknown>;

/** The runtime's chunk, tried again like a remote entry: a dropped packet must not cost a form. */
async function importRuntime() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await import(/* webpackChunkName: "federation" */ './federation-runtime');
    } catch (error) {
      if (attempt > RETRIES) throw error;
      await retryDelay(attempt);
    }
  }
}

export function createBrowserFederation(remotes: SsrPayload['remotes']): ModuleCache {
  let runtime: Promise<LoadRemote> | undefined;
  const start = () => {
    runtime ??= importRuntime().then(
      ({ startFederation }) => startFederation(remotes),
      (error: unknown) => {
        // Still lost after the retries: the next load (an island's own retry) starts over.
        runtime = undefined;
        throw error;
      },
    );
    return runtime;
  };
  return new ModuleCache(async (id) => {
    const loadRemote = await start();
    const module = await loadRemote(id);
    if (!module || isFallbackModule(module)) throw new Error(`${id} is unavailable`);
    return module;
  });
}
