/**
 * Development mode of the shell (`npm run dev`), and only that: `index.ts` imports this module behind
 * `process.env.NODE_ENV === 'development'`, which the production build replaces with `false`, so none
 * of it reaches a production bundle (an e2e test greps the build for `__dev`).
 *
 * - `/__dev/remotes`: a page that sets a cookie naming a remote's local URL (a team's
 *   `pnpm --filter mfe-cities dev`), so this browser alone sees that remote inside the full site.
 *   Requests carrying the cookie are passed to a second shell process, started on first use, whose
 *   configuration names that origin (`MFE_CITIES_URL`, as in production). A process, not a second
 *   RemoteManager: the federation runtime keeps one registry per process, by remote name, so two
 *   live builds of one remote in one process load each other's chunks (decisions P7, P20).
 * - The shell's browser build is rebuilt on save: its manifest and inlined CSS are read again when
 *   the manifest changes, so the next page names the new files without a restart.
 * - The page may load scripts and open hot-update sockets on any loopback port (the dev servers).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { type RemoteName, remotes as registry } from '@site-kit/contract';
import { envPrefix, httpUrl, type Logger } from '@site-kit/node';
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import type { ShellConfig } from './config.server';
import type { RemoteStatus } from './remotes/remote-manager.server';
import { readShellAssets, type ShellAssets } from './shell-assets.server';

export const DEV_REMOTES_COOKIE = 'dev-remotes';
const MAX_SHELLS = 4;

/** What the app asks of the development mode (absent in production). */
export interface DevLoop {
  /** Sources the Content-Security-Policy adds: dev servers and their hot-update sockets. */
  cspSources: readonly string[];
  /** The shell's browser build as it is now. */
  assets(): ShellAssets;
  /** Mount `/__dev/*` and the pass-through of overriding browsers (before anything else). */
  mount(app: Express): void;
}

export interface DevLoopOptions {
  config: ShellConfig;
  logger: Logger;
}

const remoteNames = registry.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];
const overridesSchema = z.partialRecord(z.enum(remoteNames), httpUrl);
type Overrides = z.infer<typeof overridesSchema>;

/** The cookie's overrides, or null when it is absent or not valid (then it is ignored). */
export function overridesOf(cookieHeader: string | undefined): Overrides | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEV_REMOTES_COOKIE}=`))
    ?.slice(DEV_REMOTES_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createDevLoop({ config, logger }: DevLoopOptions): DevLoop {
  const browserDir = path.join(config.distDir, 'browser');
  const manifest = path.join(browserDir, 'manifest.json');
  let assets = readShellAssets(browserDir, false);
  let assetsStamp = statSync(manifest).mtimeMs;

  // One shell process per set of overrides (a few browsers' worth; the oldest stops).
  const shells = new Map<string, Promise<string>>();
  const children = new Map<string, ChildProcess>();
  process.on('exit', () => {
    for (const child of children.values()) child.kill();
  });
  const shellFor = (overrides: Overrides): Promise<string> => {
    const key = JSON.stringify(Object.entries(overrides).sort());
    let url = shells.get(key);
    if (!url) {
      if (shells.size >= MAX_SHELLS) {
        const oldest = shells.keys().next().value as string;
        children.get(oldest)?.kill();
        children.delete(oldest);
        shells.delete(oldest);
      }
      url = startShell(overrides, (child) => children.set(key, child));
      shells.set(key, url);
      // A shell that did not start is tried again by the next request.
      url.catch(() => shells.delete(key));
    }
    return url;
  };

  return {
    cspSources: ['http://localhost:*', 'ws://localhost:*', 'http://127.0.0.1:*', 'ws://127.0.0.1:*'],

    assets() {
      try {
        const stamp = statSync(manifest).mtimeMs;
        if (stamp !== assetsStamp) {
          assets = readShellAssets(browserDir, false);
          assetsStamp = stamp;
        }
      } catch (error) {
        // Mid-write: keep the last good assets and read them again on the next request.
        logger.warn({ err: error }, 'shell assets not readable yet');
      }
      return assets;
    },

    mount(app) {
      app.get('/__dev/remotes', async (req, res) => {
        const overrides = overridesOf(req.get('cookie'));
        let status: Record<RemoteName, RemoteStatus> | undefined;
        if (overrides) {
          try {
            const url = await shellFor(overrides);
            const health = (await (await fetch(`${url}/healthz`)).json()) as {
              remotes: Record<RemoteName, RemoteStatus>;
            };
            status = health.remotes;
          } catch {
            // Shown without a status.
          }
        }
        res
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(remotesPage(config, overrides, undefined, status));
      });
      app.post('/__dev/remotes', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const chosen: Record<string, string> = {};
        if (body.clear === undefined) {
          for (const name of remoteNames) {
            const value = typeof body[name] === 'string' ? body[name].trim() : '';
            if (value) chosen[name] = value;
          }
        }
        const parsed = overridesSchema.safeParse(chosen);
        if (!parsed.success) {
          res
            .status(400)
            .type('html')
            .send(
              remotesPage(config, overridesOf(req.get('cookie')), parsed.error.issues.map((i) => i.message).join('; ')),
            );
          return;
        }
        if (Object.keys(parsed.data).length === 0) res.clearCookie(DEV_REMOTES_COOKIE, { path: '/' });
        else
          res.cookie(DEV_REMOTES_COOKIE, JSON.stringify(parsed.data), { path: '/', httpOnly: true, sameSite: 'lax' });
        res.redirect(303, '/__dev/remotes');
      });
      app.use((req, res, next) => {
        const overrides = overridesOf(req.get('cookie'));
        if (!overrides) {
          next();
          return;
        }
        shellFor(overrides).then((url) => passTo(url, req, res), next);
      });
    },
  };
}

/** Start `node <this server>` with the overrides as its remotes' origins, on a free loopback port. */
async function startShell(overrides: Overrides, started: (child: ChildProcess) => void): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()) };
  for (const [name, url] of Object.entries(overrides)) {
    const remote = registry.find((candidate) => candidate.name === name);
    if (remote) env[`${envPrefix(remote.packageName)}_URL`] = url;
  }
  const child = spawn(process.execPath, [process.argv[1] ?? ''], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  started(child);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the shell for ${JSON.stringify(overrides)} did not start`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

/** Pass the request to the overriding shell as it is, less the override cookie (it must not recurse). */
function passTo(target: string, req: Request, res: Response): void {
  const base = new URL(target);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers.cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${DEV_REMOTES_COOKIE}=`))
    .join('; ');
  const upstream = http.request(
    { hostname: base.hostname, port: base.port, method: req.method, path: req.originalUrl, headers },
    (response) => {
      const responseHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(response.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
      res.writeHead(response.statusCode ?? 502, responseHeaders);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else res.status(502).type('text/plain').send(`The shell for this browser's remotes failed: ${error.message}`);
  });
  req.pipe(upstream);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function remotesPage(
  config: ShellConfig,
  overrides: Overrides | null,
  error?: string,
  status?: Record<RemoteName, RemoteStatus>,
): string {
  const rows = registry
    .map((remote) => {
      const current = overrides?.[remote.name] ?? '';
      const state = current && status ? status[remote.name] : null;
      const note = state
        ? `<br><small>${escapeHtml(state.status)}${state.version ? ` · version ${escapeHtml(state.version)}` : ''}${state.lastError ? ` · ${escapeHtml(state.lastError)}` : ''}</small>`
        : '';
      return `<tr><th scope="row"><label for="${remote.name}">${remote.packageName}</label></th>
<td><code>${escapeHtml(config.remotes[remote.name])}</code></td>
<td><input id="${remote.name}" name="${remote.name}" type="url" value="${escapeHtml(current)}" placeholder="http://localhost:${remote.port}">${note}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Development: remotes for this browser</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:middle}
input{width:100%;box-sizing:border-box;font:inherit;padding:.4rem}code{word-break:break-all}
button{font:inherit;padding:.5rem 1rem;margin:1rem .5rem 0 0}.error{color:#a40000}
@media (max-width:40rem){thead{display:none}tr,th,td{display:block;border:0;padding:.25rem 0}tr{border-bottom:1px solid #ddd;padding:.5rem 0}}
</style></head><body>
<h1>Remotes for this browser</h1>
<p>Name a remote's local URL (your <code>pnpm --filter mfe-cities dev</code>, for example) to see it inside the
whole site, in this browser only: the choice is a cookie. Leave a field empty to use the site's remote.
This page exists only in development mode.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>${overrides ? `Overriding: ${Object.keys(overrides).map(escapeHtml).join(', ')}.` : 'No override: every remote is the site’s.'}</p>
<form method="post" action="/__dev/remotes">
<table><thead><tr><th>Remote</th><th>Site's origin</th><th>Local URL for this browser</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<button type="submit">Save</button><button type="submit" name="clear" value="1">Clear all</button>
</form>
<p><a href="/">Open the site</a></p>
</body></html>`;
}
