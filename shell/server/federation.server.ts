/**
 * Server-side Module Federation: one runtime instance per remote deployment, fed the shell
 * process's own React, router and zustand so remote components render with the same singletons.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
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

const requireForRemotes = createRequire(path.join(process.cwd(), '__remote_require_base__.js'));

/**
 * Loads a remote's node entry with a deadline and without the runtime's process-wide container
 * cache, so a new deployment of the same remote is evaluated afresh next to the old one.
 */
function freshEntryPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-server-fresh-entry',
    async loadEntry({ remoteInfo }) {
      const response = await fetch(remoteInfo.entry, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered HTTP ${response.status}`);
      const code = await response.text();
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const url = new URL(remoteInfo.entry);
      const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: url.href,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
      script.runInThisContext()(
        module.exports,
        module,
        requireForRemotes,
        path.posix.dirname(url.pathname),
        path.posix.basename(url.pathname),
      );
      const container = (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
      return container;
    },
  };
}

let globalPluginsRegistered = false;

/** Chunk fetches made by remote runtimes get the same deadline (registered once per process). */
function registerChunkDeadline(timeoutMs: number): void {
  if (globalPluginsRegistered) return;
  globalPluginsRegistered = true;
  registerGlobalPlugins([
    {
      name: 'shell-server-fetch-deadline',
      fetch(url: string, init: RequestInit) {
        return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      },
    },
  ]);
}

export interface RemoteDeployment {
  name: string;
  /** URL of the deployment's node remoteEntry.js, made unique per version. */
  entry: string;
  version: string;
}

export function createRemoteInstance(deployment: RemoteDeployment, timeoutMs: number): ModuleFederation {
  registerChunkDeadline(timeoutMs);
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
    plugins: [freshEntryPlugin(timeoutMs)],
  });
}

/**
 * Forget a deployment that a newer one replaces: our host instance for it and the remote's own
 * runtime instance. The runtime keys its process-wide registry by name, so a new container of the
 * same remote would otherwise adopt the old instance (and skip its node chunk-loading plugin).
 * Renders still in flight keep their references and finish on the old code.
 */
export function forgetDeployment(remoteName: string, hostInstance: ModuleFederation | null): void {
  const federation = (
    globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[]; __SHARE__?: Record<string, unknown> } }
  ).__FEDERATION__;
  const registry = federation?.__INSTANCES__;
  if (!registry) return;
  for (let index = registry.length - 1; index >= 0; index -= 1) {
    const instance = registry[index];
    if (instance === hostInstance || instance?.name === remoteName) registry.splice(index, 1);
  }
  if (hostInstance && federation.__SHARE__) delete federation.__SHARE__[hostInstance.name];
}
