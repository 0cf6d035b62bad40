/**
 * Development mode of the shell (`npm run dev`), and only that: `index.ts` imports this module behind
 * `process.env.NODE_ENV === 'development'`, which the production build replaces with `false`, so none
 * of it reaches a production bundle (an e2e test greps the build for `__dev`).
 *
 * - `/__dev/remotes`: a page that sets a cookie naming a remote's local URL (a team's
 *   `pnpm --filter mfe-cities dev`), so this browser alone sees that remote inside the full site.
 *   Requests carrying the cookie are rendered by a second RemoteManager whose origins the cookie
 *   changes (never cached); every other browser keeps the configured origins.
 * - The shell's browser build is rebuilt on save: its manifest and inlined CSS are read again when
 *   the manifest changes, so the next page names the new files without a restart.
 * - The page may load scripts and open hot-update sockets on any loopback port (the dev servers).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { type RemoteName, remotes as registry } from '@site-kit/contract';
import { httpUrl } from '@site-kit/node';
import express, { type Express, type Request } from 'express';
import { z } from 'zod';
import type { ShellConfig } from './config.server';
import { RemoteManager, type RemoteManagerOptions } from './remotes.server';
import { readShellAssets, type ShellAssets } from './shell-assets.server';
import { buildSiteIndex, type SiteIndex } from './site-index.server';

export const DEV_REMOTES_COOKIE = 'dev-remotes';
const MAX_OVERRIDE_SETS = 4;

/** What the app asks of the development mode (absent in production). */
export interface DevLoop {
  /** Sources the Content-Security-Policy adds: dev servers and their hot-update sockets. */
  cspSources: readonly string[];
  /** The shell's browser build as it is now. */
  assets(): ShellAssets;
  /** The manager and index for this request when its browser overrides remotes, else null. */
  overrideFor(req: Request): Promise<{ manager: RemoteManager; index: SiteIndex } | null>;
  /** Mount `/__dev/*`. */
  mount(app: Express): void;
}

export interface DevLoopOptions {
  config: ShellConfig;
  managerOptions: RemoteManagerOptions;
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

export function createDevLoop({ config, managerOptions }: DevLoopOptions): DevLoop {
  const browserDir = path.join(config.distDir, 'browser');
  const manifest = path.join(browserDir, 'manifest.json');
  let assets = readShellAssets(browserDir, false);
  let assetsStamp = statSync(manifest).mtimeMs;

  const overrideSets = new Map<string, Promise<{ manager: RemoteManager; index: SiteIndex }>>();
  const startOverrideSet = async (overrides: Overrides) => {
    const manager = new RemoteManager({ ...config.remotes, ...overrides }, managerOptions);
    const set = { manager, index: buildSiteIndex(manager) };
    manager.on('change', () => {
      set.index = buildSiteIndex(manager);
    });
    await manager.start();
    set.index = buildSiteIndex(manager);
    return set;
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
        console.warn(JSON.stringify({ level: 'warn', msg: 'shell assets not readable yet', error: String(error) }));
      }
      return assets;
    },

    overrideFor(req) {
      const overrides = overridesOf(req.get('cookie'));
      if (!overrides) return Promise.resolve(null);
      const key = JSON.stringify(Object.entries(overrides).sort());
      let set = overrideSets.get(key);
      if (!set) {
        set = startOverrideSet(overrides);
        overrideSets.set(key, set);
        // A few browsers' worth; the oldest set stops polling.
        for (const [oldKey, old] of overrideSets) {
          if (overrideSets.size <= MAX_OVERRIDE_SETS) break;
          overrideSets.delete(oldKey);
          void old.then(({ manager }) => manager.stop());
        }
      }
      return set;
    },

    mount(app) {
      app.get('/__dev/remotes', (req, res) => {
        res
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(remotesPage(config, overridesOf(req.get('cookie'))));
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
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function remotesPage(config: ShellConfig, overrides: Overrides | null, error?: string): string {
  const rows = registry
    .map((remote) => {
      const current = overrides?.[remote.name] ?? '';
      return `<tr><th scope="row"><label for="${remote.name}">${remote.packageName}</label></th>
<td><code>${escapeHtml(config.remotes[remote.name])}</code></td>
<td><input id="${remote.name}" name="${remote.name}" type="url" value="${escapeHtml(current)}" placeholder="http://localhost:${remote.port}"></td></tr>`;
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
