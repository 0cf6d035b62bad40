/**
 * The shell's entry: its gate (issue 33, point 5). The gate holds the site's secrets and serves
 * everything but the rendering; the sections' code runs in renderer processes it starts without them
 * (renderer.ts). Read the configuration, open the store the shells share, start the live site's
 * renderer, serve.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@site-kit/contract';
import { createLogger, exitOnConfigError, listenHttp } from '@site-kit/server';
import { loadConfig, type ShellConfig } from './config.server';
import { ClientReports } from './gate/client-reports.server';
import { Conversions } from './gate/conversions.server';
import { FleetStore } from './gate/fleet-store.server';
import { createGateApp } from './gate/gate-app.server';
import { LiveRenderer } from './gate/live-renderer.server';
import { PageLoadCounter } from './gate/page-loads.server';
import { PageProofs } from './gate/page-proof.server';
import { RendererPool } from './gate/renderer-pool.server';
import { WITHDRAW_WHEN } from './gate/watch.server';
import { WithdrawalLoop } from './gate/withdrawal-loop.server';
import { OriginCors } from './remotes/origin-cors.server';
import { readShellAssets } from './render/shell-assets.server';
import { rendererSettings } from './renderer/settings.server';

async function main(): Promise<void> {
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const distDir = path.resolve(serverDir, '..');
  let config: ShellConfig;
  try {
    config = loadConfig(process.env, distDir);
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger(config.logLevel, 'shell');
  const assets = readShellAssets(path.join(distDir, 'browser'));
  const store = FleetStore.open(config.statePath);
  if (!config.pageProofSecret)
    logger.warn(
      'PAGE_PROOF_SECRET is not set: page proofs are signed with a key of this process alone (one shell only)',
    );
  const proofKey = config.pageProofSecret ?? randomBytes(32).toString('base64');
  const proofs = new PageProofs(proofKey);
  const watchMs = config.watch.minutes * 60_000;

  const live = new LiveRenderer(
    () => rendererSettings(config, { role: 'live', withdrawn: WithdrawalLoop.recent(store, watchMs) }),
    { serverDir, logger },
  );
  const pageLoads = new PageLoadCounter(store);
  const loop = new WithdrawalLoop({
    store,
    live,
    windowMs: watchMs,
    thresholds: { ...WITHDRAW_WHEN, pageLoads: config.watch.pageLoads, networks: config.watch.networks },
    pollMs: config.remotePollMs,
    logger,
  });
  const clientReports = new ClientReports({
    store,
    proofs,
    logger,
    logPerMinute: config.clientReports.logPerMinute,
    pageLoads,
    loop,
  });
  loop.start();
  await live.start();
  pageLoads.start();
  // Whether each origin lets the site's pages load its parts (issue 35): at start and on each new version.
  const originCors = new OriginCors(config.remotes, config.siteUrl, config.remoteTimeoutMs, logger);
  await originCors.checkAll();
  live.on('live', (made) => void originCors.check(made.remote));

  // Renderers of previews and development overrides.
  const pool = new RendererPool({ serverDir, logger });
  // The build replaces NODE_ENV: a production bundle holds neither this branch nor the module.
  const dev =
    process.env.NODE_ENV === 'development'
      ? (await import('./dev/dev-loop.server')).createDevLoop({
          config,
          logger,
          pool,
          settingsFor: (remotes) => rendererSettings(config, { role: 'override', remotes }),
        })
      : undefined;
  const previews = config.previewSecret
    ? {
        secret: config.previewSecret,
        live,
        pool,
        settingsFor: (preview: { remote: RemoteName; version: string }) =>
          rendererSettings(config, { role: 'preview', preview }),
        logger,
      }
    : undefined;
  const app = createGateApp({
    config,
    live,
    assets,
    logger,
    proofs,
    store,
    clientReports,
    pageLoads,
    dev,
    previews,
    originCors,
    conversions: new Conversions(proofKey),
  });
  const server = await listenHttp(app, config.port, config.host);
  logger.info({ port: config.port, remotes: live.picture?.remotes ?? null }, 'shell listening');
  const shutdown = () => {
    loop.stop();
    pageLoads.stop();
    live.stop();
    pool.stopAll();
    server.close(() => {
      store.close();
      logger.flush();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
