/**
 * The commands every remote shares, run from the remote's package folder: `serve-remote` (its
 * `start` script: a static origin) and `remote-deploy` (its `deploy` script: publish a version,
 * roll back, prune). The port, the origin folder and the allowed origins come from the environment;
 * defaults come from the registry.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { business } from '@site-kit/brand';
import { type RemoteDefinition, remoteByPackage, SHELL_PORT } from '@site-kit/contract';
import { z } from 'zod';
import { ConfigError, csv, exitOnConfigError, httpUrl, parseEnv, port } from './env.js';
import { DeployError, prune, publish, readDeployments, readPointer, rollback } from './origin.js';
import { createRemoteApp, listen } from './serve-remote.js';

/** `mfe-cities` → `MFE_CITIES`: the prefix of that remote's variables. */
export const envPrefix = (packageName: string): string => packageName.toUpperCase().replace(/-/g, '_');

/** Where a remote's origin folder is unless `<PREFIX>_DIST_DIR` says: the repository's data folder. */
export const defaultOriginDir = (packageName: string): string => path.join('..', 'data', 'origins', packageName);

function remoteIn(cwd: string, program: string): RemoteDefinition {
  const packageName = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const remote = remoteByPackage(packageName);
  if (!remote) throw new ConfigError(`${program}: ${packageName} is not in the remote registry`);
  return remote;
}

function originOf(remote: RemoteDefinition, cwd: string, program: string): string {
  const prefix = envPrefix(remote.packageName);
  const env = parseEnv(
    { DIST_DIR: z.string().min(1).default(defaultOriginDir(remote.packageName)) },
    { DIST_DIR: process.env[`${prefix}_DIST_DIR`] },
    `${program} ${remote.packageName} (${prefix}_DIST_DIR)`,
  );
  return path.resolve(cwd, env.DIST_DIR);
}

/** `serve-remote`. */
export async function main(cwd = process.cwd()): Promise<void> {
  try {
    const remote = remoteIn(cwd, 'serve-remote');
    const prefix = envPrefix(remote.packageName);
    const env = parseEnv(
      {
        LISTEN_PORT: port(remote.port),
        SITE_URL: httpUrl.default(`https://${business.domain}`),
        ALLOWED_ORIGINS: csv.optional(),
        PORT: port(SHELL_PORT),
      },
      {
        LISTEN_PORT: process.env[`${prefix}_PORT`],
        SITE_URL: process.env.SITE_URL,
        ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
        PORT: process.env.PORT,
      },
      `serve-remote ${remote.packageName} (${prefix}_PORT, SITE_URL, ALLOWED_ORIGINS, PORT)`,
    );
    const dir = originOf(remote, cwd, 'serve-remote');
    const allowedOrigins = env.ALLOWED_ORIGINS ?? [
      env.SITE_URL,
      env.SITE_URL.replace('://www.', '://'),
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
    ];
    await listen(createRemoteApp({ dir, allowedOrigins }), env.LISTEN_PORT);
    console.log(JSON.stringify({ level: 'info', msg: `${remote.packageName} serving ${dir}`, port: env.LISTEN_PORT }));
  } catch (error) {
    exitOnConfigError(error);
  }
}

const DEPLOY_USAGE = `usage: remote-deploy                      build, publish a new version, make it live
       remote-deploy --no-build [--from DIR]  publish an existing build (default dist/)
       remote-deploy --rollback [VERSION]     make the previous (or the named) version live
       remote-deploy --prune [--keep N] [--keep-hours H]
                                              remove versions no longer needed (default: keep the
                                              live one, the previous 5 and any live in 24 hours)
       remote-deploy --status                 the live version and the deployment log`;

/** `remote-deploy`: exit status 0 on success, 1 with a one-line reason otherwise. */
export async function deployMain(argv = process.argv.slice(2), cwd = process.cwd()): Promise<void> {
  let args: ReturnType<typeof parseDeployArgs>;
  try {
    args = parseDeployArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${DEPLOY_USAGE}`);
    process.exit(2);
  }
  try {
    const remote = remoteIn(cwd, 'remote-deploy');
    const origin = originOf(remote, cwd, 'remote-deploy');
    const say = (message: string, fields: Record<string, unknown>) =>
      console.log(JSON.stringify({ level: 'info', msg: message, remote: remote.packageName, origin, ...fields }));
    const { values, positionals } = args;
    if (values.status) {
      say('status', { live: await readPointer(origin), deployments: await readDeployments(origin) });
    } else if (values.rollback) {
      const live = await rollback(origin, positionals[0]);
      say('rolled back: live within one poll of the shell', { live });
    } else if (values.prune) {
      const result = await prune(origin, {
        keepPrevious: Number(values.keep ?? process.env.DEPLOY_KEEP_VERSIONS ?? 5),
        keepHours: Number(values['keep-hours'] ?? process.env.DEPLOY_KEEP_HOURS ?? 24),
      });
      say('pruned', result);
    } else {
      if (!values['no-build']) build(cwd);
      const published = await publish(origin, path.resolve(cwd, values.from ?? 'dist'));
      say(published.copied ? 'published' : 'already published; made live', {
        version: published.version,
        live: published.live,
      });
    }
  } catch (error) {
    if (error instanceof DeployError || error instanceof ConfigError) {
      console.error(`remote-deploy: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function parseDeployArgs(argv: string[]) {
  const parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'no-build': { type: 'boolean' },
      from: { type: 'string' },
      rollback: { type: 'boolean' },
      prune: { type: 'boolean' },
      keep: { type: 'string' },
      'keep-hours': { type: 'string' },
      status: { type: 'boolean' },
    },
  });
  const { values, positionals } = parsed;
  const modes = [values.rollback, values.prune, values.status].filter(Boolean).length;
  if (modes > 1) throw new Error('choose one of --rollback, --prune, --status');
  if (positionals.length > (values.rollback ? 1 : 0)) throw new Error(`unexpected ${positionals.join(' ')}`);
  for (const name of ['keep', 'keep-hours'] as const) {
    const value = values[name];
    if (value !== undefined && !/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number`);
  }
  return parsed;
}

/** The remote's own production build (browser and server), with its own Rsbuild. */
function build(cwd: string): void {
  const rsbuild = path.join(cwd, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  const result = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new DeployError('the build failed: nothing was published');
}
