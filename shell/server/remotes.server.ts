/**
 * Knows where every remote is, which deployment of it is live, and loads its modules for
 * rendering. It polls each remote's manifests; a changed manifest is a new deployment: a fresh
 * federation instance replaces the old one and pages rendered with the old one stop being served
 * from the cache. A remote that fails is treated as down until a poll finds it back.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  ISLANDS_MODULE,
  type IslandsModule,
  MANIFEST_FILE,
  type RemoteDefinition,
  type RemoteName,
  ROUTES_MODULE,
  type RouteEntry,
  type RoutesModule,
  remotes as registry,
  SERVER_BUILD_DIR,
  type SiteContext,
} from '@site-kit/contract';
import { createRemoteInstance, forgetDeployment } from './federation.server';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
}

type Status = 'unknown' | 'up' | 'down';

interface RemoteState {
  def: RemoteDefinition;
  origin: string;
  status: Status;
  version: string | null;
  instance: ModuleFederation | null;
  browser: { entry: string; manifest: FederationManifest } | null;
  modules: Map<string, { promise: Promise<unknown>; failedAt?: number }>;
  routes: readonly RouteEntry[] | null;
  islands: IslandsModule['islands'] | null;
  css: Map<string, Promise<string>>;
  lastError: string | null;
}

export interface RemoteStatus {
  status: Status;
  version: string | null;
  origin: string;
  routes: number | null;
  lastError: string | null;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export class RemoteManager extends EventEmitter<{ change: [RemoteName] }> {
  readonly #states = new Map<RemoteName, RemoteState>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    origins: Record<RemoteName, string>,
    private readonly options: { pollMs: number; timeoutMs: number; site: SiteContext },
  ) {
    super();
    for (const def of registry) {
      this.#states.set(def.name, {
        def,
        origin: origins[def.name],
        status: 'unknown',
        version: null,
        instance: null,
        browser: null,
        modules: new Map(),
        routes: null,
        islands: null,
        css: new Map(),
        lastError: null,
      });
    }
  }

  /** First look at every remote, then keep polling. Never throws: a remote that is down stays down. */
  async start(): Promise<void> {
    await this.refreshAll();
    this.#timer = setInterval(() => void this.refreshAll(), this.options.pollMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  refreshAll(): Promise<void> {
    return Promise.all([...this.#states.keys()].map((name) => this.refresh(name))).then(() => undefined);
  }

  async refresh(name: RemoteName): Promise<void> {
    const state = this.#state(name);
    try {
      const [serverText, browserText] = await Promise.all([
        this.#fetchText(`${state.origin}/${SERVER_BUILD_DIR}/${MANIFEST_FILE}`),
        this.#fetchText(`${state.origin}/${MANIFEST_FILE}`),
      ]);
      const version = createHash('sha256').update(serverText).update(browserText).digest('hex').slice(0, 12);
      const wasDown = state.status !== 'up';
      const deployed = version !== state.version;
      if (deployed) {
        this.#deploy(
          state,
          version,
          JSON.parse(serverText) as FederationManifest,
          JSON.parse(browserText) as FederationManifest,
        );
      } else if (wasDown) {
        // Same deployment back after an outage: forget the failures so modules load again.
        for (const [id, entry] of state.modules) if (entry.failedAt) state.modules.delete(id);
      }
      state.status = 'up';
      state.lastError = null;
      // A new deployment may bring new routes and islands: the index is rebuilt once they are in.
      if (deployed || !state.islands || wasDown) await this.#loadTables(state);
      if (deployed || wasDown) this.emit('change', name);
    } catch (error) {
      this.#markDown(state, error);
    }
  }

  #deploy(state: RemoteState, version: string, server: FederationManifest, browser: FederationManifest): void {
    forgetDeployment(state.def.name, state.instance);
    const serverEntry = `${state.origin}/${SERVER_BUILD_DIR}/${entryPath(server)}?v=${version}`;
    state.instance = createRemoteInstance(
      { name: state.def.name, entry: serverEntry, version },
      this.options.timeoutMs,
    );
    state.browser = { entry: `${state.origin}/${entryPath(browser)}?v=${version}`, manifest: browser };
    state.version = version;
    state.modules = new Map();
    state.css = new Map();
  }

  /** The remote's island table and, for a page remote, its route table. */
  async #loadTables(state: RemoteState): Promise<void> {
    const [islands, routes] = await Promise.all([
      this.load(state.def.name, ISLANDS_MODULE) as Promise<{ default: IslandsModule }>,
      state.def.pages ? (this.load(state.def.name, ROUTES_MODULE) as Promise<{ default: RoutesModule }>) : null,
    ]);
    state.islands = islands.default.islands;
    if (routes) state.routes = routes.default.routes(this.options.site);
  }

  #markDown(state: RemoteState, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (state.status !== 'down') {
      console.warn(JSON.stringify({ level: 'warn', msg: 'remote down', remote: state.def.name, error: message }));
      state.status = 'down';
      state.lastError = message;
      this.emit('change', state.def.name);
    }
  }

  async #fetchText(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs), cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  }

  #state(name: RemoteName): RemoteState {
    const state = this.#states.get(name);
    if (!state) throw new Error(`Unknown remote ${name}`);
    return state;
  }

  /**
   * Load an exposed module ('./ServicePage') for server rendering. Rejects at once while the remote
   * is down and after the deadline when it is slow; a failure is retried after one poll interval.
   */
  load(name: RemoteName, module: string): Promise<unknown> {
    const state = this.#state(name);
    if (state.status !== 'up' || !state.instance) {
      return Promise.reject(new Error(`${name} is ${state.status === 'down' ? 'down' : 'not reachable yet'}`));
    }
    const cached = state.modules.get(module);
    if (cached && (!cached.failedAt || Date.now() - cached.failedAt < this.options.pollMs)) return cached.promise;
    const instance = state.instance;
    const id = `${name}/${module.replace(/^\.\//, '')}`;
    const entry: { promise: Promise<unknown>; failedAt?: number } = {
      promise: withTimeout(
        instance.loadRemote(id).then((loaded) => {
          if (!loaded) throw new Error(`${id} resolved to nothing`);
          return loaded;
        }),
        this.options.timeoutMs,
        id,
      ),
    };
    entry.promise.catch((error: unknown) => {
      entry.failedAt = Date.now();
      state.lastError = error instanceof Error ? error.message : String(error);
    });
    state.modules.set(module, entry);
    return entry.promise;
  }

  /** Where the site runs (route tables build their JSON-LD from it). */
  get site(): SiteContext {
    return this.options.site;
  }

  /** Last known route table of a page remote (kept while it is down so its pages answer 503). */
  routesOf(name: RemoteName): readonly RouteEntry[] | null {
    return this.#state(name).routes;
  }

  /** Last known island table of a remote. */
  islandsOf(name: RemoteName): IslandsModule['islands'] | null {
    return this.#state(name).islands;
  }

  isUp(name: RemoteName): boolean {
    return this.#state(name).status === 'up';
  }

  version(name: RemoteName): string | null {
    return this.#state(name).version;
  }

  /** Browser entries of the remotes that are up, for the page payload. */
  browserEntries(): Partial<Record<RemoteName, string>> {
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const [name, state] of this.#states)
      if (state.status === 'up' && state.browser) entries[name] = state.browser.entry;
    return entries;
  }

  /** Absolute URLs of the browser JS (for preload hints) and CSS files an exposed module needs. */
  browserAssets(name: RemoteName, module: string): { js: string[]; css: string[] } {
    const state = this.#state(name);
    const browser = state.browser;
    if (!browser) return { js: [], css: [] };
    const expose = browser.manifest.exposes.find((item) => item.path === module);
    if (!expose) return { js: [], css: [] };
    const absolute = (file: string) => `${state.origin}/${file}`;
    return {
      js: expose.assets.js.sync.map(absolute),
      css: [...expose.assets.css.sync, ...expose.assets.css.async].map(absolute),
    };
  }

  /** CSS text of a remote's file, fetched once per deployment. */
  cssText(name: RemoteName, url: string): Promise<string> {
    const state = this.#state(name);
    let text = state.css.get(url);
    if (!text) {
      text = this.#fetchText(url).catch(() => {
        state.css.delete(url);
        return '';
      });
      state.css.set(url, text);
    }
    return text;
  }

  status(): Record<RemoteName, RemoteStatus> {
    return Object.fromEntries(
      [...this.#states].map(([name, state]) => [
        name,
        {
          status: state.status,
          version: state.version,
          origin: state.origin,
          routes: state.routes?.length ?? null,
          lastError: state.lastError,
        },
      ]),
    ) as Record<RemoteName, RemoteStatus>;
  }
}

const entryPath = (manifest: FederationManifest): string => {
  const { path, name } = manifest.metaData.remoteEntry;
  return path ? `${path.replace(/\/$/, '')}/${name}` : name;
};
