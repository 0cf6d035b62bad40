/**
 * Static origin for one remote: its version folders (`versions/<version>/`: the browser build, the
 * node build under `server/`), immutable and cached for a year, and the live pointer, revalidated on
 * every use so a new version (or a rollback) is picked up at once. An origin in the plain layout
 * (one build at its root, no pointer) is served too: entry points revalidated, hashed chunks cached.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { DEPLOY_LOG_FILE, LIVE_POINTER_FILE, MANIFEST_FILE, VERSIONS_DIR } from '@site-kit/contract';
import { listenHttp, staticFiles } from '@site-kit/server';
import express, { type Express } from 'express';

export interface RemoteServerOptions {
  /** The origin folder: version folders and the live pointer (or one plain build). */
  dir: string;
  /** Origins allowed to fetch the assets cross-origin (the site's own origins). */
  allowedOrigins: readonly string[];
}

const ENTRY_FILE = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.js)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A version's files never change; the pointer and a plain build's entry points do. */
export function originCacheControl(relative: string): string {
  if (relative.startsWith(`${VERSIONS_DIR}/`)) return IMMUTABLE;
  if (relative === LIVE_POINTER_FILE || relative === DEPLOY_LOG_FILE) return 'no-cache';
  return ENTRY_FILE.test(relative) || relative.startsWith('server/') ? 'no-cache' : IMMUTABLE;
}

/**
 * Does the request path name anything hidden? Half-written files and folders (a publish in
 * progress, a version being removed, the deploy lock) are named with a leading dot. Tested on the
 * decoded path, the one the files are found by: `%2e%2e` is `..` and `%2F` a separator there.
 * Undefined when the path does not decode.
 */
export function namesHiddenPath(rawPath: string): boolean | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

export function createRemoteApp({ dir, allowedOrigins }: RemoteServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const requestOrigin = req.headers.origin;
    const allowed = requestOrigin && allowedOrigins.includes(requestOrigin) ? requestOrigin : undefined;
    if (allowed) res.setHeader('Access-Control-Allow-Origin', allowed);
    // Whether the answer carries CORS headers depends on Origin: shared caches must key on it.
    res.vary('Origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // Lets the site's pages measure how long a remote's files took (performance observability).
    res.setHeader('Timing-Allow-Origin', allowed ?? allowedOrigins[0] ?? '');
    next();
  });
  app.use((req, res, next) => {
    const hidden = namesHiddenPath(req.path);
    if (hidden === false) return next();
    res
      .status(hidden === undefined ? 400 : 404)
      .type('text/plain')
      .send(hidden === undefined ? 'Bad request' : 'Not found');
  });
  app.get('/healthz', (_req, res) => {
    res.json({ ok: existsSync(path.join(dir, LIVE_POINTER_FILE)) || existsSync(path.join(dir, MANIFEST_FILE)) });
  });
  app.use(staticFiles(dir, { cacheControl: originCacheControl }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

/** Serve with the site's request deadlines (a dribbled request is cut off). */
export function listen(app: Express, port: number, host = '0.0.0.0'): Promise<Server> {
  return listenHttp(app, port, host);
}
