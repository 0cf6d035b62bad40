/**
 * `serve-remote`: run from a remote's package folder (its `start` script). The port, the folder
 * served and the allowed origins come from the environment; defaults come from the registry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { business } from '@site-kit/brand';
import { remoteByPackage, SHELL_PORT } from '@site-kit/contract';
import { z } from 'zod';
import { csv, exitOnConfigError, httpUrl, parseEnv, port } from './env.js';
import { createRemoteApp, listen } from './serve-remote.js';

/** `mfe-cities` → `MFE_CITIES`: the prefix of that remote's variables. */
export const envPrefix = (packageName: string): string => packageName.toUpperCase().replace(/-/g, '_');

export async function main(cwd = process.cwd()): Promise<void> {
  const packageName = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const remote = remoteByPackage(packageName);
  if (!remote) throw new Error(`serve-remote: ${packageName} is not in the remote registry`);
  const prefix = envPrefix(packageName);
  try {
    const env = parseEnv(
      {
        LISTEN_PORT: port(remote.port),
        DIST_DIR: z.string().min(1).default('dist'),
        SITE_URL: httpUrl.default(`https://${business.domain}`),
        ALLOWED_ORIGINS: csv.optional(),
        PORT: port(SHELL_PORT),
      },
      {
        LISTEN_PORT: process.env[`${prefix}_PORT`],
        DIST_DIR: process.env[`${prefix}_DIST_DIR`],
        SITE_URL: process.env.SITE_URL,
        ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
        PORT: process.env.PORT,
      },
      `serve-remote ${packageName} (${prefix}_PORT, ${prefix}_DIST_DIR, SITE_URL, ALLOWED_ORIGINS, PORT)`,
    );
    const dir = path.resolve(cwd, env.DIST_DIR);
    const allowedOrigins = env.ALLOWED_ORIGINS ?? [
      env.SITE_URL,
      env.SITE_URL.replace('://www.', '://'),
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
    ];
    await listen(createRemoteApp({ dir, allowedOrigins }), env.LISTEN_PORT);
    console.log(JSON.stringify({ level: 'info', msg: `${packageName} serving ${dir}`, port: env.LISTEN_PORT }));
  } catch (error) {
    exitOnConfigError(error);
  }
}
