/**
 * A renderer process (issue 33, point 5): the part of the shell that runs the sections' code. The
 * gate (index.ts) starts it with RENDERER_SETTINGS as its whole environment and under Node's
 * permission model (it reads its own build and its dependencies, nothing else, and starts no process):
 * it follows the remotes' pointers, checks and loads their versions, and renders pages for the gate
 * on loopback. It tells the gate what it serves (its picture of the site, the versions that go live)
 * and takes the gate's requests (withdraw a version, check one for a preview) over its IPC channel.
 */

import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from '@site-kit/brand';
import { createLogger, listenHttp } from '@site-kit/server';
import { redirects } from '../src/redirects';
import { shellRoutes } from '../src/shell-routes';
import { RemoteManager } from './remotes/remote-manager.server';
import { workerVersionCheck } from './remotes/version-check/version-check.server';
import { readShellAssets, type ShellAssets } from './render/shell-assets.server';
import { buildSiteIndex } from './render/site-index.server';
import { createRendererApp } from './renderer/app.server';
import { existsSyncAnswersFalseWhereDenied } from './renderer/denied-exists.server';
import type { GateMessage, RendererMessage, SitePicture } from './renderer/protocol.server';
import { readRendererSettings } from './renderer/settings.server';

const send = (message: RendererMessage) => process.send?.(message);

async function main(): Promise<void> {
  existsSyncAnswersFalseWhereDenied();
  const settings = readRendererSettings(process.env);
  const logger = createLogger(settings.logLevel, 'shell');
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const site = { siteUrl: settings.siteUrl };
  const manager = new RemoteManager(settings.remotes, {
    pollMs: settings.pollMs,
    timeoutMs: settings.timeoutMs,
    site,
    config: { siteUrl: settings.siteUrl, reviewsWidget: settings.reviewsWidget, formsEndpoint: '/api/submissions' },
    pins: settings.pins,
    checkVersion: workerVersionCheck(serverDir),
    logger,
    withdrawn: settings.withdrawn,
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
  });

  const browserDir = path.join(settings.distDir, 'browser');
  const assets = settings.development ? rereadAssets(browserDir, logger) : constant(readShellAssets(browserDir));

  // One site index, built again only when what serves changes (the pages and the gate's picture share
  // it); the remotes' status goes to the gate after every poll that changed it.
  let index = buildSiteIndex(manager, logger);
  let sentStatus = '';
  const picture = (): SitePicture => {
    const remotes = manager.status();
    sentStatus = JSON.stringify(remotes);
    return {
      pid: process.pid,
      remotes,
      titles: Object.fromEntries([...index.routes].map(([routePath, route]) => [routePath, route.head.title])),
      frame: { browserRoutes: index.browserRoutes, nav: index.nav },
    };
  };
  manager.on('change', () => {
    index = buildSiteIndex(manager, logger);
    send({ type: 'picture', picture: picture() });
  });
  manager.on('polled', () => {
    if (JSON.stringify(manager.status()) !== sentStatus) send({ type: 'picture', picture: picture() });
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
  index = buildSiteIndex(manager, logger);

  const app = createRendererApp({ settings, manager, assets, siteIndex: () => index, logger });
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

/** Development: the shell's browser build is rebuilt on save; read it again when its manifest changes. */
function rereadAssets(browserDir: string, logger: ReturnType<typeof createLogger>): () => ShellAssets {
  let assets = readShellAssets(browserDir);
  let stamp = manifestStamp(browserDir);
  return () => {
    try {
      const now = manifestStamp(browserDir);
      if (now !== stamp) {
        assets = readShellAssets(browserDir);
        stamp = now;
      }
    } catch (error) {
      // Mid-write: keep the last good assets and read them again on the next request.
      logger.warn({ err: error }, 'shell assets not readable yet');
    }
    return assets;
  };
}

const manifestStamp = (browserDir: string): number => statSync(path.join(browserDir, 'manifest.json')).mtimeMs;

main().catch((error: unknown) => {
  console.error(`renderer: ${errorText(error)}`);
  process.exit(1);
});
