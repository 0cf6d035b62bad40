/**
 * Static files with the best compression the client takes: brotli (quality 11) or gzip (level 9),
 * kept in memory per file version (compression.ts). The copies a build wrote beside a file are sent
 * as they are; a file without them is compressed once, on first request. A file replaced by a
 * deployment has a new size or mtime and is read again.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import {
  type EncodedBody,
  encodedBody,
  isCompressible,
  pickEncoding,
  readPrecompressed,
  STRONGEST,
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
}

export interface StaticFilesOptions {
  /** Cache-Control for a file (path relative to the root, with forward slashes). */
  cacheControl: (relativePath: string) => string;
  /** Extra headers for every file answered. */
  setHeaders?: (res: Response, relativePath: string) => void;
}

/** Answers the files under `root` (a request outside it, or a missing file, falls through). */
export function staticFiles(root: string, options: StaticFilesOptions): RequestHandler {
  const cache = new Map<string, CachedFile>();
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
      cached = { version, encoded: encodedBody(identity, STRONGEST, copies), compressible };
      cache.set(file, cached);
    }
    const posix = relative.split(path.sep).join('/');
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', options.cacheControl(posix));
    res.setHeader('ETag', cached.encoded.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    options.setHeaders?.(res, posix);
    if (req.get('if-none-match') === cached.encoded.etag) {
      res.status(304).end();
      return;
    }
    const encoding = cached.compressible ? pickEncoding(req.get('accept-encoding')) : 'identity';
    const body = await cached.encoded.body(encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
