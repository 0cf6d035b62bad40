/**
 * The Module Federation runtime of the browser, in a chunk of its own that loads the first time a
 * federated module is needed (a remote page, an island waking up). A shell page whose islands are
 * all still asleep (the home page on first paint) never pays for it.
 *
 * The shell bundles React, the router and zustand like any app and hands its own copies to the
 * remotes here, so there is one of each on the page (each downloaded once a module asks for it,
 * and tried again if lost on the way). The remotes are built to use this runtime
 * (`externalRuntime`), which the inject plugin puts where their entries look for it.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@site-kit/contract';
import { LazyLibrary, providedShared, SHARE_STRATEGY } from '@site-kit/contract';
import shellPackage from '../../package.json' with { type: 'json' };
import { loadRouter } from '../navigation/load-router';
import { retried } from './retried';
import { crossOriginPlugin } from './runtime-plugins/cross-origin';
import { yieldPlugin } from './runtime-plugins/yield';

export function startFederation(remotes: Partial<Record<RemoteName, string>>) {
  const federation = createInstance({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    // Each library is downloaded when a module first asks for it: a remote starts up while React is
    // still on its way, and only the parts that use the router download it (a lead form does not).
    shared: providedShared(shellPackage.dependencies, {
      react: new LazyLibrary(retried(() => import('react'))),
      'react/jsx-runtime': new LazyLibrary(retried(() => import('react/jsx-runtime'))),
      'react-dom': new LazyLibrary(retried(() => import('react-dom'))),
      'react-router-dom': new LazyLibrary(() => loadRouter().then(({ routerExports }) => routerExports)),
      zustand: new LazyLibrary(retried(() => import('zustand'))),
    }),
    shareStrategy: SHARE_STRATEGY,
    plugins: [
      injectExternalRuntimeCore(),
      // Remote entries as CORS scripts: their errors carry their file, and can be attributed (P44).
      crossOriginPlugin(),
      // A remote entry or exposed chunk lost on a weak signal is fetched again before a fallback shows.
      RetryPlugin({ script: { retryTimes: 2, retryDelay: 400 } }),
      yieldPlugin(),
    ],
  });
  return (id: string) => federation.loadRemote(id);
}
