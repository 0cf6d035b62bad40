/**
 * Static origin for one remote's `dist/`: the browser build at `/`, the node build at `/server/`.
 * Federation entry points (manifests, remoteEntry.js) are revalidated on every use so a new
 * deployment is picked up at once; hashed chunks are cached for a year.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import { staticFiles } from './static-files.js';

export interface RemoteServerOptions {
  /** Directory holding the remote's build (its `dist/`). */
  dir: string;
  /** Origins allowed to fetch the assets cross-origin (the site's own origins). */
  allowedOrigins: readonly string[];
}

const ENTRY_FILE = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.js)$/;

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
  app.get('/healthz', (_req, res) => {
    res.json({ ok: existsSync(path.join(dir, 'mf-manifest.json')) });
  });
  app.use(
    staticFiles(dir, {
      cacheControl: (relative) =>
        ENTRY_FILE.test(relative) || relative.startsWith('server/')
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

export function listen(app: Express, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}
