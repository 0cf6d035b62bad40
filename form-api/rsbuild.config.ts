import { defineConfig } from '@rsbuild/core';

/**
 * form-api is a plain Node server; Rsbuild bundles it (and site-kit's shared schemas) into dist/:
 * the server and the owner's command.
 */
export default defineConfig({
  source: { entry: { index: './src/index.ts', cli: './src/cli.ts' } },
  output: {
    target: 'node',
    distPath: { root: 'dist' },
    autoExternal: { exclude: [/^@site-kit\//] },
  },
  tools: {
    htmlPlugin: false,
    rspack: (config) => {
      config.module ??= {};
      config.module.parser ??= {};
      config.module.parser.javascript = { ...config.module.parser.javascript, importMeta: false };
    },
  },
});
