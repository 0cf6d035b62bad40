/** The shell's own browser build: entry scripts and the CSS inlined into every page. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@site-kit/server';

export interface InlineStyle {
  /** Public path of the file, so the browser's CSS loader knows it is already on the page. */
  href: string;
  css: string;
  /** The shell page chunk it belongs to (`page-home`); absent for the frame's styles. */
  chunk?: string;
}

export interface ShellAssets {
  scripts: string[];
  styles: InlineStyle[];
}

interface RsbuildManifest {
  entries: Record<string, { initial?: { js?: string[]; css?: string[] }; async?: { js?: string[]; css?: string[] } }>;
}

export function readShellAssets(browserDir: string): ShellAssets {
  const manifest = JSON.parse(readFileSync(path.join(browserDir, 'manifest.json'), 'utf8')) as RsbuildManifest;
  const entry = manifest.entries.index;
  if (!entry?.initial?.js?.length)
    throw new Error(`${browserDir}/manifest.json has no index entry: build the shell first`);
  // The frame's styles live in the async bootstrap chunk; inlining them too keeps the first paint
  // complete. Each shell page's own styles (chunk `page-<name>`) go only into that page, and so do
  // the message pages' (the `page-message` entry, styles alone).
  const styleEntries = Object.entries(manifest.entries).filter(([name]) => name !== 'index');
  const cssFiles = [
    ...(entry.initial.css ?? []),
    ...(entry.async?.css ?? []),
    ...styleEntries.flatMap(([, styles]) => styles.initial?.css ?? []),
  ];
  return {
    scripts: entry.initial.js,
    styles: cssFiles.map((href) => {
      const chunk = /\/(page-[a-z-]+)\.[0-9a-f]+\.css$/.exec(href)?.[1];
      const css = readFileSync(path.join(browserDir, href.replace(/^\//, '')), 'utf8');
      return chunk ? { href, css, chunk } : { href, css };
    }),
  };
}

/** The styles of the pages that show a message (404, 503, the error page): an entry of their own in the build. */
export const MESSAGE_STYLES_CHUNK = 'page-message';

/**
 * The styles a page needs: the frame's, then its own chunk's (`pageChunk`) when it is a shell page
 * or a message. The page's come last whatever order the build's manifest lists its files in, so a
 * page's rule wins over a frame component's of the same weight (the home page's spacing of the
 * review platform links over the links' own margin).
 */
export function stylesFor(assets: ShellAssets, pageChunk: string | null): InlineStyle[] {
  return [
    ...assets.styles.filter((style) => !style.chunk),
    ...assets.styles.filter((style) => pageChunk !== null && style.chunk === pageChunk),
  ];
}

/**
 * Development: the shell's browser build is rebuilt on save; its assets are read again when its
 * manifest changes. Mid-write, the last good assets serve and the next request reads them again.
 */
export function assetsFollowingBuild(browserDir: string, logger: Logger): () => ShellAssets {
  const manifestStamp = () => statSync(path.join(browserDir, 'manifest.json')).mtimeMs;
  let assets = readShellAssets(browserDir);
  let stamp = manifestStamp();
  return () => {
    try {
      const now = manifestStamp();
      if (now !== stamp) {
        assets = readShellAssets(browserDir);
        stamp = now;
      }
    } catch (error) {
      logger.warn({ err: error }, 'shell assets not readable yet');
    }
    return assets;
  };
}
