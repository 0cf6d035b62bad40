import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginClassNames, pluginPrecompress } from '@site-kit/build';
import { SHELL_CLASS_PREFIX } from '@site-kit/contract';

/**
 * Two builds: the browser host (`dist/browser`) and the Express server with the SSR renderer
 * (`dist/server`). Remotes are not named here: where they live is run-time configuration.
 *
 * The browser build has no federation plugin: it bundles React, the router and zustand like any
 * app and starts the federation runtime itself, in a lazy chunk, when a page first needs a remote
 * (src/federation/federation-runtime.ts), handing the remotes its own copies as shared singletons.
 */
const developing = process.env.NODE_ENV === 'development';
/**
 * `rsbuild dev` (npm run dev) writes both builds to `dist-dev/` and rebuilds them on every save: the
 * browser build with hot updates (its socket is this dev server), the server build for the process
 * `scripts/dev.mjs` restarts. A build with errors writes nothing, so the last good one keeps serving.
 */
const outDir = developing ? 'dist-dev' : 'dist';
const keepLastGoodBuild = developing ? { optimization: { emitOnErrors: false } } : {};

export default defineConfig({
  plugins: [pluginReact(), pluginClassNames(SHELL_CLASS_PREFIX), pluginPrecompress()],
  server: { strictPort: true },
  dev: {
    writeToDisk: true,
    // The page is served by the shell's server: the hot-update socket is this dev server's port.
    client: { port: '<port>' },
    // Every chunk is built up front: the page's server is not the dev server that would build it.
    lazyCompilation: false,
  },
  environments: {
    web: {
      source: {
        entry: {
          index: './src/index.tsx',
          // The message pages' styles (404, 503, the error page) alone: the server inlines them into
          // those pages only, not into every page (decision PF13). No page loads this entry.
          'page-message': './src/components/MessagePage.module.css',
        },
      },
      output: {
        target: 'web',
        distPath: { root: `${outDir}/browser` },
        manifest: true,
        // Hashed names in development too: the server serves /static/ as immutable.
        ...(developing ? { filename: { js: '[name].[contenthash:8].js', css: '[name].[contenthash:8].css' } } : {}),
      },
      performance: {
        // The federation runtime in a chunk of known name, so the server can hint it (with the page's
        // remote code) on pages that need a remote at once. zustand (1 KB, and it needs React) comes
        // with React: alone, it was a round trip of its own once a form asked for it.
        chunkSplit: {
          strategy: 'split-by-experience',
          forceSplitting: {
            'lib-federation': /node_modules[\\/]\.pnpm[\\/]@module-federation/,
            'lib-react': /node_modules[\\/]zustand[\\/]/,
          },
        },
      },
      tools: { htmlPlugin: false, rspack: keepLastGoodBuild },
    },
    node: {
      // The server, and the worker thread that checks a remote's new version before it serves.
      source: {
        entry: {
          index: './server/index.ts',
          renderer: './server/renderer.ts',
          'version-check-worker': './server/remotes/version-check/version-check-worker.tsx',
        },
      },
      output: {
        target: 'node',
        distPath: { root: `${outDir}/server` },
        // Dependencies stay in node_modules; site-kit is TypeScript source and is bundled.
        autoExternal: { exclude: [/^@site-kit\//] },
      },
      tools: {
        htmlPlugin: false,
        rspack: (rspackConfig) => {
          // Keep import.meta.url pointing at the built file: the server finds dist/ from it.
          rspackConfig.module ??= {};
          rspackConfig.module.parser ??= {};
          rspackConfig.module.parser.javascript = { ...rspackConfig.module.parser.javascript, importMeta: false };
          if (developing)
            rspackConfig.optimization = { ...rspackConfig.optimization, ...keepLastGoodBuild.optimization };
        },
      },
    },
  },
});
