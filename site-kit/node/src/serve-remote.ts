/**
 * Static origin for one remote: its version folders (`versions/<version>/`: the browser build, the
 * node build under `server/`), immutable and cached for a year, and the live pointer, revalidated on
 * every use so a new deployment (or a rollback) is picked up at once. An origin that holds one plain
 * build at its root (the layout before versions) is served as before: entry points revalidated,
 * hashed chunks cached.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { DEPLOYMENTS_FILE, LIVE_POINTER_FILE, MANIFEST_FILE, VERSIONS_DIR } from '@site-kit/contract';
import express, { type Express } from 'express';
import { listenHttp } from './http-server.js';
import { staticFiles } from './static-files.js';

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
  if (relative === LIVE_POINTER_FILE || relative === DEPLOYMENTS_FILE) return 'no-cache';
  return ENTRY_FILE.test(relative) || relative.startsWith('server/') ? 'no-cache' : IMMUTABLE;
}

export function createRemoteApp({ dir, allowedOrigins }: RemoteServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // Lets the site's pages measure how long a remote's files took (performance observability).
    res.setHeader(
      'Timing-Allow-Origin',
      origin && allowedOrigins.includes(origin) ? origin : (allowedOrigins[0] ?? ''),
    );
    next();
  });
  // Half-written files and folders (a publish in progress, a lock) are named with a leading dot.
  app.use((req, res, next) => {
    if (req.path.split('/').some((segment) => segment.startsWith('.'))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
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
