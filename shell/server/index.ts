/** Shell server entry: read configuration, discover the remotes, serve. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOnConfigError } from '@site-kit/node';
import { createShellApp } from './app.server';
import { loadConfig, type ShellConfig } from './config.server';
import { RemoteManager } from './remotes.server';
import { readShellAssets } from './shell-assets.server';

async function main(): Promise<void> {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let config: ShellConfig;
  try {
    config = loadConfig(process.env, distDir);
  } catch (error) {
    exitOnConfigError(error);
  }
  const assets = readShellAssets(path.join(distDir, 'browser'));
  const manager = new RemoteManager(config.remotes, {
    pollMs: config.remotePollMs,
    timeoutMs: config.remoteTimeoutMs,
    site: { siteUrl: config.siteUrl },
  });
  await manager.start();
  const app = createShellApp({ config, manager, assets });
  const server = app.listen(config.port, config.host, () => {
    console.log(
      JSON.stringify({ level: 'info', msg: 'shell listening', port: config.port, remotes: manager.status() }),
    );
  });
  const shutdown = () => {
    manager.stop();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
