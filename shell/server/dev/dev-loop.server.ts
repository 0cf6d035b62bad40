/**
 * Development mode of the shell (`npm run dev`), and only that: `index.ts` imports this module behind
 * `process.env.NODE_ENV === 'development'`, which the production build replaces with `false`, so none
 * of it reaches a production bundle (an e2e test greps the build for `__dev`).
 *
 * - `/__dev/remotes` (remotes-page): a page that sets a cookie naming a remote's local URL (a team's
 *   `pnpm --filter mfe-cities dev`), so this browser alone sees that remote inside the full site.
 *   The pages of a browser carrying the cookie come from a renderer of their own, whose settings name
 *   that origin (`../gate/renderer-pool.server.ts`, the mechanism previews use too: decisions P26, P41);
 *   the rest of its requests the gate serves as anyone's.
 * - The shell's browser build is rebuilt on save: its manifest and inlined CSS are read again when
 *   the manifest changes, so the next page names the new files without a restart (each renderer
 *   reads them again the same way).
 * - The page may load scripts and open hot-update sockets on any loopback port (the dev servers).
 */
import path from 'node:path';
import { remoteNames } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import express, { type Express } from 'express';
import type { ShellConfig } from '../config.server';
import type { RendererPool, RendererSpec } from '../gate/renderer-pool.server';
import type { RendererProcess } from '../gate/renderer-process.server';
import { withDeadline } from '../remotes/deadline.server';
import { assetsFollowingBuild, type ShellAssets } from '../render/shell-assets.server';
import type { RendererPlan } from '../renderer/settings.server';
import { DEV_REMOTES_COOKIE, type Overrides, overridesOf, overridesSchema } from './overrides.server';
import { remotesPage } from './remotes-page.server';

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
  /** The gate's renderers of previews and overrides (one per set of overrides). */
  pool: RendererPool;
  /** The settings of a renderer whose remotes' origins are these. */
  settingsFor: (remotes: Overrides) => RendererPlan;
}

/** How long the page that shows an override's remotes waits for its renderer. */
const STATUS_TIMEOUT_MS = 5_000;

export function createDevLoop({ config, logger, pool, settingsFor }: DevLoopOptions): DevLoop {
  /** The renderer serving a set of overrides: those remotes' URLs as its origins. */
  const overriding = (overrides: Overrides): RendererSpec => ({
    key: `dev ${JSON.stringify(Object.entries(overrides).sort())}`,
    settings: settingsFor(overrides),
  });
  /** The remotes as that renderer sees them (undefined when it cannot say in time: a renderer still starting). */
  const statusOf = async (overrides: Overrides) => {
    try {
      const renderer: RendererProcess = await withDeadline(STATUS_TIMEOUT_MS, 'the override renderer', () =>
        pool.get(overriding(overrides)),
      );
      return renderer.picture?.remotes;
    } catch {
      return undefined;
    }
  };
  const assets = assetsFollowingBuild(path.join(config.distDir, 'browser'), logger);

  return {
    cspSources: ['http://localhost:*', 'ws://localhost:*', 'http://127.0.0.1:*', 'ws://127.0.0.1:*'],

    assets,

    mount(app) {
      app.get('/__dev/remotes', async (req, res) => {
        const overrides = overridesOf(req.get('cookie'));
        const status = overrides ? await statusOf(overrides) : undefined;
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
        pool.get(overriding(overrides)).then((renderer) => {
          res.locals.renderer = renderer;
          next();
        }, next);
      });
    },
  };
}
