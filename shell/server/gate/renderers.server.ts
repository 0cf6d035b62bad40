/**
 * The gate's renderer processes (issue 33, point 5): the processes that run the sections' code. One
 * renders the live site; a preview (decision P41) or a development override (P26) gets one of its
 * own, with that remote pinned to a version or pointed at another origin (one process each: the
 * federation runtime keeps one registry per process, decisions P7, P37).
 *
 * Each is `node renderer.js` started with an explicit environment (RENDERER_SETTINGS, NODE_ENV and
 * nothing else: none of the gate's secrets) under Node's permission model: it may read its own build
 * and the dependencies it loads, and nothing else (not /proc, not the data folder, not a secret
 * file); it may start worker threads (the version check) but no process. It listens on a loopback
 * port and answers only requests bearing its key. It ends with the gate (its IPC channel closes).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RemoteName } from '@site-kit/contract';
import { type Logger, slidingWindow } from '@site-kit/server';
import type { Request, Response } from 'express';
import type { Verdict } from '../remotes/remote-manager.server';
import {
  CONVERSION_HEADER,
  type Conversion,
  type GateMessage,
  PAGE_LOADS_HEADER,
  PAGE_PROOF_HEADER,
  RENDER_SUBMISSION_PATH,
  RENDERER_KEY_HEADER,
  type RendererMessage,
  type SitePicture,
} from '../renderer/protocol.server';
import { RENDERER_SETTINGS_VARIABLE, type RendererPlan, type RendererSettings } from '../renderer/settings.server';

export const RENDERER_FILE = 'renderer.js';

/** Request headers a page's answer depends on: all a renderer is told of the visitor's request. */
const PAGE_REQUEST_HEADERS = ['accept-encoding', 'if-none-match'] as const;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

/** Node's permission model flag (`--permission` from Node 22.13 and 23.5, experimental before). */
function permissionFlag(): string {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 5) || (major === 22 && minor >= 13)
    ? '--permission'
    : '--experimental-permission';
}

/**
 * What a renderer may read: the shell's build, each `node_modules` its modules are resolved from
 * (walking up from the build, as Node does; pnpm's store lives inside the workspace's), and the
 * package.json that says the build is ES modules. Nothing else: not the data folder next to it.
 */
export function readablePaths(serverDir: string, distDir: string): string[] {
  const paths = [`${path.resolve(distDir)}/`];
  let packageJson: string | null = null;
  for (let dir = path.resolve(serverDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) paths.push(`${path.join(dir, 'node_modules')}/`);
    if (!packageJson && existsSync(path.join(dir, 'package.json'))) packageJson = path.join(dir, 'package.json');
    if (path.dirname(dir) === dir) break;
  }
  if (packageJson) paths.push(packageJson);
  return paths;
}

export interface RendererOptions {
  serverDir: string;
  logger: Logger;
  /** How long a renderer may take to be ready: its first look at every remote (each version checked). */
  startMs?: number;
}

/** One renderer process. 'picture' on every change of the site it serves; 'live' when a version goes live; 'exit'. */
export class RendererProcess extends EventEmitter<{
  picture: [SitePicture];
  live: [{ remote: RemoteName; version: string; previous: string | null; since: string | null }];
  exit: [number | null];
}> {
  picture: SitePicture | null = null;
  readonly ready: Promise<void>;
  readonly #child: ChildProcess;
  readonly #key: string;
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });
  readonly #checks = new Map<number, (verdict: Verdict) => void>();
  #port = 0;
  #nextId = 1;
  #exited = false;
  /** Its port is known: pages may be asked of it. */
  #listening = false;

  constructor(
    readonly settings: RendererPlan,
    options: RendererOptions,
  ) {
    super();
    this.#key = randomBytes(24).toString('hex');
    const full: RendererSettings = { ...settings, key: this.#key };
    const { serverDir } = options;
    const extraCaCerts = process.env.NODE_EXTRA_CA_CERTS ? path.resolve(process.env.NODE_EXTRA_CA_CERTS) : null;
    this.#child = fork(path.join(serverDir, RENDERER_FILE), [], {
      execArgv: [
        '--disable-warning=ExperimentalWarning',
        '--disable-warning=SecurityWarning',
        permissionFlag(),
        ...readablePaths(serverDir, settings.distDir).map((readable) => `--allow-fs-read=${readable}`),
        ...(extraCaCerts ? [`--allow-fs-read=${extraCaCerts}`] : []),
        '--allow-worker',
      ],
      // The whole environment: no secret of the gate's reaches the sections' code. A private CA
      // (NODE_EXTRA_CA_CERTS, a certificate, public by nature) is passed on: the renderer fetches the
      // origins over HTTPS as the gate would.
      env: {
        [RENDERER_SETTINGS_VARIABLE]: JSON.stringify(full),
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        ...(extraCaCerts ? { NODE_EXTRA_CA_CERTS: extraCaCerts } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.#child.channel?.unref();
    const startMs = options.startMs ?? 120_000;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the renderer did not start within ${startMs} ms`)), startMs);
      timer.unref();
      this.#child.on('message', (message: RendererMessage) => {
        if (message.type === 'ready') {
          this.#port = message.port;
          this.#listening = true;
          clearTimeout(timer);
          resolve();
        } else if (message.type === 'picture') {
          this.picture = message.picture;
          this.emit('picture', message.picture);
        } else if (message.type === 'live') {
          this.emit('live', message);
        } else if (message.type === 'verdict') {
          this.#checks.get(message.id)?.(message.verdict);
          this.#checks.delete(message.id);
        }
      });
      this.#child.once('exit', (code) => {
        this.#exited = true;
        clearTimeout(timer);
        reject(new Error(`the renderer exited with ${code} before it was ready`));
        for (const answer of this.#checks.values()) answer({ ok: false, reason: 'the renderer ended', route: null });
        this.#checks.clear();
        this.#agent.destroy();
        this.emit('exit', code);
      });
    });
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get running(): boolean {
    return !this.#exited;
  }

  /** Running, and its port known (its picture comes a message before). */
  get serving(): boolean {
    return this.#listening && !this.#exited;
  }

  send(message: GateMessage): void {
    if (!this.#exited) this.#child.send(message);
  }

  /** The version check of a version not live (a preview's), by this renderer, against the site it serves. */
  check(remote: RemoteName, version: string): Promise<Verdict> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      if (this.#exited) return resolve({ ok: false, reason: 'the renderer ended', route: null });
      this.#checks.set(id, resolve);
      this.send({ type: 'check', id, remote, version });
    });
  }

  /**
   * Pass a page request (GET or HEAD) to the renderer, as a new request that carries only what the
   * page depends on, the gate's key and the page proof; its answer goes to the visitor as it is, but
   * for the page's loads (`onLoads`, counted by the gate). Fails (`onError`) before any byte is sent.
   */
  proxyPage(
    req: Request,
    res: Response,
    {
      proof,
      conversion = null,
      onLoads,
      onError,
    }: {
      proof: string | null;
      /** A no-JavaScript post's conversion the gate verified (issue 34): the page pushes its event. */
      conversion?: Conversion | null;
      onLoads: (loads: string) => void;
      onError: (error: Error) => void;
    },
  ): void {
    const headers: http.OutgoingHttpHeaders = { [RENDERER_KEY_HEADER]: this.#key };
    for (const name of PAGE_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    if (proof) headers[PAGE_PROOF_HEADER] = proof;
    if (conversion) headers[CONVERSION_HEADER] = JSON.stringify(conversion);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: this.#port,
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        path: req.originalUrl,
        headers,
        agent: this.#agent,
      },
      (response) => {
        const loads = response.headers[PAGE_LOADS_HEADER];
        if (typeof loads === 'string' && req.method === 'GET') onLoads(loads);
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name) && name !== PAGE_LOADS_HEADER) res.setHeader(name, value);
        res.status(response.statusCode ?? 502);
        res.locals.rendered = true;
        response.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else onError(error);
    });
    upstream.end();
  }

  /** A page rendered with a form's outcome (a no-JavaScript post form-api did not store). */
  async renderSubmission(body: { url: string; status: number; submission: unknown }, proof: string | null) {
    const response = await fetch(`http://127.0.0.1:${this.#port}${RENDER_SUBMISSION_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [RENDERER_KEY_HEADER]: this.#key,
        ...(proof ? { [PAGE_PROOF_HEADER]: proof } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, html: await response.text() };
  }

  stop(): void {
    if (!this.#exited) this.#child.kill();
  }
}

export interface RendererSpec {
  /** One process per key: the preview's version, the override's origins. */
  key: string;
  settings: RendererPlan;
}

export class TooManyStarts extends Error {}

/**
 * The renderers of previews and overrides: started on first use (at most `startsPerMinute` a minute,
 * so a stranger with many preview links cannot make the gate start processes without end), at most
 * `max` at once (the least recently used stops), stopped after `idleMs` unused.
 */
export class RendererPool {
  readonly #running = new Map<string, { renderer: RendererProcess; lastUsed: number }>();
  readonly #starts = slidingWindow({ windowMs: 60_000 });
  readonly #max: number;
  readonly #idleMs: number;
  readonly #startsPerMinute: number;
  #sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly options: RendererOptions & { max?: number; idleMs?: number; startsPerMinute?: number }) {
    this.#max = options.max ?? 4;
    this.#idleMs = options.idleMs ?? 15 * 60_000;
    this.#startsPerMinute = options.startsPerMinute ?? 6;
  }

  /** The running renderer for `spec`, if any (nothing is started). */
  running(key: string): RendererProcess | null {
    const entry = this.#running.get(key);
    if (!entry?.renderer.running) return null;
    entry.lastUsed = Date.now();
    return entry.renderer;
  }

  /** The renderer for `spec`, started if need be; resolves once it is ready. */
  async get(spec: RendererSpec): Promise<RendererProcess> {
    const found = this.running(spec.key);
    if (found) {
      await found.ready;
      return found;
    }
    const now = Date.now();
    if (this.#starts.count('renderer') >= this.#startsPerMinute)
      throw new TooManyStarts('too many renderers started in the last minute');
    this.#starts.hit('renderer');
    if (this.#running.size >= this.#max) this.#stop(this.#leastRecentlyUsed());
    const started = performance.now();
    const renderer = new RendererProcess(spec.settings, this.options);
    this.#running.set(spec.key, { renderer, lastUsed: now });
    renderer.once('exit', () => {
      if (this.#running.get(spec.key)?.renderer === renderer) this.#running.delete(spec.key);
    });
    this.#sweep();
    try {
      await renderer.ready;
    } catch (error) {
      renderer.stop();
      throw error;
    }
    this.options.logger.info(
      { renderer: spec.key, rendererPid: renderer.pid, ms: Math.round(performance.now() - started) },
      'renderer ready',
    );
    return renderer;
  }

  stopAll(): void {
    for (const key of [...this.#running.keys()]) this.#stop(key);
    if (this.#sweeper) clearInterval(this.#sweeper);
  }

  #sweep(): void {
    if (this.#sweeper) return;
    this.#sweeper = setInterval(
      () => {
        const now = Date.now();
        for (const [key, entry] of this.#running) if (now - entry.lastUsed > this.#idleMs) this.#stop(key);
      },
      Math.min(60_000, this.#idleMs),
    );
    this.#sweeper.unref();
  }

  #leastRecentlyUsed(): string {
    let oldest: [string, number] | null = null;
    for (const [key, entry] of this.#running) if (!oldest || entry.lastUsed < oldest[1]) oldest = [key, entry.lastUsed];
    return oldest?.[0] ?? '';
  }

  #stop(key: string): void {
    this.#running.get(key)?.renderer.stop();
    this.#running.delete(key);
  }
}
