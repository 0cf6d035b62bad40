/**
 * The manager of the remotes: for each one it ties where its version comes from (version-source),
 * whether that version may serve (version-gate), the live version loaded here (live-version) and
 * whether its origin is really gone (liveness), and reports their health.
 *
 * Each poll asks the origin which version is live. A new version is checked, then opened and put
 * live; the one it replaces is kept in memory as the previous version, so a live version can be
 * withdrawn (`withdraw`) and the previous one serves again. Work on one remote runs one step at a
 * time (a poll, a withdrawal), so two never race to swap its live version.
 */

import { EventEmitter } from 'node:events';
import { errorText } from '@site-kit/brand';
import type {
  IslandsModule,
  PublicConfig,
  RemoteDefinition,
  RemoteName,
  RouteEntry,
  SiteContext,
} from '@site-kit/contract';
import { remotes as registry, versionDir } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import type { Withdrawal } from '../renderer/settings.server';
import { LiveVersion, type OpenVersion, type ServingVersion } from './live-version.server';
import { Liveness } from './liveness.server';
import type { SiteRouteSummary } from './version-check/table-rules';
import type { VersionCheck } from './version-check/version-check.server';
import { type Refusal, type Verdict, VersionGate } from './version-check/version-gate.server';
import { findTarget, PointerError, versionFiles } from './version-source.server';

export type { Refusal, Verdict } from './version-check/version-gate.server';

export type Status = 'unknown' | 'up' | 'down';

export interface RemoteStatus {
  status: Status;
  origin: string;
  version: string | null;
  since: string | null;
  /** The version before the live one, kept to serve again if the live one is withdrawn. */
  previous: string | null;
  pinned: string | null;
  refused: Refusal | null;
  routes: number | null;
  /** Polls in a row that got no answer from the origin. */
  failedPolls: number;
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
  checkVersion: VersionCheck;
  /** The shell's own routes (a remote's version may not take their paths, titles or descriptions). */
  shellRoutes: readonly SiteRouteSummary[];
  logger: Logger;
  /** How a checked version is loaded for serving (tests stand in for the federation runtime). */
  open?: OpenVersion;
  /** Versions the fleet withdrew before this process started: none of them goes live here. */
  withdrawn?: readonly Withdrawal[];
}

interface RemoteState {
  def: RemoteDefinition;
  origin: string;
  pin: string | null;
  live: ServingVersion | null;
  previous: ServingVersion | null;
  gate: VersionGate;
  liveness: Liveness;
  /** The last step (a poll, a withdrawal): the next one starts after it. */
  queue: Promise<unknown>;
  /** The poll under way, if any: one at a time per remote (a check may outlast the interval). */
  polling: Promise<void> | null;
  lastError: string | null;
  /** The last poll found the pointer unreadable (lastError says why until a poll reads it again). */
  pointerBroken: boolean;
  /** Status and live version last announced with 'change'. */
  announced: string;
}

/**
 * 'change': a remote's status or live version changed. 'live': a newly checked version went live
 * (remote, version, the previous version kept to serve again if any, the pointer's `since`); a
 * version served again after a withdrawal is not announced there.
 */
export class RemoteManager extends EventEmitter<{
  change: [RemoteName];
  live: [RemoteName, string, string | null, string | null];
  /** After every poll of a remote: its status may say something new (a refusal, an error) without a 'change'. */
  polled: [RemoteName];
}> {
  readonly #states = new Map<RemoteName, RemoteState>();
  readonly #open: OpenVersion;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    origins: Record<RemoteName, string>,
    private readonly options: RemoteManagerOptions,
  ) {
    super();
    for (const def of registry) {
      const state: RemoteState = {
        def,
        origin: origins[def.name],
        pin: options.pins?.[def.name] ?? null,
        live: null,
        previous: null,
        gate: new VersionGate(def.name, options.checkVersion, options.logger),
        liveness: new Liveness(),
        queue: Promise.resolve(),
        polling: null,
        lastError: null,
        pointerBroken: false,
        announced: 'unknown:',
      };
      this.#states.set(def.name, state);
    }
    for (const withdrawal of options.withdrawn ?? []) this.#state(withdrawal.remote).gate.hold('withdrawn', withdrawal);
    this.#open =
      options.open ??
      ((remote, files) =>
        LiveVersion.open(remote, files, {
          site: options.site,
          timeoutMs: options.timeoutMs,
          retryMs: options.pollMs,
          onLoadError: (error) => {
            const state = this.#states.get(remote.name);
            if (state) state.lastError = errorText(error);
            options.logger.warn({ remote: remote.name, error: errorText(error) }, 'remote module failed to load');
          },
        }));
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
    state.polling ??= this.#serially(state, () => this.#poll(state)).finally(() => {
      state.polling = null;
    });
    return state.polling;
  }

  /**
   * Take a version out of service (decision P43): one the fleet's watch withdrew, here or on another
   * shell. While the origin's pointer names it as it did (`since`), it is held back like a refused
   * version; if it is live, the version before it serves again: the one kept in memory, or
   * `previous` read from the origin and checked afresh (this process may have started after the
   * switch). The origin's pointer is not touched. Resolves false when nothing changed (already held).
   */
  withdraw({ remote, version, since, previous, reason }: Withdrawal): Promise<boolean> {
    const state = this.#state(remote);
    return this.#serially(state, async () => {
      const live = state.live?.files;
      const isLive = live?.version === version && live.since === since;
      if (!isLive && state.gate.holds(version, since)) return false;
      state.gate.hold('withdrawn', { version, since, reason, previous });
      if (!isLive) {
        // Not serving here (yet): held, so the pointer cannot make it live. Nothing serves the remote
        // if it was the one this process could not load anything else for.
        if (!state.live && previous) await this.#serveAgain(state, previous);
        this.#announce(state);
        return true;
      }
      state.live?.retire();
      const kept = state.previous;
      state.live = null;
      state.previous = null;
      if (kept && kept.files.version === previous) {
        try {
          state.live = await this.#open(state.def, kept.files);
        } catch (error) {
          state.lastError = `the version before ${version} did not load again: ${errorText(error)}`;
        }
      } else if (previous) {
        await this.#serveAgain(state, previous);
      }
      if (!state.live)
        this.options.logger.error({ remote, version, previous, error: state.lastError }, 'nothing to serve');
      this.options.logger.info({ remote, version, previous }, 'withdrawn version taken out of service here');
      this.#announce(state);
      return true;
    });
  }

  /** Serve `version` of the remote again (after a withdrawal): its files from the origin, checked, opened. */
  async #serveAgain(state: RemoteState, version: string): Promise<void> {
    const { timeoutMs } = this.options;
    try {
      const files = await versionFiles(
        { version, since: null, base: `${state.origin}/${versionDir(version)}`, manifests: null },
        timeoutMs,
      );
      const verdict = await state.gate.verdict(files, {
        config: this.options.config,
        site: this.#siteRoutes(),
        timeoutMs,
        live: null,
      });
      if (!verdict.ok) throw new Error(`the version check refused it: ${verdict.reason}`);
      state.live = await this.#open(state.def, files);
      state.lastError = null;
    } catch (error) {
      state.lastError = `the version before the withdrawn one (${version}) could not serve again: ${errorText(error)}`;
    }
  }

  /**
   * The version check of a version at the remote's origin that the pointer need not name (a
   * preview), against the site as it serves now: exactly the check a deployment gets, with nothing
   * recorded or held back.
   */
  async checkCandidate(name: RemoteName, version: string): Promise<Verdict> {
    const state = this.#state(name);
    const { timeoutMs } = this.options;
    let files: Awaited<ReturnType<typeof versionFiles>>;
    try {
      files = await versionFiles(
        { version, since: null, base: `${state.origin}/${versionDir(version)}`, manifests: null },
        timeoutMs,
      );
    } catch (error) {
      return { ok: false, reason: `its files could not be read at ${state.origin}: ${errorText(error)}`, route: null };
    }
    return state.gate.verdict(files, {
      config: this.options.config,
      site: this.#siteRoutes(),
      timeoutMs,
      live: state.live?.files.version ?? null,
    });
  }

  #serially<T>(state: RemoteState, step: () => Promise<T>): Promise<T> {
    const run = state.queue.then(step);
    state.queue = run.catch(() => undefined);
    return run;
  }

  async #poll(state: RemoteState): Promise<void> {
    try {
      await this.#follow(state);
    } finally {
      this.#announce(state);
      this.emit('polled', state.def.name);
    }
  }

  async #follow(state: RemoteState): Promise<void> {
    const { timeoutMs } = this.options;
    let target: Awaited<ReturnType<typeof findTarget>>;
    const pointerBroken = state.pointerBroken;
    state.pointerBroken = false;
    try {
      target = await findTarget(state.origin, state.pin, timeoutMs);
    } catch (error) {
      if (error instanceof PointerError) {
        state.pointerBroken = true;
        // The origin answers: what serves keeps serving, and the poll's error says what is wrong.
        state.liveness.answered();
        if (state.lastError !== errorText(error))
          this.options.logger.error(
            { remote: state.def.name, error: errorText(error) },
            'remote pointer unreadable: the loaded version keeps serving',
          );
        state.lastError = errorText(error);
        return;
      }
      state.liveness.failed(error);
      state.lastError = errorText(error);
      return;
    }
    // Back after failed polls or a pointer fixed: their error is history.
    if (state.liveness.failedPolls > 0 || pointerBroken) state.lastError = null;
    state.liveness.answered();
    state.gate.pointerNames(target.version, target.since);
    if (state.live?.files.version === target.version) return;
    if (state.gate.holds(target.version)) {
      // Nothing new: a refused or withdrawn version is not checked again until the pointer moves. A
      // process that started after a withdrawal serves the version before it.
      const previous = state.gate.heldPrevious;
      if (!state.live && previous) await this.#serveAgain(state, previous);
      if (!state.live) state.lastError ??= `version ${target.version} was ${state.gate.record?.kind ?? 'refused'}`;
      return;
    }
    // A new version. Failing to read or load it is the version's problem, not the origin's: the
    // live one keeps serving and the next poll tries again.
    try {
      const files = await versionFiles(target, timeoutMs);
      const passed = await state.gate.check(files, {
        config: this.options.config,
        site: this.#siteRoutes(),
        timeoutMs,
        live: state.live?.files.version ?? null,
      });
      if (!passed) {
        if (!state.live) state.lastError = `version ${target.version} was refused: ${state.gate.record?.reason}`;
        return;
      }
      const replaced = state.live;
      replaced?.retire();
      const live = await this.#open(state.def, files);
      state.previous = replaced ?? state.previous;
      state.live = live;
      state.lastError = null;
      state.gate.wentLive();
      this.options.logger.info(
        { remote: state.def.name, version: target.version, previous: replaced?.files.version ?? null },
        'remote version live',
      );
      this.emit('live', state.def.name, target.version, state.previous?.files.version ?? null, target.since);
    } catch (error) {
      state.lastError = errorText(error);
    }
  }

  /** Says 'change' when a remote's status or live version changed; a remote back up loads again. */
  #announce(state: RemoteState): void {
    const status = this.#statusOf(state);
    const now = `${status}:${state.live?.files.version ?? ''}`;
    if (now === state.announced) return;
    const was = state.announced.split(':')[0];
    state.announced = now;
    if (status === 'up' && was !== 'up') state.live?.forgetFailures();
    if (status === 'down' && was !== 'down')
      this.options.logger.warn({ remote: state.def.name, error: state.lastError }, 'remote down');
    this.emit('change', state.def.name);
  }

  #statusOf(state: RemoteState): Status {
    if (state.live && state.liveness.reachability !== 'gone') return 'up';
    return state.liveness.reachability === 'unknown' && !state.gate.record ? 'unknown' : 'down';
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
    const status = this.#statusOf(state);
    if (status !== 'up' || !state.live) {
      return Promise.reject(new Error(`${name} is ${status === 'down' ? 'down' : 'not reachable yet'}`));
    }
    return state.live.load(module);
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
    return this.#statusOf(this.#state(name)) === 'up';
  }

  version(name: RemoteName): string | null {
    return this.#state(name).live?.files.version ?? null;
  }

  /** Browser entries of the remotes that are up, for the page payload. */
  browserEntries(): Partial<Record<RemoteName, string>> {
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const [name, state] of this.#states)
      if (this.#statusOf(state) === 'up' && state.live) entries[name] = state.live.browserEntry;
    return entries;
  }

  /** Absolute URLs of the browser JS (for preload hints) and CSS files an exposed module needs. */
  browserAssets(name: RemoteName, module: string): { js: string[]; css: string[] } {
    return this.#state(name).live?.browserAssets(module) ?? { js: [], css: [] };
  }

  /** CSS text of a remote's file, fetched once per version. */
  cssText(name: RemoteName, url: string): Promise<string> {
    return this.#state(name).live?.cssText(url) ?? Promise.resolve('');
  }

  status(): Record<RemoteName, RemoteStatus> {
    return Object.fromEntries(
      [...this.#states].map(([name, state]) => [
        name,
        {
          status: this.#statusOf(state),
          origin: state.origin,
          version: state.live?.files.version ?? null,
          since: state.live?.files.since ?? null,
          previous: state.previous?.files.version ?? null,
          pinned: state.pin,
          refused: state.gate.record,
          routes: state.live?.routes?.length ?? null,
          failedPolls: state.liveness.failedPolls,
          lastError: state.lastError,
        } satisfies RemoteStatus,
      ]),
    ) as Record<RemoteName, RemoteStatus>;
  }
}
