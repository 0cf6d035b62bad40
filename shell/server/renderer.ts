/**
 * A renderer process (issue 33, point 5): the part of the shell that runs the sections' code. The
 * gate (index.ts) starts it with RENDERER_SETTINGS as its whole environment and under Node's
 * permission model (it reads its own build and its dependencies, nothing else, and starts no process):
 * it follows the remotes' pointers, checks and loads their versions, and renders pages for the gate
 * on loopback. It tells the gate what it serves (its picture of the site, the versions that go live)
 * and takes the gate's requests (withdraw a version, check one for a preview) over its IPC channel.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from '@site-kit/brand';
import { createLogger, listenHttp } from '@site-kit/server';
import { redirects } from '../src/redirects';
import { shellRoutes } from '../src/shell-routes';
import { existsSyncAnswersFalseWhereDenied } from './remotes/denied-exists.server';
import { RemoteManager } from './remotes/remote-manager.server';
import { healthOf } from './remotes/remotes-snapshot.server';
import { workerVersionCheck } from './remotes/version-check/version-check.server';
import { assetsFollowingBuild, readShellAssets, type ShellAssets } from './render/shell-assets.server';
import { siteSnapshot } from './render/site-snapshot.server';
import { createRendererApp } from './renderer/app.server';
import type { GateMessage, RendererMessage, SitePicture } from './renderer/protocol.server';
import { readRendererSettings } from './renderer/settings.server';

const send = (message: RendererMessage) => process.send?.(message);

async function main(): Promise<void> {
  existsSyncAnswersFalseWhereDenied();
  const settings = readRendererSettings(process.env);
  const logger = createLogger(settings.logLevel, 'shell');
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const siteContext = { siteUrl: settings.siteUrl };
  const manager = new RemoteManager(settings.remotes, {
    pollMs: settings.pollMs,
    timeoutMs: settings.timeoutMs,
    site: siteContext,
    config: { siteUrl: settings.siteUrl, reviewsWidget: settings.reviewsWidget, formsEndpoint: '/api/submissions' },
    pins: settings.pins,
    checkVersion: workerVersionCheck(serverDir),
    logger,
    withdrawn: settings.withdrawn,
    // The shell's pages and redirects: no remote version may take their paths.
    shellRoutes: [
      ...shellRoutes(siteContext).map((route) => ({
        path: route.path,
        owner: 'shell',
        title: route.head.title,
        description: route.head.description,
      })),
      ...redirects.map(({ from }) => ({ path: from, owner: 'shell (redirect)', title: '', description: '' })),
    ],
  });

  const browserDir = path.join(settings.distDir, 'browser');
  const assets = settings.development
    ? assetsFollowingBuild(browserDir, logger)
    : constant(readShellAssets(browserDir));

  // One snapshot of the site at a time: replaced whole when the manager publishes a new one, read
  // whole by each request, and sent to the gate (its /healthz and the no-JavaScript forwarder's titles).
  let site = siteSnapshot(manager.snapshot, siteContext, logger);
  const picture = (): SitePicture => ({
    pid: process.pid,
    remotes: healthOf(site.remotes),
    titles: Object.fromEntries([...site.index.routes].map(([routePath, route]) => [routePath, route.head.title])),
    frame: { browserRoutes: site.index.browserRoutes, nav: site.index.nav },
  });
  manager.on('snapshot', (remotes) => {
    site = siteSnapshot(remotes, siteContext, logger, site);
    send({ type: 'picture', picture: picture() });
  });
  manager.on('live', (remote, version, previous, since) => send({ type: 'live', remote, version, previous, since }));
  process.on('message', (message: GateMessage) => {
    if (message.type === 'withdraw') void manager.withdraw(message.withdrawal);
    else if (message.type === 'check')
      void manager
        .checkCandidate(message.remote, message.version)
        .then((verdict) => send({ type: 'verdict', id: message.id, verdict }));
  });
  await manager.start();

  const app = createRendererApp({ settings, assets, site: () => site, logger });
  const server = await listenHttp(app, 0, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  send({ type: 'picture', picture: picture() });
  send({ type: 'ready', port });
  logger.debug({ port, role: settings.role }, 'renderer listening');
  // A renderer ends with its gate, however the gate ends (its IPC channel closes).
  process.on('disconnect', () => {
    manager.stop();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

const constant = (assets: ShellAssets) => () => assets;

main().catch((error: unknown) => {
  console.error(`renderer: ${errorText(error)}`);
  process.exit(1);
});
