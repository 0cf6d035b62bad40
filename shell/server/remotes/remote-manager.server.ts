/**
 * The manager of the remotes: for each one it ties where its version comes from (version-source),
 * whether that version may serve (version-gate), the served version loaded here (live-version) and
 * whether its origin is really gone (liveness). After each step it publishes a frozen snapshot of
 * the remotes (remotes-snapshot.server.ts), the one thing the rest of the shell reads of them.
 *
 * Each poll asks the origin which version its pointer names. A new version is checked, then opened and put
 * live; the one it replaces is kept in memory as the previous version, so a live version can be
 * withdrawn (`withdraw`) and the previous one serves again. Work on one remote runs one step at a
 * time (a poll, a withdrawal), so two never race to swap its live version.
 */

import { EventEmitter } from 'node:events';
import { errorText } from '@site-kit/brand';
import type { PublicConfig, RemoteName, SiteContext } from '@site-kit/contract';
import { remotes as registry, versionDir } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import { LiveVersion, type OpenVersion } from './live-version.server';
import { nextSnapshot, type RemoteState, remoteState, siteRoutes, statusOf } from './remote-state.server';
import type { RemotesSnapshot } from './remotes-snapshot.server';
import type { SiteRouteSummary } from './version-check/table-rules';
import type { VersionCheck } from './version-check/version-check.server';
import { type CheckContext, type Verdict, VersionGate } from './version-check/version-gate.server';
import type { Withdrawal } from './version-check/withdrawal.server';
import { findTarget, PointerError, type VersionFiles, versionFiles } from './version-source.server';

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

/**
 * 'snapshot': a new snapshot of the remotes (a remote's health or served version changed). 'live': a
 * newly checked version went live (remote, version, the previous version kept to serve again if
 * any, the pointer's `since`); a version served again after a withdrawal is not announced there.
 */
export class RemoteManager extends EventEmitter<{
  snapshot: [RemotesSnapshot];
  live: [RemoteName, string, string | null, string | null];
}> {
  readonly #states = new Map<RemoteName, RemoteState>();
  readonly #open: OpenVersion;
  #snapshot: RemotesSnapshot;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    origins: Record<RemoteName, string>,
    private readonly options: RemoteManagerOptions,
  ) {
    super();
    for (const def of registry) {
      const gate = new VersionGate(def.name, options.checkVersion, options.logger);
      this.#states.set(def.name, remoteState(def, origins[def.name], options.pins?.[def.name] ?? null, gate));
    }
    for (const withdrawal of options.withdrawn ?? []) this.#state(withdrawal.remote).gate.hold('withdrawn', withdrawal);
    this.#snapshot = Object.freeze({ serial: 0, remotes: {} as RemotesSnapshot['remotes'] });
    this.#publish();
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
      const live = state.serving?.files;
      const isLive = live?.version === version && live.since === since;
      if (!isLive && state.gate.holds(version, since)) return false;
      state.gate.hold('withdrawn', { version, since, reason, previous });
      if (!isLive) {
        // Not serving here (yet): held, so the pointer cannot make it live. Nothing serves the remote
        // if it was the one this process could not load anything else for.
        if (!state.serving && previous) await this.#serveAgain(state, previous);
        this.#settle(state);
        return true;
      }
      state.serving?.retire();
      const kept = state.previous;
      state.serving = null;
      state.previous = null;
      if (kept && kept.files.version === previous) {
        try {
          state.serving = await this.#open(state.def, kept.files);
        } catch (error) {
          state.lastError = `the version before ${version} did not load again: ${errorText(error)}`;
        }
      } else if (previous) {
        await this.#serveAgain(state, previous);
      }
      if (!state.serving)
        this.options.logger.error({ remote, version, previous, error: state.lastError }, 'nothing to serve');
      this.options.logger.info({ remote, version, previous }, 'withdrawn version taken out of service here');
      this.#settle(state);
      return true;
    });
  }

  /** Serve `version` of the remote again (after a withdrawal): its files from the origin, checked, opened. */
  async #serveAgain(state: RemoteState, version: string): Promise<void> {
    try {
      const files = await this.#filesAtOrigin(state, version);
      const verdict = await state.gate.verdict(files, this.#checkContext(null));
      if (!verdict.ok) throw new Error(`the version check refused it: ${verdict.reason}`);
      state.serving = await this.#open(state.def, files);
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
    let files: VersionFiles;
    try {
      files = await this.#filesAtOrigin(state, version);
    } catch (error) {
      return { ok: false, reason: `its files could not be read at ${state.origin}: ${errorText(error)}`, route: null };
    }
    return state.gate.verdict(files, this.#checkContext(state.serving?.files.version ?? null));
  }

  /** A version's files at the remote's origin, by its name (the pointer need not name it). */
  #filesAtOrigin(state: RemoteState, version: string): Promise<VersionFiles> {
    const base = `${state.origin}/${versionDir(version)}`;
    return versionFiles({ version, since: null, base, manifests: null }, this.options.timeoutMs);
  }

  /** What a version is checked against: the site as it serves now, beside the remote's `live` version. */
  #checkContext(live: string | null): CheckContext {
    const { config, timeoutMs, shellRoutes } = this.options;
    return { config, site: siteRoutes(shellRoutes, this.#states), timeoutMs, live };
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
      this.#settle(state);
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
    if (state.serving?.files.version === target.version) return;
    if (state.gate.holds(target.version)) {
      // Nothing new: a refused or withdrawn version is not checked again until the pointer moves. A
      // process that started after a withdrawal serves the version before it.
      const previous = state.gate.heldPrevious;
      if (!state.serving && previous) await this.#serveAgain(state, previous);
      if (!state.serving) state.lastError ??= `version ${target.version} was ${state.gate.record?.kind ?? 'refused'}`;
      return;
    }
    // A new version. Failing to read or load it is the version's problem, not the origin's: the
    // live one keeps serving and the next poll tries again.
    try {
      const files = await versionFiles(target, timeoutMs);
      const passed = await state.gate.check(files, this.#checkContext(state.serving?.files.version ?? null));
      if (!passed) {
        if (!state.serving) state.lastError = `version ${target.version} was refused: ${state.gate.record?.reason}`;
        return;
      }
      const replaced = state.serving;
      replaced?.retire();
      const live = await this.#open(state.def, files);
      state.previous = replaced ?? state.previous;
      state.serving = live;
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

  /** After every step: a remote back up loads again, one going down is logged once, and the snapshot follows. */
  #settle(state: RemoteState): void {
    const status = statusOf(state);
    const was = state.settledStatus;
    state.settledStatus = status;
    if (status === 'up' && was !== 'up') state.serving?.forgetFailures();
    if (status === 'down' && was !== 'down')
      this.options.logger.warn({ remote: state.def.name, error: state.lastError }, 'remote down');
    this.#publish();
  }

  #state(name: RemoteName): RemoteState {
    const state = this.#states.get(name);
    if (!state) throw new Error(`Unknown remote ${name}`);
    return state;
  }

  /** The site's remotes as they serve now: frozen, replaced (never changed) after each step that changed them. */
  get snapshot(): RemotesSnapshot {
    return this.#snapshot;
  }

  /** Publishes a new snapshot when a remote's health or served version changed since the last one. */
  #publish(): void {
    const next = nextSnapshot(this.#snapshot, this.#states);
    if (!next) return;
    this.#snapshot = next;
    this.emit('snapshot', next);
  }
}
