/**
 * The whole site on loopback, started the way production starts it (NODE_ENV=production): each remote's build published
 * as the first version at its own origin with `remote-deploy` (so a test deploys, rolls back and
 * prunes the way a team does), form-api with a real SQLite file and a real SMTP server, and the
 * shell server on top.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  LIVE_POINTER_FILE,
  type LivePointer,
  type RemoteName,
  remoteByName,
  remoteEnvPrefix,
  remotes,
  versionDir,
} from '@site-kit/contract';
import { clientNetwork, siteUrlVariable } from '@site-kit/server';
import Database from 'better-sqlite3';
import { ownerUrl, ports, shellUrl, TEST_TRUST_PROXY } from './ports';
import { fetchSaying, type ManagedProcess, startProcess, stopProcess, waitFor, waitForHttp } from './processes';
import { SmtpSink } from './smtp-sink';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OWNER_TOKEN = 'test-owner-token-0123456789abcdef';
export const OWNER_EMAIL = 'owner@example.test';
export const MAIL_FROM = 'website@example.test';
/** The shell's and form-api's SITE_URL: the one default every server has (the production domain). */
export const SITE_URL = siteUrlVariable.parse(undefined);
export const REMOTE_POLL_MS = 500;
/** The shell's PREVIEW_SECRET, which the teams' deploy command signs its preview links with. */
export const PREVIEW_SECRET = 'test-preview-secret-0123456789abcdef';
/** The shell's PAGE_PROOF_SECRET: the key of the page proofs its pages carry (issue 33). */
export const PAGE_PROOF_SECRET = 'test-page-proof-secret-0123456789abcdef';

const run = promisify(execFile);
/** Says on an origin's stdout when it answered a pointer read (`waitForPolls`). */
const originTap = path.join(repoRoot, 'tests', 'harness', 'origin-tap.cjs');

/** One remote as the shell's detailed health view shows it. */
export interface ShellRemoteHealth {
  status: string;
  version: string | null;
  since: string | null;
  previous: string | null;
  pinned: string | null;
  refused: { kind: string; version: string; reason: string; route: string | null; at: string } | null;
  failedPolls: number;
  lastError: string | null;
  /** The origin's CORS answer to the site (issue 35). */
  cors: { allowsSite: boolean; siteOrigin: string; allowOrigin: string | null; error: string | null } | null;
}

/** Client error reports the shell counted for one remote version (issue 28). */
export interface ClientErrorCount {
  remote: RemoteName;
  version: string;
  reports: number;
  pageLoads: number;
  byKind: Record<string, number>;
}

/** The shell's detailed health view. */
export interface ShellHealth {
  pid: number;
  remotes: Record<RemoteName, ShellRemoteHealth>;
  clientErrors: ClientErrorCount[];
}

export interface SystemOptions {
  /** Parse every email the SMTP sink receives (tests read them; the benchmark only counts). */
  parseMail?: boolean;
  /** Extra environment for the shell server. */
  shellEnv?: NodeJS.ProcessEnv;
  /** Extra environment for form-api. */
  formApiEnv?: NodeJS.ProcessEnv;
  /** Start the run's shell (default); false when the caller runs shells of its own (prod-like.ts). */
  shell?: boolean;
}

/** Where a process's output stood (`System.logMark`). */
export interface LogMark {
  proc: ManagedProcess | undefined;
  written: number;
}

export class System {
  readonly sink: SmtpSink;
  readonly shellUrl = shellUrl;
  /** The owner's lead inbox, on its own origin (OWNER_URL). */
  readonly ownerUrl = ownerUrl;
  readonly runDir: string;
  readonly #procs = new Map<string, ManagedProcess>();

  private constructor(private readonly options: SystemOptions) {
    this.sink = new SmtpSink(ports.smtpSink, { parse: options.parseMail ?? true });
    this.runDir = path.join(repoRoot, 'tests', '.tmp', `run-${process.pid}-${Date.now()}`);
  }

  static async start(options: SystemOptions = {}): Promise<System> {
    const system = new System(options);
    try {
      await system.#start();
    } catch (error) {
      await system.stop();
      throw error;
    }
    return system;
  }

  get databasePath(): string {
    return path.join(this.runDir, 'submissions.db');
  }

  /** The SQLite file the shells of this run share (the watch's counts and withdrawals). */
  get shellStatePath(): string {
    return path.join(this.runDir, 'shell-state.db');
  }

  get outboxDir(): string {
    return path.join(this.runDir, 'outbox');
  }

  remoteUrl(name: RemoteName): string {
    return `http://127.0.0.1:${ports.remotes[name]}`;
  }

  /** The remote's origin folder: its version folders and live pointer. */
  remoteDir(name: RemoteName): string {
    return path.join(this.runDir, 'remotes', name);
  }

  /**
   * The version the origin's pointer (live.json) names: what a team made live. The shell may not
   * serve it yet, or ever (a refused version): that is `servedVersion`.
   */
  async pointerVersion(name: RemoteName): Promise<string> {
    const pointer = JSON.parse(
      await readFile(path.join(this.remoteDir(name), LIVE_POINTER_FILE), 'utf8'),
    ) as LivePointer;
    return pointer.version;
  }

  /** URL of the files of the version the origin's pointer names (`…/versions/<version>`). */
  async pointerBase(name: RemoteName): Promise<string> {
    return `${this.remoteUrl(name)}/${versionDir(await this.pointerVersion(name))}`;
  }

  /**
   * Builds are copied at start so that rebuilding a package while a run is going (another
   * developer, another test run) cannot change what this run serves. The server copies stay inside
   * their package so Node still resolves the package's dependencies.
   */
  get #runId(): string {
    return path.basename(this.runDir);
  }

  get shellDir(): string {
    return path.join(repoRoot, 'shell', '.e2e-runs', this.#runId);
  }

  get formApiDir(): string {
    return path.join(repoRoot, 'form-api', '.e2e-runs', this.#runId);
  }

  async #start(): Promise<void> {
    await mkdir(path.join(this.runDir, 'remotes'), { recursive: true });
    await cp(path.join(repoRoot, 'shell', 'dist'), this.shellDir, { recursive: true });
    await cp(path.join(repoRoot, 'form-api', 'dist'), this.formApiDir, { recursive: true });
    await this.sink.start();
    // Each remote's first version, published from its build as its team would.
    await Promise.all(
      remotes.map((remote) => this.deployRemote(remote.name, path.join(repoRoot, remote.packageName, 'dist'))),
    );
    await Promise.all(remotes.map((remote) => this.startRemote(remote.name)));
    await this.startFormApi();
    if (this.options.shell !== false) await this.startShell();
  }

  /** Serve a remote's origin (`dir`: another folder, such as a plain build, instead of the run's origin). */
  async startRemote(name: RemoteName, { dir = this.remoteDir(name) }: { dir?: string } = {}): Promise<void> {
    const remote = remoteByName(name);
    if (!remote) throw new Error(`unknown remote ${name}`);
    const prefix = remoteEnvPrefix(remote);
    const proc = startProcess(
      name,
      process.execPath,
      [path.join(repoRoot, 'site-kit', 'deploy', 'bin', 'serve-remote.js')],
      {
        cwd: path.join(repoRoot, remote.packageName),
        env: {
          NODE_ENV: 'production',
          [`${prefix}_PORT`]: String(ports.remotes[name]),
          [`${prefix}_DIST_DIR`]: dir,
          ALLOWED_ORIGINS: [this.shellUrl, `http://localhost:${ports.shell}`].join(','),
          NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${originTap}`].filter(Boolean).join(' '),
          ORIGIN_TAP_PATH: `/${LIVE_POINTER_FILE}`,
        },
      },
    );
    this.#procs.set(name, proc);
    await waitForHttp(`${this.remoteUrl(name)}/healthz`, proc);
  }

  async stopRemote(name: RemoteName): Promise<void> {
    const proc = this.#procs.get(name);
    if (proc) await stopProcess(proc);
    this.#procs.delete(name);
  }

  /**
   * `remote-deploy` for a remote, at this run's origin folder, with what a team's CI gives it (the
   * shell's PREVIEW_SECRET, the site's URL); resolves with what it printed on stdout.
   * `cwd`: the remote's package folder (a team's own copy of it); `extraEnv`: more variables.
   */
  async remoteDeploy(
    name: RemoteName,
    args: string[],
    { cwd, extraEnv = {} }: { cwd?: string; extraEnv?: NodeJS.ProcessEnv } = {},
  ): Promise<string> {
    const result = await this.remoteDeployRun(name, args, { cwd, extraEnv });
    if (result.code !== 0)
      throw Object.assign(new Error(`remote-deploy failed (${result.code}): ${result.stderr}`), result);
    return result.stdout;
  }

  /** `remote-deploy`, resolving with its exit code, stdout and stderr whatever the code (never throws for a refusal). */
  async remoteDeployRun(
    name: RemoteName,
    args: string[],
    { cwd, extraEnv = {} }: { cwd?: string; extraEnv?: NodeJS.ProcessEnv } = {},
  ): Promise<{ code: number; stdout: string; stderr: string }> {
    const remote = remoteByName(name);
    if (!remote) throw new Error(`unknown remote ${name}`);
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        [path.join(repoRoot, 'site-kit', 'deploy', 'bin', 'remote-deploy.js'), ...args],
        {
          cwd: cwd ?? path.join(repoRoot, remote.packageName),
          env: {
            ...process.env,
            PREVIEW_SECRET,
            SITE_URL: this.shellUrl,
            ...extraEnv,
            [`${remoteEnvPrefix(remote)}_DIST_DIR`]: this.remoteDir(name),
          },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }

  /**
   * Publish a build as a new version of a remote and make it live at once (`--no-browser-check`):
   * the shell's own handling of a version is what most tests are about.
   */
  async deployRemote(name: RemoteName, buildDir: string): Promise<string> {
    const result = await this.remoteDeployRun(name, ['--no-build', '--from', buildDir, '--no-browser-check']);
    if (result.code !== 0) throw new Error(`remote-deploy failed (${result.code}): ${result.stderr}`);
    return this.pointerVersion(name);
  }

  async startFormApi(extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    const proc = startProcess('form-api', process.execPath, [path.join(this.formApiDir, 'index.js')], {
      cwd: path.join(repoRoot, 'form-api'),
      env: {
        NODE_ENV: 'production',
        FORM_API_PORT: String(ports.formApi),
        DATABASE_PATH: this.databasePath,
        SMTP_URL: this.sink.url,
        MAIL_OUTBOX_DIR: this.outboxDir,
        MAIL_FROM,
        OWNER_EMAIL,
        OWNER_TOKEN,
        SITE_URL,
        OWNER_PORT: String(ports.owner),
        OWNER_URL: ownerUrl,
        TRUST_PROXY: TEST_TRUST_PROXY,
        MAIL_RETRY_BASE_MS: '200',
        RATE_LIMIT_MAX: '100000',
        // Every browser of a run taps from 127.0.0.0/24, one network: the per-network cap's own tests set it.
        CALL_TAPS_PER_NETWORK_HOUR: '100000',
        // Off: a run outlasts ten minutes, and a reminder for every emergency lead of its first
        // minutes would land among later tests' emails. The reminder's own tests turn it on.
        EMERGENCY_REMINDER_MINUTES: '0',
        LOG_LEVEL: 'warn',
        ...this.options.formApiEnv,
        ...extraEnv,
      },
    });
    this.#procs.set('form-api', proc);
    await waitForHttp(`http://127.0.0.1:${ports.formApi}/healthz`, proc);
  }

  async stopFormApi(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const proc = this.#procs.get('form-api');
    if (proc) await stopProcess(proc, signal);
    this.#procs.delete('form-api');
  }

  /** Stop form-api and start it again with `extraEnv` on top of the run's environment. */
  async restartFormApi(extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    await this.stopFormApi();
    await this.startFormApi(extraEnv);
  }

  /** Run `fn` against a form-api restarted with `extraEnv`, then restart it with the run's environment. */
  async withFormApiEnv<T>(extraEnv: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
    await this.restartFormApi(extraEnv);
    try {
      return await fn();
    } finally {
      await this.restartFormApi();
    }
  }

  get formApiUrl(): string {
    return `http://127.0.0.1:${ports.formApi}`;
  }

  async startShell(extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    await this.startShellProcess('shell', ports.shell, extraEnv);
  }

  /**
   * A shell process named `name` on `port`, with the run's environment and `extraEnv` on top;
   * resolves once every remote is up on it. The production-like shape runs two (prod-like.ts).
   */
  async startShellProcess(name: string, port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    const proc = startProcess(name, process.execPath, [path.join(this.shellDir, 'server', 'index.js')], {
      cwd: path.join(repoRoot, 'shell'),
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL,
        FORM_API_URL: this.formApiUrl,
        TRUST_PROXY: TEST_TRUST_PROXY,
        REMOTE_POLL_MS: String(REMOTE_POLL_MS),
        REMOTE_TIMEOUT_MS: '1500',
        // form-api's token; the shell's detailed health view opens with it.
        OWNER_TOKEN,
        PREVIEW_SECRET,
        PAGE_PROOF_SECRET,
        SHELL_STATE_PATH: this.shellStatePath,
        ...Object.fromEntries(remotes.map((remote) => [`${remoteEnvPrefix(remote)}_URL`, this.remoteUrl(remote.name)])),
        ...this.options.shellEnv,
        ...extraEnv,
      },
    });
    this.#procs.set(name, proc);
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/healthz`, proc);
    await this.waitForRemotesUp(undefined, url);
  }

  /** Another process of this run (nginx in prod-like.ts): its output readable by name, stopped with the run. */
  track(proc: ManagedProcess): void {
    this.#procs.set(proc.name, proc);
  }

  async stopProcess(name: string): Promise<void> {
    const proc = this.#procs.get(name);
    if (proc) await stopProcess(proc);
    this.#procs.delete(name);
  }

  async stopShell(): Promise<void> {
    const proc = this.#procs.get('shell');
    if (proc) await stopProcess(proc);
    this.#procs.delete('shell');
  }

  /** Stop the shell and start it again with `extraEnv` on top of the run's environment. */
  async restartShell(extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    await this.stopShell();
    await this.startShell(extraEnv);
  }

  /** The shell's detailed health view (/healthz with the owner token): its process and remotes. */
  async shellHealth(url = this.shellUrl): Promise<ShellHealth> {
    const response = await fetchSaying(`${url}/healthz`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    return (await response.json()) as ShellHealth;
  }

  /** Shell's view of the remotes (from /healthz). */
  async remoteStatus(url = this.shellUrl): Promise<Record<RemoteName, ShellRemoteHealth>> {
    return (await this.shellHealth(url)).remotes;
  }

  /** The version of a remote the shell serves (null when it serves none), as its /healthz says. */
  async servedVersion(name: RemoteName, url = this.shellUrl): Promise<string | null> {
    return (await this.remoteStatus(url))[name].version;
  }

  /** Wait until the shell at `url` serves `version` of a remote; resolves with the remote's health. */
  async waitForServedVersion(
    name: RemoteName,
    version: string,
    { url = this.shellUrl, timeoutMs = 30_000 }: { url?: string; timeoutMs?: number } = {},
  ): Promise<ShellRemoteHealth> {
    return this.#waitForRemote(name, (remote) => remote.version === version, `${name} served at ${version}`, {
      url,
      timeoutMs,
    });
  }

  /** Wait until the shell has refused (or withdrawn) `version` of a remote; resolves with the remote's health. */
  async waitForRefusal(
    name: RemoteName,
    version: string,
    { url = this.shellUrl, timeoutMs = 60_000 }: { url?: string; timeoutMs?: number } = {},
  ): Promise<ShellRemoteHealth> {
    return this.#waitForRemote(name, (remote) => remote.refused?.version === version, `${name} ${version} refused`, {
      url,
      timeoutMs,
    });
  }

  /** Wait until the shell sees a remote as down; resolves with the remote's health. */
  async waitForRemoteDown(
    name: RemoteName,
    { url = this.shellUrl, timeoutMs = 30_000 }: { url?: string; timeoutMs?: number } = {},
  ): Promise<ShellRemoteHealth> {
    return this.#waitForRemote(name, (remote) => remote.status === 'down', `${name} down`, { url, timeoutMs });
  }

  async #waitForRemote(
    name: RemoteName,
    holds: (remote: ShellRemoteHealth) => boolean,
    what: string,
    { url, timeoutMs }: { url: string; timeoutMs: number },
  ): Promise<ShellRemoteHealth> {
    let last: ShellRemoteHealth | undefined;
    return waitFor(
      async () => {
        last = (await this.remoteStatus(url))[name];
        return holds(last) ? last : undefined;
      },
      what,
      timeoutMs,
      () => JSON.stringify(last ?? null),
    );
  }

  /**
   * Wait until the shells' shared state holds page loads of `version` of a remote served to each of
   * `addresses`' networks (a shell writes its page loads there twice a second; the watch counts a
   * report only from a network it was served to).
   */
  async waitForPageLoadsShared(remote: RemoteName, version: string, addresses: readonly string[]): Promise<void> {
    const networks = addresses.map(clientNetwork);
    const shared = () => {
      const db = new Database(this.shellStatePath, { readonly: true, fileMustExist: true });
      try {
        const rows = db
          .prepare('SELECT DISTINCT network FROM page_loads WHERE remote = ? AND version = ?')
          .all(remote, version) as { network: string }[];
        return networks.every((network) => rows.some((row) => row.network === network));
      } finally {
        db.close();
      }
    };
    await waitFor(shared, `page loads of ${remote} ${version} from ${networks.join(', ')} in the shared state`);
  }

  /**
   * A mark at a remote's origin, for `waitForPolls`: the pointer reads answered from now on. Take it
   * after the change whose effect (or lack of one) the test checks.
   */
  pollMark(name: RemoteName): LogMark {
    return this.logMark(name);
  }

  /**
   * Wait until the origin has answered `reads` reads of its pointer since `since`. Polls run one at a
   * time per remote, so two reads mean the poll that made the first one (which read the pointer as
   * it was at the mark, or later) has ended: whatever that poll would do has been done.
   */
  async waitForPolls(name: RemoteName, since: LogMark, reads = 2): Promise<void> {
    await waitFor(
      () => this.logLines(name, [`origin-tap: answered /${LIVE_POINTER_FILE}`], since).length >= reads,
      `${reads} reads of ${name}'s pointer`,
      15_000,
    );
  }

  /**
   * A remote is up once the shell has checked its version (every route and island rendered in a
   * worker thread, decision P20): seconds on an idle machine, but with two systems starting at once
   * on a shared two-core machine it has taken more than 15 s, so this readiness wait allows a minute.
   */
  async waitForRemotesUp(
    names: readonly RemoteName[] = remotes.map((remote) => remote.name),
    url = this.shellUrl,
  ): Promise<void> {
    let last: Partial<Record<RemoteName, ShellRemoteHealth>> = {};
    await waitFor(
      async () => {
        last = await this.remoteStatus(url);
        return names.every((name) => last[name]?.status === 'up');
      },
      `remotes ${names.join(', ')} up`,
      60_000,
    ).catch((error: Error) => {
      // Which remote was not up, and why (a refused version says so), rather than only "timed out".
      const seen = names.map(
        (name) =>
          `${name}: ${last[name]?.status ?? 'unknown'}${last[name]?.refused ? ` (refused: ${last[name]?.refused?.reason})` : ''}`,
      );
      throw new Error(`${error.message}; last seen ${seen.join(', ')}`);
    });
  }

  output(name: string): string {
    return this.#procs.get(name)?.output() ?? '';
  }

  /** A mark in a process's output, for `logLines`: what it writes from now on (a restart included). */
  logMark(name: string): LogMark {
    const proc = this.#procs.get(name);
    return { proc, written: proc?.written() ?? 0 };
  }

  /**
   * The lines of a process's output that contain every one of `parts`, written after `since` when given.
   * A line reaches the test through the child's stdout pipe, after the answer that caused it: poll.
   */
  logLines(name: string, parts: string[], since?: LogMark): string[] {
    const proc = this.#procs.get(name);
    if (!proc) return [];
    // A mark taken before a restart: all of the new process's output came after it.
    const text = since ? proc.outputSince(since.proc === proc ? since.written : 0) : proc.output();
    return text.split('\n').filter((line) => line !== '' && parts.every((part) => line.includes(part)));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.#procs.values()].map((proc) => stopProcess(proc)));
    this.#procs.clear();
    await this.sink.stop();
    if (!process.env.E2E_KEEP_TMP) {
      for (const dir of [this.runDir, this.shellDir, this.formApiDir]) await rm(dir, { recursive: true, force: true });
    }
  }
}
