/**
 * The browser's federation: a module cache whose loads start the federation runtime on first use
 * (see federation-runtime.ts), so pages that need no remote code yet do not download it.
 */
import type { SsrPayload } from '../app/payload';
import { ModuleCache } from './module-cache';
import { isFallbackModule } from './runtime-plugins/fallback';

type LoadRemote = (id: string) => Promise<unknown>;

export function createBrowserFederation(remotes: SsrPayload['remotes']): ModuleCache {
  let runtime: Promise<LoadRemote> | undefined;
  const start = () => {
    runtime ??= import(/* webpackChunkName: "federation" */ './federation-runtime').then(
      ({ startFederation }) => startFederation(remotes),
      (error: unknown) => {
        // A dropped chunk on a weak signal: the next load (an island's retry) asks for it again.
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
