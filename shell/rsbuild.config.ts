import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { hostBrowserExperiments, SHARE_STRATEGY, sharedSingletons } from 'site-kit/build';

/**
 * Two builds: the browser host (`dist/browser`) and the Express server with the SSR renderer
 * (`dist/server`). Remotes are not named here: where they live is run-time configuration.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      {
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        experiments: hostBrowserExperiments,
      },
      { environment: 'web' },
    ),
  ],
  environments: {
    web: {
      source: { entry: { index: './src/index.tsx' } },
      output: {
        target: 'web',
        distPath: { root: 'dist/browser' },
        manifest: true,
      },
      tools: { htmlPlugin: false },
    },
    node: {
      source: { entry: { index: './server/index.ts' } },
      output: {
        target: 'node',
        distPath: { root: 'dist/server' },
        // Dependencies stay in node_modules; site-kit is TypeScript source and is bundled.
        autoExternal: { exclude: ['site-kit'] },
      },
      tools: {
        htmlPlugin: false,
        rspack: (rspackConfig) => {
          // Keep import.meta.url pointing at the built file: the server finds dist/ from it.
          rspackConfig.module ??= {};
          rspackConfig.module.parser ??= {};
          rspackConfig.module.parser.javascript = { ...rspackConfig.module.parser.javascript, importMeta: false };
        },
      },
    },
  },
});
