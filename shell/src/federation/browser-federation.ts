/** The browser's federation runtime: remotes registered from the server's payload, plugins attached. */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SsrPayload } from '../app/payload';
import { ModuleCache } from './module-cache';
import { fallbackPlugin, isFallbackModule } from './runtime-plugins/fallback';
import { retryPlugin } from './runtime-plugins/retry';

export function createBrowserFederation(remotes: SsrPayload['remotes']): ModuleCache {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return new ModuleCache(async (id) => {
    const module = await loadRemote(id);
    if (!module || isFallbackModule(module)) throw new Error(`${id} is unavailable`);
    return module;
  });
}
