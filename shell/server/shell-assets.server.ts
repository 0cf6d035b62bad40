/** The shell's own browser build: entry scripts and the CSS inlined into every page. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ShellAssets {
  scripts: string[];
  css: string;
}

interface RsbuildManifest {
  entries: Record<string, { initial?: { js?: string[]; css?: string[] }; async?: { js?: string[]; css?: string[] } }>;
}

export function readShellAssets(browserDir: string): ShellAssets {
  const manifest = JSON.parse(readFileSync(path.join(browserDir, 'manifest.json'), 'utf8')) as RsbuildManifest;
  const entry = manifest.entries.index;
  if (!entry?.initial?.js?.length)
    throw new Error(`${browserDir}/manifest.json has no index entry: build the shell first`);
  const cssFiles = [...(entry.initial.css ?? []), ...(entry.async?.css ?? [])];
  return {
    scripts: entry.initial.js,
    css: cssFiles.map((file) => readFileSync(path.join(browserDir, file.replace(/^\//, '')), 'utf8')).join('\n'),
  };
}
