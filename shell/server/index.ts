/** Shell server entry: read configuration, discover the remotes, serve. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, exitOnConfigError, listenHttp } from '@site-kit/node';
import { redirects } from '../src/redirects';
import { shellRoutes } from '../src/shell-routes';
import { createShellApp } from './app.server';
import { ChildShells } from './child-shells/pool.server';
import { ClientReports } from './client-reports.server';
import { loadConfig, publicConfigOf, type ShellConfig } from './config.server';
import { OriginCors } from './remotes/origin-cors.server';
import { RemoteManager, type RemoteManagerOptions } from './remotes/remote-manager.server';
import { VersionWatch } from './remotes/version-watch.server';
import { readShellAssets } from './shell-assets.server';
import { workerVerifier } from './verify.server';

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
  const site = { siteUrl: config.siteUrl };
  const managerOptions: RemoteManagerOptions = {
    pollMs: config.remotePollMs,
    timeoutMs: config.remoteTimeoutMs,
    site,
    config: publicConfigOf(config),
    pins: config.remotePins,
    verify: workerVerifier(serverDir),
    logger,
    // The shell's pages and redirects: no remote version may take their paths.
    shellRoutes: [
      ...shellRoutes(site).map((route) => ({
        path: route.path,
        owner: 'shell',
        title: route.head.title,
        description: route.head.description,
      })),
      ...redirects.map(({ from }) => ({ path: from, owner: 'shell (redirect)', title: '', description: '' })),
    ],
  };
  const manager = new RemoteManager(config.remotes, managerOptions);

  // Client error reports count only versions this shell has served; a version that just went live
  // is watched and withdrawn if browsers report its errors (a preview's child watches nothing).
  const served = new Set<string>();
  const watch =
    config.preview || config.watch.minutes <= 0
      ? null
      : new VersionWatch({
          windowMs: config.watch.minutes * 60_000,
          pageLoads: config.watch.pageLoads,
          countFor: (remote, version, sinceMs, untilMs) => clientReports.countFor(remote, version, sinceMs, untilMs),
          withdraw: (remote, version, reason) => manager.withdraw(remote, version, reason),
          logger,
        });
  const clientReports = new ClientReports({
    isKnownVersion: (remote, version) => served.has(`${remote}@${version}`),
    logger,
    logPerMinute: config.clientReports.logPerMinute,
    onCounted: (report) => watch?.reported(report.remote, report.version),
  });
  // Every version that serves announces itself (the first poll announces every remote).
  manager.on('change', (name) => {
    const version = manager.version(name);
    if (version) served.add(`${name}@${version}`);
  });
  manager.on('live', (name, version, previous) => watch?.wentLive(name, version, previous));
  await manager.start();
  // Whether each origin lets the site's pages load its parts (issue 35): at start and on each new version.
  const originCors = new OriginCors(config.remotes, config.siteUrl, config.remoteTimeoutMs, logger);
  await originCors.checkAll();
  manager.on('change', (name) => void originCors.check(name));

  // Shells this one starts to serve some browsers another site: a preview, a development override.
  const children = new ChildShells({ ownerToken: config.ownerToken, logger });
  // The build replaces NODE_ENV: a production bundle holds neither this branch nor the module.
  const dev =
    process.env.NODE_ENV === 'development'
      ? (await import('./dev/dev-loop.server')).createDevLoop({ config, logger, children })
      : undefined;
  const previews =
    config.previewSecret && !config.preview ? { secret: config.previewSecret, manager, children, logger } : undefined;
  const app = createShellApp({ config, manager, assets, logger, clientReports, dev, previews, originCors });
  const server = await listenHttp(app, config.port, config.host);
  logger.info({ port: config.port, remotes: manager.status() }, 'shell listening');
  const shutdown = () => {
    manager.stop();
    children.stopAll();
    server.close(() => {
      logger.flush();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // A child shell (a preview, a development override) ends with the shell that started it.
  if (process.send) process.on('disconnect', shutdown);
}

void main();
