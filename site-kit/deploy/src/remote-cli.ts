/**
 * The commands every remote shares, run from the remote's package folder: `serve-remote` (its
 * `start` script: a static origin) and `remote-deploy` (its `deploy` script: publish a version as a
 * preview, check it in a browser through the shell, make it live; promote, roll back, prune). Every
 * setting comes from the environment through one schema per command (defaults from the registry)
 * or from the command line; what they do is logged with pino.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorText } from '@site-kit/brand';
import {
  type RemoteDefinition,
  remoteByPackage,
  remoteEnvPrefix,
  SHELL_PORT,
  VERSION_PATTERN,
} from '@site-kit/contract';
import { MAX_PREVIEW_HOURS, previewLink, previewSecret, signPreview } from '@site-kit/contract/preview-token';
import {
  ConfigError,
  count,
  createLogger,
  csv,
  exitOnConfigError,
  logLevel,
  parseEnv,
  port,
  siteUrlVariable,
  wholeNumber,
} from '@site-kit/server';
import pino from 'pino';
import { z } from 'zod';
import type { BrowserCheckResult } from './browser-check/run.js';
import { partsSummary } from './browser-check/verdict.js';
import { DEFAULT_CHROMIUM_PATH } from './chromium.js';
import { DeployError, promote, prune, publish, readDeployLog, readPointer, rollback } from './origin.js';
import { createRemoteApp, listen } from './serve-remote.js';

/** Where a remote's origin folder is unless `<PREFIX>_DIST_DIR` says: the repository's data folder. */
export const defaultOriginDir = (packageName: string): string => path.join('..', 'data', 'origins', packageName);

/** What `--prune` keeps unless told otherwise: the previous five versions, and any live in 24 hours. */
export const DEFAULT_KEEP_VERSIONS = 5;
export const DEFAULT_KEEP_HOURS = 24;
/** How long a preview link (and the cookie it sets) works unless PREVIEW_HOURS says. */
export const DEFAULT_PREVIEW_HOURS = 24;

function remoteIn(cwd: string, program: string): RemoteDefinition {
  const packageName = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const remote = remoteByPackage(packageName);
  if (!remote) throw new ConfigError(`${program}: ${packageName} is not in the remote registry`);
  return remote;
}

/** `<PREFIX>_DIST_DIR`: the origin's folder. */
const originDirVariable = (remote: RemoteDefinition) => z.string().min(1).default(defaultOriginDir(remote.packageName));

/** `serve-remote`: no arguments (everything it needs is in the environment). */
export async function main(
  argv = process.argv.slice(2),
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  try {
    parseArgs({ args: argv, options: {} });
  } catch (error) {
    console.error(`serve-remote takes no arguments (${errorText(error)})`);
    process.exit(2);
  }
  try {
    const remote = remoteIn(cwd, 'serve-remote');
    const prefix = remoteEnvPrefix(remote);
    const config = parseEnv(
      {
        ORIGIN_PORT: port(remote.port),
        ORIGIN_DIR: originDirVariable(remote),
        SITE_URL: siteUrlVariable,
        ALLOWED_ORIGINS: csv.optional(),
        SHELL_PORT: port(SHELL_PORT),
        LOG_LEVEL: logLevel,
      },
      env,
      `serve-remote ${remote.packageName}`,
      { ORIGIN_PORT: `${prefix}_PORT`, ORIGIN_DIR: `${prefix}_DIST_DIR`, SHELL_PORT: 'PORT' },
    );
    const dir = path.resolve(cwd, config.ORIGIN_DIR);
    const allowedOrigins = config.ALLOWED_ORIGINS ?? [
      config.SITE_URL,
      config.SITE_URL.replace('://www.', '://'),
      `http://localhost:${config.SHELL_PORT}`,
      `http://127.0.0.1:${config.SHELL_PORT}`,
    ];
    await listen(createRemoteApp({ dir, allowedOrigins }), config.ORIGIN_PORT);
    createLogger(config.LOG_LEVEL, 'serve-remote').info(
      { remote: remote.packageName, dir, port: config.ORIGIN_PORT },
      'origin serving',
    );
  } catch (error) {
    exitOnConfigError(error);
  }
}

export const DEPLOY_USAGE = `usage: remote-deploy                      build, publish as a preview, check it in a browser
                                              through the shell, and make it live if it passed
       remote-deploy --no-build [--from DIR]  the same with an existing build (default dist/)
       remote-deploy --preview                build and publish without making it live; prints the
                                              preview link (PREVIEW_HOURS, default ${DEFAULT_PREVIEW_HOURS})
       remote-deploy --promote VERSION        check a published version in a browser, make it live
       remote-deploy --no-browser-check       publish and make live at once (an emergency fix only)
       remote-deploy --rollback [VERSION]     make the previous (or the named) version live
       remote-deploy --prune [--keep N] [--keep-hours H]
                                              remove versions no longer needed (default: keep the
                                              live one, the previous ${DEFAULT_KEEP_VERSIONS} and any live in ${DEFAULT_KEEP_HOURS} hours)
       remote-deploy --status                 the live version and the deploy log`;

export interface DeployIo {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the JSON log lines go (stdout by default, written synchronously: the command exits right after). */
  out?: pino.DestinationStream;
  /** Where a refusal's one line goes (stderr by default). */
  err?: (line: string) => void;
}

/**
 * `remote-deploy`: resolves with the exit status, 0 on success, 1 with a one-line reason (bad
 * configuration, a refused deploy), 2 for a bad command line (with the usage).
 */
export async function remoteDeploy(argv: string[], io: DeployIo = {}): Promise<number> {
  const { cwd = process.cwd(), env = process.env, err = (line: string) => console.error(line) } = io;
  let args: DeployArgs;
  try {
    args = parseDeployArgs(argv);
  } catch (error) {
    err(`${errorText(error)}\n${DEPLOY_USAGE}`);
    return 2;
  }
  try {
    const remote = remoteIn(cwd, 'remote-deploy');
    const config = parseEnv(
      {
        ORIGIN_DIR: originDirVariable(remote),
        DEPLOY_KEEP_VERSIONS: count(DEFAULT_KEEP_VERSIONS),
        DEPLOY_KEEP_HOURS: count(DEFAULT_KEEP_HOURS),
        PREVIEW_SECRET: previewSecret,
        PREVIEW_HOURS: count(DEFAULT_PREVIEW_HOURS, { min: 1, max: MAX_PREVIEW_HOURS }),
        SITE_URL: siteUrlVariable,
        CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
        LOG_LEVEL: logLevel,
      },
      env,
      `remote-deploy ${remote.packageName}`,
      { ORIGIN_DIR: `${remoteEnvPrefix(remote)}_DIST_DIR` },
    );
    const originDir = path.resolve(cwd, config.ORIGIN_DIR);
    const log = createLogger(
      config.LOG_LEVEL,
      'remote-deploy',
      io.out ?? pino.destination({ dest: 1, sync: true }),
    ).child({ remote: remote.packageName, originDir });
    const { values, positionals } = args;
    const secret = () => {
      if (config.PREVIEW_SECRET) return config.PREVIEW_SECRET;
      throw new ConfigError(
        `remote-deploy ${remote.packageName}: a preview needs PREVIEW_SECRET (the shell's) and SITE_URL (the site ` +
          'to preview on); --no-browser-check makes a version live without one (an emergency fix only)',
      );
    };
    /** A signed, expiring link that opens `version` as a preview on the site (decision P41). */
    const linkTo = (version: string) =>
      previewLink(
        config.SITE_URL,
        signPreview(
          { remote: remote.name, version, expiresAt: Date.now() + config.PREVIEW_HOURS * 3_600_000 },
          secret(),
        ),
      );
    /** The browser check, then the pointer: a version that fails it stays a preview. */
    const checkThenPromote = async (version: string, anew: boolean) => {
      const pointer = await readPointer(originDir);
      // The same build deployed again: nothing goes live, so there is nothing to check (a version
      // the shell withdrew serves again only through `--promote`, checked afresh).
      if (!anew && pointer?.version === version) {
        log.info({ version, live: pointer }, 'already live: nothing to check or promote');
        return;
      }
      if (values['no-browser-check']) {
        err(`remote-deploy: !!! ${version} goes live WITHOUT the browser check (--no-browser-check) !!!`);
        log.warn({ version }, 'no browser check: an emergency fix, made live at once');
      } else {
        const link = linkTo(version);
        log.info({ version, link }, 'browser check: opening the preview');
        const result = await runBrowserCheck({ remote, link, config, log });
        if (!result.ok) {
          const failed = result.pages.find((page) => page.problems.length > 0);
          throw new DeployError(
            `the browser check failed${failed ? ` on ${failed.path}: ${failed.problems.join('; ')}` : `: ${result.refusal}`}. ` +
              `${version} stays a preview (${link}); the live version is untouched`,
          );
        }
        log.info({ version, pages: result.pages.length }, 'browser check passed');
      }
      const live = await promote(originDir, version);
      log.info({ version, live }, 'live: the shell serves it within one poll');
    };
    if (values.status) {
      log.info({ live: await readPointer(originDir), log: await readDeployLog(originDir) }, 'status');
    } else if (values.rollback) {
      const live = await rollback(originDir, positionals[0]);
      log.info({ live }, 'rolled back: live within one poll of the shell');
    } else if (values.prune) {
      const result = await prune(originDir, {
        keepPrevious: values.keep ?? config.DEPLOY_KEEP_VERSIONS,
        keepHours: values['keep-hours'] ?? config.DEPLOY_KEEP_HOURS,
      });
      log.info(result, 'pruned');
    } else if (values.promote) {
      await checkThenPromote(values.promote, true);
    } else {
      // A preview needs the secret: without it the command stops before anything is built or copied.
      if (!values['no-browser-check']) secret();
      if (!values['no-build']) build(cwd, env);
      const published = await publish(originDir, path.resolve(cwd, values.from ?? 'dist'), new Date(), {
        live: false,
        remote: remote.name,
      });
      log.info(
        { version: published.version, live: published.live },
        published.copied ? 'published as a preview' : 'already published',
      );
      if (values.preview) log.info({ version: published.version, link: linkTo(published.version) }, 'preview link');
      else await checkThenPromote(published.version, false);
    }
    return 0;
  } catch (error) {
    // A configuration error names the program itself.
    if (error instanceof ConfigError) err(error.message);
    else if (error instanceof DeployError) err(`remote-deploy: ${error.message}`);
    else throw error;
    return 1;
  }
}

/** The browser check (its module and playwright-core load only now), each page logged as it is judged. */
async function runBrowserCheck({
  remote,
  link,
  config,
  log,
}: {
  remote: RemoteDefinition;
  link: string;
  config: { SITE_URL: string; CHROMIUM_PATH: string };
  log: pino.Logger;
}): Promise<BrowserCheckResult> {
  const { browserCheck } = await import('./browser-check/run.js');
  return browserCheck({
    remote,
    siteUrl: config.SITE_URL,
    link,
    chromiumPath: config.CHROMIUM_PATH,
    onPage: (page) => {
      if (page.problems.length === 0)
        log.info(
          { page: page.path, ms: page.ms, parts: partsSummary(page.parts) },
          `browser check: ${page.path} passed`,
        );
      else log.error({ page: page.path, ms: page.ms, problems: page.problems }, `browser check: ${page.path} FAILED`);
    },
  });
}

/** The command line, with `--keep` and `--keep-hours` read as the variables are (digits only). */
function parseDeployArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'no-build': { type: 'boolean' },
      from: { type: 'string' },
      preview: { type: 'boolean' },
      promote: { type: 'string' },
      'no-browser-check': { type: 'boolean' },
      rollback: { type: 'boolean' },
      prune: { type: 'boolean' },
      keep: { type: 'string' },
      'keep-hours': { type: 'string' },
      status: { type: 'boolean' },
    },
  });
  const modes = [values.preview, values.promote, values.rollback, values.prune, values.status].filter(Boolean).length;
  if (modes > 1) throw new Error('choose one of --preview, --promote, --rollback, --prune, --status');
  if (values.preview && values['no-browser-check']) throw new Error('--preview makes nothing live: no check to skip');
  if (values.promote !== undefined && (values['no-build'] || values.from))
    throw new Error('--promote takes a published version: nothing is built or copied');
  if (values.from !== undefined && !values['no-build'])
    throw new Error('--from publishes a build made elsewhere: add --no-build (or drop --from to build here)');
  if ((values.keep !== undefined || values['keep-hours'] !== undefined) && !values.prune)
    throw new Error('--keep and --keep-hours go with --prune');
  if (positionals.length > (values.rollback ? 1 : 0)) throw new Error(`unexpected ${positionals.join(' ')}`);
  // A version name is checked before anything is signed or read: it becomes a path and a preview link.
  for (const [option, version] of [
    ['--promote', values.promote],
    ['--rollback', positionals[0]],
  ] as const)
    if (version !== undefined && !VERSION_PATTERN.test(version))
      throw new Error(`${option} takes a version name (16 hex digits, as \`--status\` lists them): not "${version}"`);
  const option = (name: 'keep' | 'keep-hours') => {
    const parsed = wholeNumber.optional().safeParse(values[name]);
    if (!parsed.success) throw new Error(`--${name} takes a whole number`);
    return parsed.data;
  };
  return { values: { ...values, keep: option('keep'), 'keep-hours': option('keep-hours') }, positionals };
}

type DeployArgs = ReturnType<typeof parseDeployArgs>;

/** The remote's own production build (browser and server), with its own Rsbuild. */
function build(cwd: string, env: NodeJS.ProcessEnv): void {
  const rsbuild = path.join(cwd, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  const result = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new DeployError('the build failed: nothing was published');
}
