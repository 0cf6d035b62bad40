/**
 * The browser's federated modules: their loads start the federation runtime on first use (see
 * federation-runtime.ts), so pages that need no remote code yet do not download it.
 */
import type { SsrPayload } from '../app/payload';
import { FederatedModules } from './federated-modules';

type LoadRemote = (id: string) => Promise<unknown>;

/** How often, and how long apart, the runtime's own chunk is tried again. */
const RUNTIME_RETRIES = 2;
const retryDelay = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 400 * attempt));

/** The runtime's chunk, tried again like a remote entry: a dropped packet must not cost a form. */
async function importRuntime() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await import(/* webpackChunkName: "federation" */ './federation-runtime');
    } catch (error) {
      if (attempt > RUNTIME_RETRIES) throw error;
      await retryDelay(attempt);
    }
  }
}

export function createBrowserModules(payload: Pick<SsrPayload, 'remotes'>): FederatedModules {
  let runtime: Promise<LoadRemote> | undefined;
  const start = () => {
    runtime ??= importRuntime().then(
      ({ startFederation }) => startFederation(payload.remotes),
      (error: unknown) => {
        // Still lost after the retries: the next load (an island's own retry) starts over.
        runtime = undefined;
        throw error;
      },
    );
    return runtime;
  };
  return new FederatedModules(async (id) => {
    const loadRemote = await start();
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    return module;
  });
}
