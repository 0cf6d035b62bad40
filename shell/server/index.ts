/** Shell server entry: read configuration, discover the remotes, serve. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, exitOnConfigError, listenHttp } from '@site-kit/node';
import { redirects } from '../src/redirects';
import { shellRoutes } from '../src/shell-routes';
import { createShellApp } from './app.server';
import { loadConfig, publicConfigOf, type ShellConfig } from './config.server';
import { RemoteManager, type RemoteManagerOptions } from './remotes/remote-manager.server';
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
  await manager.start();
  // The build replaces NODE_ENV: a production bundle holds neither this branch nor the module.
  const dev =
    process.env.NODE_ENV === 'development'
      ? (await import('./dev/dev-loop.server')).createDevLoop({ config, logger })
      : undefined;
  const app = createShellApp({ config, manager, assets, logger, dev });
  const server = await listenHttp(app, config.port, config.host);
  logger.info({ port: config.port, remotes: manager.status() }, 'shell listening');
  const shutdown = () => {
    manager.stop();
    server.close(() => {
      logger.flush();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
