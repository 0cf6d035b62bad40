/**
 * A live version: one checked version of a remote, loaded in this process for serving. It owns its
 * federation instance (decision P7: one per live version), the modules loaded through it, the CSS
 * texts of its files, and answers what the page needs from its manifests (entries, assets).
 */
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  ISLANDS_MODULE,
  type IslandsModule,
  moduleId,
  type RemoteDefinition,
  ROUTES_MODULE,
  type RouteEntry,
  type RoutesModule,
  type SiteContext,
  versionDir,
} from '@site-kit/contract';
import { createRemoteInstance, forgetLiveVersion, loadExposed } from './federation.server';
import { fetchRequiredText } from './origin-client.server';
import { browserEntryUrl, serverEntryUrl, type VersionFiles } from './version-source.server';

export interface LiveVersionOptions {
  site: SiteContext;
  /** The deadline of one module load, and of one CSS file. */
  timeoutMs: number;
  /** A failed module load is answered from memory this long, then tried again. */
  retryMs: number;
  /** Told of every failed module load (the health view shows the last). */
  onLoadError: (error: unknown) => void;
}

/** What the manager and the renderer use of a live version (tests stand in for it). */
export interface ServingVersion {
  readonly remote: RemoteDefinition;
  readonly files: VersionFiles;
  readonly routes: readonly RouteEntry[] | null;
  readonly islands: IslandsModule['islands'] | null;
  /** The browser's entry for this version (payload of every page). */
  readonly browserEntry: string;
  load(module: string): Promise<unknown>;
  browserAssets(module: string): { js: string[]; css: string[] };
  cssText(url: string): Promise<string>;
  /** Failed loads are tried again at once (the origin is back). */
  forgetFailures(): void;
  /** Out of the process's federation registry: another version of this remote is about to load. */
  retire(): void;
}

export type OpenVersion = (remote: RemoteDefinition, files: VersionFiles) => Promise<ServingVersion>;

interface ModuleLoad {
  promise: Promise<unknown>;
  failedAt?: number;
}

export class LiveVersion implements ServingVersion {
  routes: readonly RouteEntry[] | null = null;
  islands: IslandsModule['islands'] | null = null;
  readonly browserEntry: string;
  readonly #instance: ModuleFederation;
  readonly #modules = new Map<string, ModuleLoad>();
  readonly #css = new Map<string, Promise<string>>();

  private constructor(
    readonly remote: RemoteDefinition,
    readonly files: VersionFiles,
    private readonly options: LiveVersionOptions,
  ) {
    this.#instance = createRemoteInstance(
      { name: remote.name, entry: uniqueUrl(serverEntryUrl(files), files), version: files.version },
      options.timeoutMs,
    );
    this.browserEntry = uniqueUrl(browserEntryUrl(files), files);
  }

  /**
   * Load a checked version for serving: a federation instance of its own, its tables, then every
   * module and stylesheet they name. A live version serves from memory: a burst of visitors never
   * waits on its origin for a module, and a page is never cached without its CSS (decision P38).
   */
  static async open(remote: RemoteDefinition, files: VersionFiles, options: LiveVersionOptions): Promise<LiveVersion> {
    const live = new LiveVersion(remote, files, options);
    const [islands, routes] = await Promise.all([
      live.load(ISLANDS_MODULE) as Promise<{ default: IslandsModule }>,
      remote.pages ? (live.load(ROUTES_MODULE) as Promise<{ default: RoutesModule }>) : null,
    ]);
    live.islands = islands.default.islands;
    live.routes = routes ? routes.default.routes(options.site) : null;
    const modules = new Set([
      ...Object.values(live.islands).map((island) => island.module),
      ...(live.routes ?? []).map((route) => route.module),
    ]);
    const stylesheets = new Set([...modules].flatMap((module) => live.browserAssets(module).css));
    await Promise.all([
      ...[...modules].map((module) => live.load(module)),
      ...[...stylesheets].map((url) => {
        const text = fetchRequiredText(url, options.timeoutMs);
        live.#css.set(url, text);
        return text;
      }),
    ]);
    return live;
  }

  /** An exposed module ('./ServicePage'); a failure is answered from memory for `retryMs`. */
  load(module: string): Promise<unknown> {
    const cached = this.#modules.get(module);
    if (cached && (!cached.failedAt || Date.now() - cached.failedAt < this.options.retryMs)) return cached.promise;
    const id = moduleId(this.remote.name, module);
    const entry: ModuleLoad = { promise: loadExposed(this.#instance, id, this.options.timeoutMs) };
    entry.promise.catch((error: unknown) => {
      entry.failedAt = Date.now();
      this.options.onLoadError(error);
    });
    this.#modules.set(module, entry);
    return entry.promise;
  }

  forgetFailures(): void {
    for (const [module, entry] of this.#modules) if (entry.failedAt) this.#modules.delete(module);
  }

  /**
   * Absolute URLs of the browser JS (for preload hints) and CSS files an exposed module needs: its
   * own chunks' (`sync`). The manifest's `async` lists name every other expose whose chunk group
   * shares one of the module's lazily loaded chunks (the reviews widget's beside the footer's
   * summary, since both use React), not parts the module renders: a page inlines the CSS of each
   * module it renders, and nothing more (decision PF13).
   */
  browserAssets(module: string): { js: string[]; css: string[] } {
    const expose = this.files.manifests.browser.exposes.find((item) => item.path === module);
    if (!expose) return { js: [], css: [] };
    const absolute = (file: string) => `${this.files.base}/${file}`;
    return { js: expose.assets.js.sync.map(absolute), css: expose.assets.css.sync.map(absolute) };
  }

  /** CSS text of one of the version's files, fetched once (a failure is fetched again next time). */
  cssText(url: string): Promise<string> {
    let text = this.#css.get(url);
    if (!text) {
      text = fetchRequiredText(url, this.options.timeoutMs).catch(() => {
        this.#css.delete(url);
        return '';
      });
      this.#css.set(url, text);
    }
    return text;
  }

  retire(): void {
    forgetLiveVersion(this.remote.name, this.#instance);
  }
}

/** A version folder's URL is already unique; a plain build's entry gets its version as a query. */
const uniqueUrl = (url: string, files: VersionFiles): string =>
  files.base.endsWith(`/${versionDir(files.version)}`) ? url : `${url}?v=${files.version}`;
