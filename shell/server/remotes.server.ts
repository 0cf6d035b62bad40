/**
 * Knows where every remote is, which version of it is live, and loads its modules for rendering.
 *
 * It polls each remote's live pointer (`live.json`; an origin without one holds a plain build at its
 * root, whose manifests are polled instead). A new version is checked in a worker thread first
 * (verify-worker: its tables against the contract and the site, every route and island rendered);
 * only a version that passes replaces the live one: a fresh federation instance, and pages rendered
 * with the old version stop being served from the cache. A version that fails is refused: the live
 * one keeps serving and /healthz says why. A pinned version (REMOTES_CONFIG) ignores the pointer.
 * A remote that cannot be reached is down until a poll finds it back.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  ISLANDS_MODULE,
  type IslandsModule,
  LIVE_POINTER_FILE,
  type LivePointer,
  MANIFEST_FILE,
  type PublicConfig,
  type RemoteDefinition,
  type RemoteName,
  ROUTES_MODULE,
  type RouteEntry,
  type RoutesModule,
  remotes as registry,
  SERVER_BUILD_DIR,
  type SiteContext,
  VERSION_PATTERN,
  versionDir,
} from '@site-kit/contract';
import type { Logger, SiteRouteSummary } from '@site-kit/node';
import { createRemoteInstance, forgetDeployment } from './federation.server';
import { withTimeout } from './timeout.server';
import type { Verifier } from './verify.server';

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

/** One version of a remote, live in this process. */
interface Deployment {
  version: string;
  /** When it went live at its origin (from the pointer); null for a plain build. */
  since: string | null;
  /** URL of the version's files (the origin itself for a plain build). */
  base: string;
  instance: ModuleFederation;
  browser: { entry: string; manifest: FederationManifest };
  modules: Map<string, { promise: Promise<unknown>; failedAt?: number }>;
  css: Map<string, Promise<string>>;
  routes: readonly RouteEntry[] | null;
  islands: IslandsModule['islands'] | null;
}

export interface Refusal {
  version: string;
  reason: string;
  route: string | null;
  at: string;
}

interface RemoteState {
  def: RemoteDefinition;
  origin: string;
  pin: string | null;
  status: Status;
  live: Deployment | null;
  refused: Refusal | null;
  /** The poll under way, if any: one at a time per remote (a check may outlast the interval). */
  refreshing: Promise<void> | null;
  lastError: string | null;
}

export interface RemoteStatus {
  status: Status;
  origin: string;
  version: string | null;
  since: string | null;
  pinned: string | null;
  refused: Refusal | null;
  routes: number | null;
  lastError: string | null;
}

export interface RemoteManagerOptions {
  pollMs: number;
  timeoutMs: number;
  site: SiteContext;
  /** Public configuration the remotes' components are rendered with (checks render them too). */
  config: PublicConfig;
  /** Versions pinned by configuration: the pointer is not followed for these remotes. */
  pins?: Partial<Record<RemoteName, string>>;
  verify: Verifier;
  /** The shell's own routes (a remote's version may not take their paths, titles or descriptions). */
  shellRoutes: readonly SiteRouteSummary[];
  logger: Logger;
}

/** The version a poll finds at an origin: named by the pointer (or pin), or a plain build's manifests. */
interface Target {
  version: string;
  since: string | null;
  base: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class RemoteManager extends EventEmitter<{ change: [RemoteName] }> {
  readonly #states = new Map<RemoteName, RemoteState>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    origins: Record<RemoteName, string>,
    private readonly options: RemoteManagerOptions,
  ) {
    super();
    for (const def of registry) {
      this.#states.set(def.name, {
        def,
        origin: origins[def.name],
        pin: options.pins?.[def.name] ?? null,
        status: 'unknown',
        live: null,
        refused: null,
        refreshing: null,
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

  refresh(name: RemoteName): Promise<void> {
    const state = this.#state(name);
    state.refreshing ??= this.#refresh(state).finally(() => {
      state.refreshing = null;
    });
    return state.refreshing;
  }

  async #refresh(state: RemoteState): Promise<void> {
    let target: Target;
    try {
      target = await this.#target(state);
    } catch (error) {
      this.#markDown(state, error);
      return;
    }
    const { live } = state;
    if (live?.version === target.version || state.refused?.version === target.version) {
      // Nothing new (a refused version is not checked again until the pointer moves).
      if (live && state.status !== 'up') this.#markUp(state, live);
      else if (!live) this.#markDown(state, new Error(`version ${target.version} was refused`));
      return;
    }
    let candidate: { server: FederationManifest; browser: FederationManifest };
    try {
      const [serverText, browserText] = await Promise.all([
        this.#fetchText(`${target.base}/${SERVER_BUILD_DIR}/${MANIFEST_FILE}`),
        this.#fetchText(`${target.base}/${MANIFEST_FILE}`),
      ]);
      candidate = {
        server: JSON.parse(serverText) as FederationManifest,
        browser: JSON.parse(browserText) as FederationManifest,
      };
    } catch (error) {
      this.#markDown(state, error);
      return;
    }
    const serverEntry = `${target.base}/${SERVER_BUILD_DIR}/${entryPath(candidate.server)}`;
    const verdict = await this.options.verify({
      remote: state.def.name,
      version: target.version,
      entry: serverEntry,
      config: this.options.config,
      site: this.#siteRoutes(),
      timeoutMs: this.options.timeoutMs,
    });
    if (!verdict.ok) {
      this.#refuse(state, target.version, verdict.reason, verdict.route ?? null);
      return;
    }
    try {
      await this.#goLive(state, target, serverEntry, candidate.browser);
    } catch (error) {
      // Passed its check but did not load here (the network, most likely): the next poll tries again.
      this.#markDown(state, error);
    }
  }

  /** Every route the site serves now: the shell's and each remote's live table. */
  #siteRoutes(): SiteRouteSummary[] {
    const routes = [...this.options.shellRoutes];
    for (const [name, state] of this.#states) {
      for (const route of state.live?.routes ?? []) {
        routes.push({
          path: route.path,
          owner: name,
          title: route.head.title,
          description: route.head.description,
          links: route.links,
        });
      }
    }
    return routes;
  }

  /** The version the origin (or the configuration's pin) names now. */
  async #target(state: RemoteState): Promise<Target> {
    const pointer = state.pin ? null : await this.#fetchPointer(state);
    const version = state.pin ?? pointer?.version;
    if (version) {
      if (!VERSION_PATTERN.test(version)) throw new Error(`${state.origin} names an invalid version: ${version}`);
      return { version, since: pointer?.since ?? null, base: `${state.origin}/${versionDir(version)}` };
    }
    // No pointer: a plain build at the origin's root, named by its manifests.
    const [serverText, browserText] = await Promise.all([
      this.#fetchText(`${state.origin}/${SERVER_BUILD_DIR}/${MANIFEST_FILE}`),
      this.#fetchText(`${state.origin}/${MANIFEST_FILE}`),
    ]);
    const hash = createHash('sha256').update(serverText).update(browserText).digest('hex').slice(0, 16);
    return { version: hash, since: null, base: state.origin };
  }

  async #fetchPointer(state: RemoteState): Promise<LivePointer | null> {
    const url = `${state.origin}/${LIVE_POINTER_FILE}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs), cache: 'no-store' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const pointer = (await response.json()) as Partial<LivePointer> | null;
    if (typeof pointer?.version !== 'string') throw new Error(`${url} names no version`);
    return { version: pointer.version, since: typeof pointer.since === 'string' ? pointer.since : '' };
  }

  async #goLive(state: RemoteState, target: Target, serverEntry: string, browser: FederationManifest): Promise<void> {
    const previous = state.live;
    forgetDeployment(state.def.name, previous?.instance ?? null);
    const deployment: Deployment = {
      version: target.version,
      since: target.since,
      base: target.base,
      // A plain build keeps its URL from one deployment to the next: the version makes it unique.
      instance: createRemoteInstance(
        { name: state.def.name, entry: uniqueUrl(serverEntry, target), version: target.version },
        this.options.timeoutMs,
      ),
      browser: { entry: uniqueUrl(`${target.base}/${entryPath(browser)}`, target), manifest: browser },
      modules: new Map(),
      css: new Map(),
      routes: null,
      islands: null,
    };
    const [islands, routes] = await Promise.all([
      this.#loadFrom(state, deployment, ISLANDS_MODULE) as Promise<{ default: IslandsModule }>,
      state.def.pages ? (this.#loadFrom(state, deployment, ROUTES_MODULE) as Promise<{ default: RoutesModule }>) : null,
    ]);
    deployment.islands = islands.default.islands;
    deployment.routes = routes ? routes.default.routes(this.options.site) : null;
    state.live = deployment;
    state.refused = null;
    this.options.logger.info(
      { remote: state.def.name, version: target.version, previous: previous?.version ?? null },
      'remote version live',
    );
    this.#markUp(state, deployment, true);
  }

  #refuse(state: RemoteState, version: string, reason: string, route: string | null): void {
    state.refused = { version, reason, route, at: new Date().toISOString() };
    this.options.logger.error(
      { remote: state.def.name, version, live: state.live?.version ?? null, route, error: reason },
      'remote version refused: the live version keeps serving',
    );
    if (state.live) this.#markUp(state, state.live);
    else this.#markDown(state, new Error(`version ${version} was refused: ${reason}`));
  }

  #markUp(state: RemoteState, live: Deployment, deployed = false): void {
    const wasDown = state.status !== 'up';
    if (wasDown && !deployed) {
      // The same version back after an outage: forget the failures so modules load again.
      for (const [id, entry] of live.modules) if (entry.failedAt) live.modules.delete(id);
    }
    state.status = 'up';
    state.lastError = null;
    if (wasDown || deployed) this.emit('change', state.def.name);
  }

  #markDown(state: RemoteState, error: unknown): void {
    const message = errorText(error);
    state.lastError = message;
    if (state.status !== 'down') {
      this.options.logger.warn({ remote: state.def.name, error: message }, 'remote down');
      state.status = 'down';
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
   * Load an exposed module ('./ServicePage') of the live version for server rendering. Rejects at
   * once while the remote is down and after the deadline when it is slow; a failure is retried after
   * one poll interval.
   */
  load(name: RemoteName, module: string): Promise<unknown> {
    const state = this.#state(name);
    if (state.status !== 'up' || !state.live) {
      return Promise.reject(new Error(`${name} is ${state.status === 'down' ? 'down' : 'not reachable yet'}`));
    }
    return this.#loadFrom(state, state.live, module);
  }

  #loadFrom(state: RemoteState, deployment: Deployment, module: string): Promise<unknown> {
    const cached = deployment.modules.get(module);
    if (cached && (!cached.failedAt || Date.now() - cached.failedAt < this.options.pollMs)) return cached.promise;
    const id = `${state.def.name}/${module.replace(/^\.\//, '')}`;
    const entry: { promise: Promise<unknown>; failedAt?: number } = {
      promise: withTimeout(
        deployment.instance.loadRemote(id).then((loaded) => {
          if (!loaded) throw new Error(`${id} resolved to nothing`);
          return loaded;
        }),
        this.options.timeoutMs,
        id,
      ),
    };
    entry.promise.catch((error: unknown) => {
      entry.failedAt = Date.now();
      state.lastError = errorText(error);
    });
    deployment.modules.set(module, entry);
    return entry.promise;
  }

  /** Where the site runs (route tables build their JSON-LD from it). */
  get site(): SiteContext {
    return this.options.site;
  }

  /** Last known route table of a page remote (kept while it is down so its pages answer 503). */
  routesOf(name: RemoteName): readonly RouteEntry[] | null {
    return this.#state(name).live?.routes ?? null;
  }

  /** Last known island table of a remote. */
  islandsOf(name: RemoteName): IslandsModule['islands'] | null {
    return this.#state(name).live?.islands ?? null;
  }

  isUp(name: RemoteName): boolean {
    return this.#state(name).status === 'up';
  }

  version(name: RemoteName): string | null {
    return this.#state(name).live?.version ?? null;
  }

  /** Browser entries of the remotes that are up, for the page payload. */
  browserEntries(): Partial<Record<RemoteName, string>> {
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const [name, state] of this.#states)
      if (state.status === 'up' && state.live) entries[name] = state.live.browser.entry;
    return entries;
  }

  /** Absolute URLs of the browser JS (for preload hints) and CSS files an exposed module needs. */
  browserAssets(name: RemoteName, module: string): { js: string[]; css: string[] } {
    const live = this.#state(name).live;
    const expose = live?.browser.manifest.exposes.find((item) => item.path === module);
    if (!live || !expose) return { js: [], css: [] };
    const absolute = (file: string) => `${live.base}/${file}`;
    return {
      js: expose.assets.js.sync.map(absolute),
      css: [...expose.assets.css.sync, ...expose.assets.css.async].map(absolute),
    };
  }

  /** CSS text of a remote's file, fetched once per version. */
  cssText(name: RemoteName, url: string): Promise<string> {
    const live = this.#state(name).live;
    if (!live) return Promise.resolve('');
    let text = live.css.get(url);
    if (!text) {
      text = this.#fetchText(url).catch(() => {
        live.css.delete(url);
        return '';
      });
      live.css.set(url, text);
    }
    return text;
  }

  status(): Record<RemoteName, RemoteStatus> {
    return Object.fromEntries(
      [...this.#states].map(([name, state]) => [
        name,
        {
          status: state.status,
          origin: state.origin,
          version: state.live?.version ?? null,
          since: state.live?.since ?? null,
          pinned: state.pin,
          refused: state.refused,
          routes: state.live?.routes?.length ?? null,
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

/** A version folder's URL is already unique; a plain build's entry gets its version as a query. */
const uniqueUrl = (url: string, target: Target): string =>
  target.base.includes(`/${versionDir(target.version)}`) ? url : `${url}?v=${target.version}`;
