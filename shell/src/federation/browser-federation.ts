/**
 * The browser's federated modules: their loads start the federation runtime on first use (see
 * federation-runtime.ts), so pages that need no remote code yet do not download it. No React here:
 * the entry starts a waking part's module load at once, while React is still on its way.
 */
import type { RemoteName } from '@site-kit/contract';
import type { LoadModule } from './federated-modules';
import { retried } from './retried';

type LoadRemote = (id: string) => Promise<unknown>;

/** The runtime's chunk, tried again like a remote entry. */
const importRuntime = retried(() => import(/* webpackChunkName: "federation" */ './federation-runtime'));

/** Loads a module by id, once (a load that fails is tried afresh next time). */
export function createModuleLoader(remotes: Partial<Record<RemoteName, string>>): LoadModule {
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
  const loads = new Map<string, Promise<unknown>>();
  return (id) => {
    let load = loads.get(id);
    if (!load) {
      load = start()
        .then((loadRemote) => loadRemote(id))
        .then((module) => {
          if (!module) throw new Error(`${id} is unavailable`);
          return module;
        });
      loads.set(id, load);
      load.catch(() => loads.delete(id));
    }
    return load;
  };
}
