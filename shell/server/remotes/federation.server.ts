/**
 * Server-side Module Federation: one runtime instance per live version of a remote, fed the shell
 * process's own React, router and zustand so remote components render with the same singletons.
 * Remote entries load through the runtime's own Node loader (fetch + vm). A module load has one
 * deadline (`loadExposed`): every fetch the runtime makes for it (the entry, its chunks) runs under
 * that load's signal.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
} from '@module-federation/enhanced/runtime';
import { providedShared } from '@site-kit/contract';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import shellPackage from '../../package.json' with { type: 'json' };
import { loopAwareDeadline, withDeadline } from './deadline.server';

const sharedFromShell = providedShared(shellPackage.dependencies, {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': ReactRouterDom,
  zustand: Zustand,
});

/** The deadline of the module load a fetch belongs to. */
const loadSignal = new AsyncLocalStorage<AbortSignal>();

let deadlineRegistered = false;

/**
 * Every fetch the runtimes make runs under the deadline of the load it belongs to; one made outside
 * a load (a chunk a component asks for while it renders) gets a deadline of its own. A non-2xx
 * answer is an error rather than a script to evaluate. Registered once per process.
 */
function registerFetchDeadline(timeoutMs: number): void {
  if (deadlineRegistered) return;
  deadlineRegistered = true;
  const deadline: ModuleFederationRuntimePlugin = {
    name: 'shell-server-fetch-deadline',
    async fetch(url: string, init: RequestInit) {
      const loading = loadSignal.getStore();
      const own = loading ? null : loopAwareDeadline(timeoutMs, url);
      try {
        const response = await fetch(url, { ...init, signal: loading ?? own?.signal });
        if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
        // Outside a load, its own deadline covers the body too, then stops ticking.
        return own ? new Response(await response.arrayBuffer(), response) : response;
      } finally {
        own?.clear();
      }
    },
  };
  registerGlobalPlugins([deadline]);
}

/** The version of a remote an instance loads: its node entry, made unique per version. */
export interface EntryReference {
  name: string;
  /** URL of the version's node remoteEntry.js. */
  entry: string;
  version: string;
}

export function createRemoteInstance(reference: EntryReference, timeoutMs: number): ModuleFederation {
  registerFetchDeadline(timeoutMs);
  return createInstance({
    name: `shell_server__${reference.name}__${reference.version}`,
    remotes: [
      {
        name: reference.name,
        entry: reference.entry,
        entryGlobalName: `${reference.name}@${reference.version}`,
      },
    ],
    shared: sharedFromShell,
  });
}

/**
 * Load an exposed module (`mfe_cities/CityPage`) within one deadline: the entry, the module's chunks
 * and their evaluation all count against it.
 */
export function loadExposed(instance: ModuleFederation, id: string, timeoutMs: number): Promise<unknown> {
  return withDeadline(timeoutMs, id, (signal) =>
    loadSignal.run(signal, async () => {
      const loaded = await instance.loadRemote(id);
      if (!loaded) throw new Error(`${id} resolved to nothing`);
      return loaded;
    }),
  );
}

type FederationGlobal = { __INSTANCES__?: ModuleFederation[]; __SHARE__?: Record<string, unknown> };

/**
 * Forget a live version that another replaces: our host instance for it and the remote's own
 * runtime instance, and the share scope the runtime keeps process-wide under our instance's name.
 *
 * The one workaround on the runtime's internals (decision P7): when a remote's container starts, its
 * runtime joins the instance already registered process-wide under the remote's name and build id
 * (`init` looks it up), so a second deployment of the same remote would adopt the first one's
 * instance and load the first one's chunks. No public API removes an instance from that registry
 * (`registerRemotes(…, { force })` only does it for a remote the same host loaded, and would drop the
 * live version with it). federation.server.test.ts fails if the registry or that lookup changes.
 * Renders still in flight keep their references and finish on the old code.
 */
export function forgetLiveVersion(remoteName: string, hostInstance: ModuleFederation | null): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const registry = federation?.__INSTANCES__;
  if (!registry) return;
  for (let index = registry.length - 1; index >= 0; index -= 1) {
    const instance = registry[index];
    if (instance === hostInstance || instance?.name === remoteName) registry.splice(index, 1);
  }
  if (hostInstance && federation.__SHARE__) delete federation.__SHARE__[hostInstance.name];
}
