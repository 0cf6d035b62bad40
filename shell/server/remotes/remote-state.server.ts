/**
 * What the remote manager knows of one remote between its steps (a poll, a withdrawal), and how that
 * becomes the remote's part of the published snapshot.
 */
import type { RemoteDefinition, RemoteName } from '@site-kit/contract';
import type { ServingVersion } from './live-version.server';
import { Liveness } from './liveness.server';
import type { RemoteSnapshot, RemoteStatus, RemotesSnapshot, Status } from './remotes-snapshot.server';
import type { SiteRouteSummary } from './version-check/table-rules';
import type { VersionGate } from './version-check/version-gate.server';

export interface RemoteState {
  def: RemoteDefinition;
  origin: string;
  pin: string | null;
  /** The served version: the one loaded here. */
  serving: ServingVersion | null;
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
  /** The status last seen by `#settle` (a remote back up forgets its failed loads; one going down is logged). */
  settledStatus: Status;
}

export function remoteState(def: RemoteDefinition, origin: string, pin: string | null, gate: VersionGate): RemoteState {
  return {
    def,
    origin,
    pin,
    serving: null,
    previous: null,
    gate,
    liveness: new Liveness(),
    queue: Promise.resolve(),
    polling: null,
    lastError: null,
    pointerBroken: false,
    settledStatus: 'unknown',
  };
}

/** Up while a loaded version serves and its origin is not gone; unknown until the first answer. */
export function statusOf(state: RemoteState): Status {
  if (state.serving && state.liveness.reachability !== 'gone') return 'up';
  return state.liveness.reachability === 'unknown' && !state.gate.record ? 'unknown' : 'down';
}

export function healthOf(state: RemoteState): RemoteStatus {
  return {
    status: statusOf(state),
    origin: state.origin,
    version: state.serving?.files.version ?? null,
    since: state.serving?.files.since ?? null,
    previous: state.previous?.files.version ?? null,
    pinned: state.pin,
    refused: state.gate.record,
    routes: state.serving?.routes?.length ?? null,
    failedPolls: state.liveness.failedPolls,
    lastError: state.lastError,
  };
}

/**
 * The snapshot after `before`, or null when no remote's health or served version changed. A remote
 * that did not change keeps its frozen record from `before`.
 */
export function nextSnapshot(
  before: RemotesSnapshot,
  states: ReadonlyMap<RemoteName, RemoteState>,
): RemotesSnapshot | null {
  const remotes = {} as Record<RemoteName, RemoteSnapshot>;
  let changed = false;
  for (const [name, state] of states) {
    const was = before.remotes[name];
    const health = healthOf(state);
    const same = was && was.serving === state.serving && JSON.stringify(was.health) === JSON.stringify(health);
    remotes[name] = same
      ? was
      : Object.freeze({ status: health.status, serving: state.serving, health: Object.freeze(health) });
    changed ||= !same;
  }
  return changed ? Object.freeze({ serial: before.serial + 1, remotes: Object.freeze(remotes) }) : null;
}

/** Every route the site serves now: the shell's and each remote's served table. */
export function siteRoutes(
  shellRoutes: readonly SiteRouteSummary[],
  states: ReadonlyMap<RemoteName, RemoteState>,
): SiteRouteSummary[] {
  const routes = [...shellRoutes];
  for (const [name, state] of states)
    for (const route of state.serving?.routes ?? [])
      routes.push({
        path: route.path,
        owner: name,
        title: route.head.title,
        description: route.head.description,
        links: route.links,
      });
  return routes;
}
