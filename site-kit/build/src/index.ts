/**
 * Rsbuild configuration builders. Every remote builds the same way (a browser build and a node build
 * side by side), so the recipe lives here once and each remote only names itself and its exposes.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  ISLANDS_MODULE,
  type RemoteName,
  remoteBrowserExperiments,
  remoteByName,
  SERVER_BUILD_DIR,
  SHARE_STRATEGY,
  sharedSingletons,
} from '@site-kit/contract';
import { pluginPrecompress } from './precompress.js';

export { pluginPrecompress } from './precompress.js';

export interface RemoteBuildOptions {
  name: RemoteName;
  /** Exposed module name ('./ServicePage') to source file. */
  exposes: Record<`./${string}`, string>;
}

/**
 * A remote's build: `dist/` holds the browser build (served at the remote's origin root) and
 * `dist/server/` the node build the shell server loads over HTTP for server rendering.
 */
export function defineRemoteConfig({ name, exposes }: RemoteBuildOptions): RsbuildConfig {
  if (!remoteByName(name)) throw new Error(`Unknown remote ${name}: add it to site-kit/contract/src/registry.ts`);
  if (!(ISLANDS_MODULE in exposes))
    throw new Error(`${name} must expose ${ISLANDS_MODULE} (its island table, even if empty)`);
  const federation = {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons,
    shareStrategy: SHARE_STRATEGY,
    dts: false,
  };
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({ ...federation, experiments: remoteBrowserExperiments }, { environment: 'web' }),
      pluginModuleFederation(federation, { target: 'node', environment: 'ssr' }),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    tools: { htmlPlugin: false },
    environments: {
      web: {
        output: {
          target: 'web',
          // Chunks must load from the remote's own origin, wherever the shell runs.
          assetPrefix: 'auto',
          distPath: { root: 'dist' },
          cleanDistPath: { enable: true, keep: [new RegExp(`[\\\\/]dist[\\\\/]${SERVER_BUILD_DIR}[\\\\/]`)] },
        },
      },
      ssr: {
        output: {
          target: 'node',
          // Resolved against the manifest URL the shell server loads it from.
          assetPrefix: 'auto',
          distPath: { root: `dist/${SERVER_BUILD_DIR}` },
        },
      },
    },
  });
}
