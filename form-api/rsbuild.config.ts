import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * form-api is a plain Node server; Rsbuild bundles it (and site-kit's shared schemas) into dist/:
 * the server, the report's worker thread and the owner's command. The React plugin compiles the inbox's pages (JSX, rendered
 * on the server only); react and react-dom stay dependencies, loaded from node_modules.
 */
const developing = process.env.NODE_ENV === 'development';

export default defineConfig({
  plugins: [pluginReact({ fastRefresh: false })],
  // report-worker: the owner's report, in a thread of its own (decision F44).
  source: { entry: { index: './src/index.ts', cli: './src/cli.ts', 'report-worker': './src/report/worker.ts' } },
  output: {
    target: 'node',
    // `npm run dev` rebuilds it on save into its own folder and restarts it (scripts/dev.mjs).
    distPath: { root: developing ? 'dist-dev' : 'dist' },
    autoExternal: { exclude: [/^@site-kit\//] },
  },
  tools: {
    htmlPlugin: false,
    rspack: (config) => {
      config.module ??= {};
      config.module.parser ??= {};
      config.module.parser.javascript = { ...config.module.parser.javascript, importMeta: false };
      // A build with errors writes nothing: the running server keeps the last good one.
      if (developing) config.optimization = { ...config.optimization, emitOnErrors: false };
    },
  },
});
