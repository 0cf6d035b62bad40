/**
 * The remotes as the site serves them at one moment (issue 36): what the remote manager publishes
 * after every step that changed anything, frozen. A request takes one snapshot at its start and reads
 * everything from it (the served version's code, tables, entry, assets and CSS), so a version that
 * goes live mid-render cannot stamp a page with one version while its modules come from another.
 *
 * A version retired from the federation registry keeps answering from memory: every module and
 * stylesheet of a live version is loaded when it opens (live-version.server.ts), so a render that
 * started on it finishes on it.
 */
import type { IslandsModule, RemoteName, RouteEntry } from '@site-kit/contract';
import type { ServingVersion } from './live-version.server';
import type { HeldBack } from './version-check/version-gate.server';

export type Status = 'unknown' | 'up' | 'down';

/** A remote's health, as /healthz and the development page show it. */
export interface RemoteStatus {
  status: Status;
  origin: string;
  /** The served version: the one loaded here (it may differ from the origin's pointer). */
  version: string | null;
  since: string | null;
  /** The version before the served one, kept to serve again if the served one is withdrawn. */
  previous: string | null;
  pinned: string | null;
  refused: HeldBack | null;
  routes: number | null;
  /** Polls in a row that got no answer from the origin. */
  failedPolls: number;
  lastError: string | null;
}

export interface RemoteSnapshot {
  readonly status: Status;
  /** The version loaded here (kept while the origin is down, so its pages answer 503, not 404). */
  readonly serving: ServingVersion | null;
  readonly health: Readonly<RemoteStatus>;
}

export interface RemotesSnapshot {
  /** Counts up with every snapshot a manager publishes. */
  readonly serial: number;
  readonly remotes: Readonly<Record<RemoteName, RemoteSnapshot>>;
}

/** The served version's id, whether or not its origin answers now. */
export const servedVersion = (snapshot: RemotesSnapshot, name: RemoteName): string | null =>
  snapshot.remotes[name].serving?.files.version ?? null;

export const isUp = (snapshot: RemotesSnapshot, name: RemoteName): boolean =>
  snapshot.remotes[name].status === 'up' && snapshot.remotes[name].serving !== null;

/** The last known route table of a page remote. */
export const routesOf = (snapshot: RemotesSnapshot, name: RemoteName): readonly RouteEntry[] | null =>
  snapshot.remotes[name].serving?.routes ?? null;

export const islandsOf = (snapshot: RemotesSnapshot, name: RemoteName): IslandsModule['islands'] | null =>
  snapshot.remotes[name].serving?.islands ?? null;

/**
 * An exposed module ('./ServicePage') of the served version, for server rendering. Rejects at once
 * while the remote is down.
 */
export function loadModule(snapshot: RemotesSnapshot, name: RemoteName, module: string): Promise<unknown> {
  const remote = snapshot.remotes[name];
  if (!isUp(snapshot, name) || !remote.serving)
    return Promise.reject(new Error(`${name} is ${remote.status === 'down' ? 'down' : 'not reachable yet'}`));
  return remote.serving.load(module);
}

/** Browser entries of the remotes that are up, for the page payload. */
export function browserEntries(snapshot: RemotesSnapshot): Partial<Record<RemoteName, string>> {
  const entries: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(snapshot.remotes) as RemoteName[]) {
    const serving = snapshot.remotes[name].serving;
    if (isUp(snapshot, name) && serving) entries[name] = serving.browserEntry;
  }
  return entries;
}

/** Every remote's health, for /healthz. */
export const healthOf = (snapshot: RemotesSnapshot): Record<RemoteName, RemoteStatus> =>
  Object.fromEntries(Object.entries(snapshot.remotes).map(([name, remote]) => [name, { ...remote.health }])) as Record<
    RemoteName,
    RemoteStatus
  >;
