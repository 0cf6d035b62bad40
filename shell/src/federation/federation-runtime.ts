/**
 * The Module Federation runtime of the browser, in a chunk of its own that loads the first time a
 * federated module is needed (a remote page, an island waking up). A shell page whose islands are
 * all still asleep (the home page on first paint) never pays for it.
 *
 * The shell bundles React, the router and zustand like any app and hands its own copies to the
 * remotes here, so there is one of each on the page. The remotes are built to use this runtime
 * (`externalRuntime`), which the inject plugin puts where their entries look for it.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@site-kit/contract';
import { providedShared, type ROUTER_EXPORTS, SHARE_STRATEGY } from '@site-kit/contract';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
import * as Zustand from 'zustand';
import shellPackage from '../../package.json' with { type: 'json' };
import { crossOriginPlugin } from './runtime-plugins/cross-origin';
import { yieldPlugin } from './runtime-plugins/yield';

// Exactly the router exports the apps may use (site-kit's ROUTER_EXPORTS): listing them keeps the
// rest of the router out of the bundle, and the type check keeps the list and this object in step.
const router: Record<(typeof ROUTER_EXPORTS)[number], unknown> = {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
};

export function startFederation(remotes: Partial<Record<RemoteName, string>>) {
  const federation = createInstance({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    shared: providedShared(shellPackage.dependencies, {
      react: React,
      'react/jsx-runtime': JsxRuntime,
      'react-dom': ReactDOM,
      'react-router-dom': router,
      zustand: Zustand,
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
