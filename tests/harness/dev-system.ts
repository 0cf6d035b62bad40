/**
 * The whole site in development mode (`npm run dev`), run from a temporary copy of the repository so
 * a test or a measurement can edit sources freely: no tracked file is ever touched, even if the run
 * is killed (the copy is in the system's temporary folder). The copy is installed from pnpm's shared
 * store, as `npm run dev` installs.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteByPackage, remoteEnvPrefix } from '@site-kit/contract';
import { devPortBase } from './ports';
import { repoRoot } from './system';

const run = promisify(execFile);

export class DevSystem {
  readonly shellUrl = `http://127.0.0.1:${devPortBase}`;
  #output = '';
  readonly #children: ChildProcess[] = [];

  private constructor(
    readonly copyDir: string,
    private readonly dev: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.#output = (this.#output + chunk.toString()).slice(-40_000);
      if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
    };
    dev.stdout?.on('data', keep);
    dev.stderr?.on('data', keep);
  }

  /** Copy the repository (tracked and new files, as they are now), then `node scripts/dev.mjs` in it. */
  static async start(): Promise<DevSystem> {
    const copyDir = await mkdtemp(path.join(tmpdir(), 'site-dev-'));
    const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
    const files = stdout.split('\0').filter(Boolean);
    await Promise.all(
      files.map(async (file) => {
        await mkdir(path.dirname(path.join(copyDir, file)), { recursive: true });
        // A file deleted in the working tree but still tracked is skipped.
        await cp(path.join(repoRoot, file), path.join(copyDir, file)).catch(() => undefined);
      }),
    );
    // Its own process group: stopping the run stops every server it started.
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: copyDir,
      env: { ...process.env, DEV_PORT_BASE: String(devPortBase), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const system = new DevSystem(copyDir, dev);
    try {
      await system.#waitForReady();
    } catch (error) {
      await system.stop();
      throw error;
    }
    return system;
  }

  async #waitForReady(timeoutMs = 240_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#output.includes('▶ ready')) {
      if (this.dev.exitCode !== null) throw new Error(`npm run dev exited (${this.dev.exitCode}):\n${this.#output}`);
      if (Date.now() > deadline) throw new Error(`npm run dev not ready after ${timeoutMs} ms:\n${this.#output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  output(): string {
    return this.#output;
  }

  file(relative: string): string {
    return path.join(this.copyDir, relative);
  }

  read(relative: string): Promise<string> {
    return readFile(this.file(relative), 'utf8');
  }

  /** Save a file of the copy, as an editor does; the time of the save. */
  async write(relative: string, text: string): Promise<number> {
    await writeFile(this.file(relative), text);
    return Date.now();
  }

  /** Replace `from` with `to` in a file of the copy (throws when `from` is not there); the time of the save. */
  async edit(relative: string, from: string, to: string): Promise<number> {
    const file = this.file(relative);
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) throw new Error(`${relative} does not contain ${JSON.stringify(from)}`);
    await writeFile(file, text.replace(from, to));
    return Date.now();
  }

  /** Fetch a page's server HTML until it contains `text`; the time it first did. */
  async waitForHtml(pathname: string, text: string, timeoutMs = 60_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      try {
        last = await (await fetch(`${this.shellUrl}${pathname}`, { signal: AbortSignal.timeout(10_000) })).text();
        if (last.includes(text)) return Date.now();
      } catch {
        // The shell restarting: ask again.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${pathname} never contained ${JSON.stringify(text)}:\n${last.slice(0, 500)}`);
  }

  /**
   * A team's own checkout of one remote: a copy of its folder (`mfe-cities-alone/`, edit it before
   * starting), then `pnpm --filter <remote> dev` there, on its own port; stopped with the rest.
   */
  async copyRemote(packageName: string): Promise<string> {
    const alone = `${packageName}-alone`;
    await cp(this.file(packageName), this.file(alone), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes(`${path.sep}dist`),
    });
    return alone;
  }

  async startRemoteAlone(folder: string, port: number): Promise<string> {
    const packageName = JSON.parse(await readFile(this.file(`${folder}/package.json`), 'utf8')).name as string;
    const remote = remoteByPackage(packageName);
    if (!remote) throw new Error(`unknown remote ${packageName}`);
    const dir = this.file(folder);
    const child = spawn(path.join(dir, 'node_modules', '.bin', 'rsbuild'), ['dev'], {
      cwd: dir,
      env: { ...process.env, [`${remoteEnvPrefix(remote)}_PORT`]: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.#children.push(child);
    const url = `http://localhost:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/server/mf-manifest.json`)).ok) return url;
      } catch {
        // Not listening yet.
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${packageName} dev did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    for (const child of [...this.#children, this.dev]) {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
      // Anything of the group still running.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (!process.env.E2E_KEEP_TMP) await rm(this.copyDir, { recursive: true, force: true });
  }
}
