/**
 * Server-side Module Federation: one runtime instance per remote deployment, fed the shell
 * process's own React, router and zustand so remote components render with the same singletons.
 * Remote entries load through the runtime's own Node loader (fetch + vm); a global plugin puts a
 * deadline on every fetch it makes.
 */
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
import shellPackage from '../package.json' with { type: 'json' };

const sharedFromShell = providedShared(shellPackage.dependencies, {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': ReactRouterDom,
  zustand: Zustand,
});

let deadlineRegistered = false;

/**
 * Every fetch the runtimes make (remote entries, their chunks) gets a deadline, and a non-2xx
 * answer is an error rather than a script to evaluate. Registered once per process.
 */
function registerFetchDeadline(timeoutMs: number): void {
  if (deadlineRegistered) return;
  deadlineRegistered = true;
  const deadline: ModuleFederationRuntimePlugin = {
    name: 'shell-server-fetch-deadline',
    async fetch(url: string, init: RequestInit) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },
  };
  registerGlobalPlugins([deadline]);
}

export interface RemoteDeployment {
  name: string;
  /** URL of the deployment's node remoteEntry.js, made unique per version. */
  entry: string;
  version: string;
}

export function createRemoteInstance(deployment: RemoteDeployment, timeoutMs: number): ModuleFederation {
  registerFetchDeadline(timeoutMs);
  return createInstance({
    name: `shell_server__${deployment.name}__${deployment.version}`,
    remotes: [
      {
        name: deployment.name,
        entry: deployment.entry,
        entryGlobalName: `${deployment.name}@${deployment.version}`,
      },
    ],
    shared: sharedFromShell,
  });
}

type FederationGlobal = { __INSTANCES__?: ModuleFederation[]; __SHARE__?: Record<string, unknown> };

/**
 * Forget a deployment that a newer one replaces: our host instance for it and the remote's own
 * runtime instance.
 *
 * The one workaround on the runtime's internals (decision P7): when a remote's container starts, its
 * runtime joins the instance already registered process-wide under the remote's name and build id
 * (`init` looks it up), so a second deployment of the same remote would adopt the first one's
 * instance and load the first one's chunks. No public API removes an instance from that registry
 * (`registerRemotes(…, { force })` only does it for a remote the same host loaded, and would drop the
 * live deployment with it). federation.server.test.ts fails if the registry or that lookup changes.
 * Renders still in flight keep their references and finish on the old code.
 */
export function forgetDeployment(remoteName: string, hostInstance: ModuleFederation | null): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const registry = federation?.__INSTANCES__;
  if (!registry) return;
  for (let index = registry.length - 1; index >= 0; index -= 1) {
    const instance = registry[index];
    if (instance === hostInstance || instance?.name === remoteName) registry.splice(index, 1);
  }
  if (hostInstance && federation.__SHARE__) delete federation.__SHARE__[hostInstance.name];
}
