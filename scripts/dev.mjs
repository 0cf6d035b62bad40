// @ts-check
/**
 * `npm run dev`: the whole site in development mode, on the usual ports (DEV_PORT_BASE moves them
 * all, as E2E_PORT_BASE does for the tests).
 *
 * - each remote: `rsbuild dev` on its origin's port: browser build with hot updates and React Fast
 *   Refresh, node build served at /server/ from memory, both rebuilt on save; the shell's short poll
 *   sees the new node build (its manifest changes) and checks it before it serves, as in production;
 * - the shell: `rsbuild dev` rebuilds both builds into `shell/dist-dev/` (browser: hot updates over
 *   this dev server's socket); the server process is restarted when its build changes;
 * - form-api: rebuilt on save into `form-api/dist-dev/` and restarted, same database and outbox.
 *
 * A build with errors writes nothing (its overlay shows in the browser, its errors here), so every
 * server keeps serving its last good build. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, watch } from 'node:fs';
import path from 'node:path';
import { pnpm, refuseArguments, root, step } from './lib.mjs';

refuseArguments('npm run dev');

await step('install', () => pnpm(['install', '--frozen-lockfile', '--reporter=append-only']));
await step('build site-kit', () => pnpm(['-r', '--filter', './site-kit/*', 'build']));

/** @type {typeof import('../site-kit/contract/src/index')} The registry, as just built. */
const { remotes, portPlan, remoteEnvPrefix, PORT_PLAN_SPAN, SHELL_PORT } = await import(
  new URL('../site-kit/contract/dist/index.js', import.meta.url).href
);
/** @type {typeof import('../site-kit/server/src/index')} The environment parser every server uses. */
const { exitOnConfigError, parseEnv, port } = await import(
  new URL('../site-kit/server/dist/index.js', import.meta.url).href
);

/** DEV_PORT_BASE moves the whole port plan (the registry's) with it. */
let base = SHELL_PORT;
try {
  base = parseEnv(
    {
      DEV_PORT_BASE: port(SHELL_PORT).refine(
        (value) => value >= 1024 && value + PORT_PLAN_SPAN <= 65535,
        `must leave room for the port plan: 1024 to ${65535 - PORT_PLAN_SPAN}`,
      ),
    },
    process.env,
    'npm run dev',
  ).DEV_PORT_BASE;
} catch (error) {
  exitOnConfigError(error);
}
const plan = portPlan(base);
const POLL_MS = process.env.REMOTE_POLL_MS ?? '250';

/** Where everything listens, for every child (each reads only its own variables). */
/** @type {NodeJS.ProcessEnv} */
const ports = {
  PORT: String(plan.shell),
  FORM_API_PORT: String(plan.formApi),
  // The owner inbox (form-api's second port; open when OWNER_TOKEN is set).
  OWNER_PORT: String(plan.owner),
  ...Object.fromEntries(
    remotes.flatMap((remote) => [
      [`${remoteEnvPrefix(remote)}_PORT`, String(plan.remotes[remote.name])],
      [`${remoteEnvPrefix(remote)}_URL`, `http://localhost:${plan.remotes[remote.name]}`],
    ]),
  ),
};
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const dataDir = path.join(root, 'data');
mkdirSync(dataDir, { recursive: true });

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

/**
 * Start a long-running command, its output prefixed with its name.
 * @param {string} name
 * @param {string} cwd
 * @param {string[]} args command and arguments
 * @param {NodeJS.ProcessEnv} env
 */
function start(name, cwd, args, env) {
  const [command, ...rest] = args;
  const child = spawn(/** @type {string} */ (command), rest, {
    cwd,
    env: { ...process.env, ...ports, ...color, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const label = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(`${label}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !child.killed) console.error(`${label}exited (${signal ?? code})`);
  });
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });

/**
 * Run `node entry` from a build folder, and run it again whenever the build writes new JavaScript
 * there (a failed build writes nothing, so the last good one keeps running).
 * @param {string} name
 * @param {string} cwd
 * @param {string} buildDir relative to cwd
 * @param {string} entry file in buildDir
 * @param {NodeJS.ProcessEnv} env
 */
async function supervise(name, cwd, buildDir, entry, env) {
  const dir = path.join(cwd, buildDir);
  while (!existsSync(path.join(dir, entry))) {
    if (stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Let the first build finish writing.
  await new Promise((resolve) => setTimeout(resolve, 300));
  let child = start(name, cwd, [process.execPath, path.join(buildDir, entry)], env);
  /** @type {NodeJS.Timeout | undefined} */
  let settle;
  let restarting = Promise.resolve();
  watch(dir, (_event, file) => {
    if (stopping || !file || !/\.(c|m)?js$/.test(file)) return;
    clearTimeout(settle);
    // One restart per build: wait until its files are all written.
    settle = setTimeout(() => {
      restarting = restarting.then(async () => {
        if (stopping) return;
        console.log(`[${name}] build changed: restarting`);
        await stopChild(child);
        if (!stopping) child = start(name, cwd, [process.execPath, path.join(buildDir, entry)], env);
      });
    }, 200);
  });
}

const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map(stopChild));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const rsbuild = (/** @type {string} */ dir) => path.join(dir, 'node_modules', '.bin', 'rsbuild');
const shellDir = path.join(root, 'shell');
const formApiDir = path.join(root, 'form-api');
// Start from empty build folders: a process is only ever started on this session's build.
rmSync(path.join(shellDir, 'dist-dev'), { recursive: true, force: true });
rmSync(path.join(formApiDir, 'dist-dev'), { recursive: true, force: true });

console.log('\n▶ development mode');
for (const remote of remotes) {
  const dir = path.join(root, remote.packageName);
  start(remote.packageName, dir, [rsbuild(dir), 'dev'], {});
}
start('shell build', shellDir, [rsbuild(shellDir), 'dev', '--port', String(plan.shellHotUpdate)], {});
start('form-api build', formApiDir, [rsbuild(formApiDir), 'build', '--watch', '--mode', 'development'], {
  NODE_ENV: 'development',
});
// The shell's detailed health view opens with the owner token: the one set, or one for this run.
const ownerToken = process.env.OWNER_TOKEN || randomBytes(24).toString('hex');
void supervise('shell', shellDir, path.join('dist-dev', 'server'), 'index.js', {
  NODE_ENV: 'development',
  OWNER_TOKEN: ownerToken,
  REMOTE_POLL_MS: POLL_MS,
  REMOTE_TIMEOUT_MS: process.env.REMOTE_TIMEOUT_MS ?? '5000',
  // Every request rendered afresh: a page cached before a save of the shell would name old scripts.
  HTML_CACHE_ENTRIES: '0',
});
void supervise('form-api', formApiDir, 'dist-dev', 'index.js', { NODE_ENV: 'development' });

// Say where the site is once every remote is up in the shell.
const shellUrl = `http://localhost:${base}`;
for (;;) {
  if (stopping) break;
  try {
    const health = /** @type {{ remotes: Record<string, { status: string }> }} */ (
      await (await fetch(`${shellUrl}/healthz`, { headers: { authorization: `Bearer ${ownerToken}` } })).json()
    );
    if (Object.values(health.remotes).every((remote) => remote.status === 'up')) {
      console.log(
        `\n▶ ready: ${shellUrl} (remotes on ${Object.values(plan.remotes).join(', ')}; ` +
          `${shellUrl}/__dev/remotes to use a remote running elsewhere in this browser)\n`,
      );
      break;
    }
  } catch {
    // Not listening yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
