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

/**
 * A program from one of Debian's packages: its path (the variable's, or the package's), installed
 * with apt-get when missing and we are root. Nothing is started.
 * @param {{ label: string, packageName: string, defaultPath: string, variable: string }} program
 */
async function ensureDebianProgram({ label, packageName, defaultPath, variable }) {
  const program = process.env[variable] ?? defaultPath;
  if (existsSync(program)) return program;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`${label} is missing: installing Debian ${packageName} with apt-get…`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', packageName], { env });
    }
  }
  if (!existsSync(program)) {
    throw new Error(
      `${label} not found at ${program}. Install Debian's ${packageName} (apt-get install -y ${packageName}) or set ${variable}.`,
    );
  }
  return program;
}

/** Path of Debian's Chromium, for the e2e tests and the browser check. */
export const ensureChromium = () =>
  ensureDebianProgram({
    label: 'Chromium',
    packageName: 'chromium',
    defaultPath: '/usr/bin/chromium',
    variable: 'CHROMIUM_PATH',
  });

/**
 * Debian's nginx, for the production-like shape (deploy/nginx/site.conf). Its own service is not
 * used: the tests and `npm run start:prod-like` run it with a configuration of their own.
 */
export const ensureNginx = () =>
  ensureDebianProgram({ label: 'nginx', packageName: 'nginx', defaultPath: '/usr/sbin/nginx', variable: 'NGINX_PATH' });
