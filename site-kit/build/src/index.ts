/**
 * Rsbuild configuration builders. Every remote builds the same way (a browser build and a node build
 * side by side), so the recipe lives here once and each remote only names itself and its exposes.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  ISLANDS_MODULE,
  type RemoteDefinition,
  type RemoteName,
  remoteBrowserExperiments,
  remoteByName,
  remoteEnvPrefix,
  SERVER_BUILD_DIR,
  SHARE_STRATEGY,
  sharedSingletons,
} from '@site-kit/contract';
import { parseEnv, port } from '@site-kit/server';
import { pluginClassNames } from './class-names.js';
import { pluginPrecompress } from './precompress.js';

export { pluginClassNames } from './class-names.js';
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
  const remote = remoteByName(name) as NonNullable<ReturnType<typeof remoteByName>>;
  const developing = process.env.NODE_ENV === 'development';
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
      pluginClassNames(remote.classPrefix),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    tools: {
      htmlPlugin: false,
      // An editor's save can be two file events (truncate, write): one rebuild, not two hot updates
      // racing each other in the page.
      ...(developing ? { rspack: { watchOptions: { aggregateTimeout: 60 } } } : {}),
    },
    // `rsbuild dev` (the team's daily loop): the remote's origin is the dev server, on the port its
    // origin has (`MFE_CITIES_PORT`, as for serve-remote), serving the browser build with hot updates
    // and the node build at /server/ from memory, both rebuilt on every save.
    server: { port: devPort(remote), strictPort: true },
    dev: {
      // The page is the shell's, on another port: the hot-update socket must reach this server.
      client: { port: devPort(remote) },
      // Every chunk is built up front: the shell loads them without asking this server to build them.
      lazyCompilation: false,
    },
    environments: {
      web: {
        output: {
          target: 'web',
          // Chunks must load from the remote's own origin, wherever the shell runs.
          assetPrefix: 'auto',
          distPath: { root: 'dist' },
          cleanDistPath: { enable: true, keep: [new RegExp(`[\\\\/]dist[\\\\/]${SERVER_BUILD_DIR}[\\\\/]`)] },
        },
        // Chunks load as CORS scripts from the remote's origin (the shell loads the entry the same
        // way): an error a chunk's code throws reaches the page with its file, so it is attributed.
        tools: { rspack: { output: { crossOriginLoading: 'anonymous' } } },
      },
      ssr: {
        output: {
          target: 'node',
          // Resolved against the manifest URL the shell server loads it from.
          assetPrefix: 'auto',
          distPath: { root: `dist/${SERVER_BUILD_DIR}` },
          // In development a content change must change the manifest the shell polls (decision P8),
          // as hashed names do in production.
          ...(developing ? { filename: { js: '[name].[contenthash:8].js' } } : {}),
          // A published version carries no path of the machine that built it: the bundler's module
          // comments name each shared library's absolute path (`pathinfo: false` keeps those), so
          // the node build is printed without comments, its code and names as they are.
          minify: { js: true, css: false, jsOptions: { minimizerOptions: publishedNodeBuild } },
        },
        ...(developing ? { tools: { rspack: developmentServerBuild } } : {}),
      },
    },
  });
}

/** The remote's origin port: `MFE_CITIES_PORT` when set, else the registry's. */
function devPort(remote: RemoteDefinition): number {
  const variable = `${remoteEnvPrefix(remote)}_PORT`;
  return parseEnv({ PORT: port(remote.port) }, process.env, `rsbuild ${remote.packageName}`, { PORT: variable }).PORT;
}

/** The node build under `rsbuild dev`: a build with errors emits nothing, so the shell keeps the last good one. */
function developmentServerBuild(config: Rspack.Configuration): void {
  config.optimization = { ...config.optimization, emitOnErrors: false };
}

/** The node build's printer: comments dropped, nothing compressed or renamed (stack traces keep their names). */
const publishedNodeBuild = { compress: false as const, mangle: false as const, format: { comments: false as const } };
