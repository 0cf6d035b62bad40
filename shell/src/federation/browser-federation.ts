/**
 * The browser's federated modules: their loads start the federation runtime on first use (see
 * federation-runtime.ts), so pages that need no remote code yet do not download it. No React here:
 * the entry starts a waking part's module load at once, while React is still on its way.
 */
import type { RemoteName } from '@site-kit/contract';
import { sharedUntilFailure } from '../app/shared-until-failure';
import type { LoadModule } from './federated-modules';
import { retried } from './retried';

type LoadRemote = (id: string) => Promise<unknown>;

/** The runtime's chunk, tried again like a remote entry. */
const importRuntime = retried(() => import(/* webpackChunkName: "federation" */ './federation-runtime'));

/** Loads a module by id, once (a load that fails is tried afresh next time). */
export function createModuleLoader(remotes: Partial<Record<RemoteName, string>>): LoadModule {
  // Still lost after the retries: the next load (an island's own retry) starts the runtime over.
  const start = sharedUntilFailure(() =>
    importRuntime().then(({ startFederation }): LoadRemote => startFederation(remotes)),
  );
  return sharedUntilFailure(async (id: string) => {
    const module = await (await start())(id);
    if (!module) throw new Error(`${id} is unavailable`);
    return module;
  });
}
