/**
 * Static files with the best compression the client takes: brotli (quality 11) or gzip (level 9),
 * kept in memory per file version (compression.ts). The copies a build wrote beside a file are sent
 * as they are; a file without them is compressed once, on first request. A file replaced by a
 * deployment has a new size or mtime and is read again. The memory is bounded: the files used least
 * recently leave first once the cache holds `cacheBytes` (an origin keeps every version it ever
 * published on disk, and only the live ones are asked for).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  type EncodedBody,
  encodedBody,
  isCompressible,
  readPrecompressed,
  STRONGEST,
  sendEncoded,
} from './compression.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface CachedFile {
  version: string;
  encoded: EncodedBody;
  /** Worth sending compressed (decided once per file version). */
  compressible: boolean;
  /** What it may hold in memory: the file and each encoding (a compressed copy is never larger). */
  bytes: number;
}

/** The default bound of one staticFiles cache. */
const STATIC_CACHE_BYTES = 64 * 1024 * 1024;

export interface StaticFilesOptions {
  /** Cache-Control for a file (path relative to the root, with forward slashes). */
  cacheControl: (relativePath: string) => string;
  /** Extra headers for every file answered. */
  setHeaders?: (res: Response, relativePath: string) => void;
  /** Bytes of files kept in memory at most (STATIC_CACHE_BYTES by default). */
  cacheBytes?: number;
}

/** Answers the files under `root` (a request outside it, or a missing file, falls through). */
export function staticFiles(root: string, options: StaticFilesOptions): RequestHandler {
  const cache = new LRUCache<string, CachedFile>({
    maxSize: options.cacheBytes ?? STATIC_CACHE_BYTES,
    sizeCalculation: (file) => Math.max(1, file.bytes),
  });
  const resolvedRoot = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const file = path.resolve(resolvedRoot, relative);
    if (!file.startsWith(`${resolvedRoot}${path.sep}`)) return next();
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) return next();
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(file);
    } catch {
      return next();
    }
    if (!info.isFile()) return next();
    const version = `${info.size}:${info.mtimeMs}`;
    let cached = cache.get(file);
    if (!cached || cached.version !== version) {
      const identity = await readFile(file);
      const compressible = isCompressible(file, identity.length);
      const copies = compressible ? await readPrecompressed(file, identity) : {};
      const bytes = compressible ? identity.length * 3 : identity.length;
      cached = { version, encoded: encodedBody(identity, STRONGEST, copies), compressible, bytes };
      cache.set(file, cached);
    }
    const posix = relative.split(path.sep).join('/');
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', options.cacheControl(posix));
    options.setHeaders?.(res, posix);
    await sendEncoded(req, res, cached.encoded, { compressible: cached.compressible });
  };
}
