// @ts-check
/**
 * Helpers for the repository's entry commands (npm start / npm test / npm run bench). They need
 * nothing but Node and npm: pnpm is fetched by npx at the version the repository pins.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {string} e.g. "pnpm@10.34.9" from package.json's packageManager field. */
export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.packageManager;
}

/**
 * Run a command, streaming its output; resolve with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * pnpm at the pinned version, without a global install.
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function pnpm(args, options) {
  return run('npx', ['--yes', pinnedPnpm(), ...args], options);
}

/**
 * The entry commands take no arguments (their settings are environment variables, README
 * "Configuration"): one given is refused rather than ignored.
 * @param {string} command e.g. "npm run dev"
 */
export function refuseArguments(command) {
  try {
    parseArgs({ args: process.argv.slice(2), options: {} });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${command} takes no arguments (${reason}); its settings are environment variables.`);
    process.exit(2);
  }
}

/** Install the workspace exactly as locked (a no-op in a second when nothing changed). */
export function install() {
  return pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** Build site-kit, then every app (pnpm orders the workspace by its dependencies). */
export function buildAll() {
  return pnpm(['-r', '--workspace-concurrency=2', 'build']);
}

/**
 * Run one named step of an entry command; on failure, say so and exit with its code.
 * @param {string} name
 * @param {() => Promise<number>} action
 */
export async function step(name, action) {
  console.log(`\n▶ ${name}`);
  const code = await action();
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Install, then build; exits with the failing step's code. */
export async function installAndBuild() {
  await step('install', install);
  await step('build', buildAll);
}

/** Path of Debian's Chromium, installing it when missing and we are root. */
export async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('Chromium is missing: installing Debian chromium with apt-get…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    }
  }
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium;
}

/**
 * Debian's nginx, for the production-like shape (deploy/nginx/site.conf): installed with apt-get
 * when missing and we are root, as Chromium is. Its own service is not started (the tests and
 * `npm run start:prod-like` run it with a configuration of their own).
 */
export async function ensureNginx() {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (existsSync(nginx)) return nginx;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('nginx is missing: installing Debian nginx with apt-get…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'nginx'], { env });
    }
  }
  if (!existsSync(nginx)) {
    throw new Error(
      `nginx not found at ${nginx}. Install Debian's nginx (apt-get install -y nginx) or set NGINX_PATH.`,
    );
  }
  return nginx;
}
