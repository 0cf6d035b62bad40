import { defineConfig } from '@rsbuild/core';

/**
 * form-api is a plain Node server; Rsbuild bundles it (and site-kit's shared schemas) into dist/:
 * the server, the mail sender thread it starts beside itself, and the owner's command.
 */
export default defineConfig({
  source: { entry: { index: './src/index.ts', 'mail-sender': './src/mail-sender.ts', cli: './src/cli.ts' } },
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
