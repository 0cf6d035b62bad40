/**
 * Rsbuild plugin: after a build, every compressible file of the browser build gets its brotli and
 * gzip copies beside it (`app.js.br`, `app.js.gz`). Servers send those as they are, so no visitor
 * waits for, and no page load competes with, brotli 11 running on the server after a deployment;
 * any static host or CDN that serves precompressed files can use them too.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { isCompressible, precompress } from '@site-kit/server';

/** Files under `dir`, leaving out the folders in `skip` (another environment's output inside it). */
async function filesUnder(dir: string, skip: Set<string>): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skip.has(full) ? [] : filesUnder(full, skip);
      return entry.isFile() ? [full] : [];
    }),
  );
  return files.flat();
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'site-kit:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const all = Object.values(environments);
        for (const environment of all) {
          // Only what browsers download; the node build is read once per deployment by the shell.
          if (environment.config.output.target !== 'web') continue;
          const others = new Set(all.filter((other) => other !== environment).map((other) => other.distPath));
          const files = await filesUnder(environment.distPath, others);
          const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
          await Promise.all(files.filter((file, i) => isCompressible(file, sizes[i] ?? 0)).map(precompress));
        }
      });
    },
  };
}
