/**
 * Checks a new version of a remote before it serves, in a worker thread of its own: its own
 * federation runtime (the process-wide registry of the serving thread is never touched, and a
 * version that hangs is terminated with its worker), the shell's own React and router.
 *
 * It loads the version's island and route tables, checks them against the contract and the rest of
 * the site, then renders every route's page and every island alone, each within the deadline.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { errorText } from '@site-kit/brand';
import type { HostApi, IslandsModule, RoutesModule } from '@site-kit/contract';
import { ISLANDS_MODULE, moduleId, ROUTES_MODULE, remoteByName } from '@site-kit/contract';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { withDeadline } from '../deadline.server';
import { existsSyncAnswersFalseWhereDenied } from '../denied-exists.server';
import { createRemoteInstance, loadExposed } from '../federation.server';
import {
  describeIssues,
  islandTableSchema,
  routeTableSchema,
  type SiteRouteSummary,
  siteConflicts,
  unresolvedLinks,
} from './table-rules';

export interface VersionCheckRequest {
  remote: string;
  version: string;
  /** The version's node remoteEntry.js. */
  entry: string;
  config: HostApi['config'];
  /** Routes of the shell and the other remotes, as the site serves them now. */
  site: readonly SiteRouteSummary[];
  timeoutMs: number;
}

export type VersionCheckVerdict =
  | { ok: true; routes: number; islands: number }
  | { ok: false; reason: string; route?: string };

/** Thrown inside the check to fail the candidate version; it becomes a failing verdict. */
class CheckFailure extends Error {
  constructor(
    message: string,
    readonly route?: string,
  ) {
    super(message);
  }
}

async function checkVersion(request: VersionCheckRequest): Promise<VersionCheckVerdict> {
  const remote = remoteByName(request.remote);
  if (!remote) throw new CheckFailure(`${request.remote} is not in the registry`);
  const federation = createRemoteInstance(
    { name: remote.name, entry: request.entry, version: request.version },
    request.timeoutMs,
  );
  const load = async (module: string, route?: string) => {
    const id = moduleId(remote.name, module);
    try {
      return (await loadExposed(federation, id, request.timeoutMs)) as { default: unknown };
    } catch (error) {
      throw new CheckFailure(`${module} could not load: ${errorText(error)}`, route);
    }
  };

  const islandsModule = (await load(ISLANDS_MODULE)).default as IslandsModule;
  const islands = islandTableSchema(remote).safeParse(islandsModule?.islands);
  if (!islands.success) throw new CheckFailure(describeIssues('island table', islands.error));

  let routes: ReturnType<RoutesModule['routes']> = [];
  if (remote.pages) {
    const routesModule = (await load(ROUTES_MODULE)).default as RoutesModule;
    let table: unknown;
    try {
      table = routesModule.routes({ siteUrl: request.config.siteUrl });
    } catch (error) {
      throw new CheckFailure(`the route table could not be built: ${errorText(error)}`);
    }
    const parsed = routeTableSchema(remote).safeParse(table);
    if (!parsed.success) throw new CheckFailure(describeIssues('route table', parsed.error));
    routes = table as typeof routes;
    const conflicts = [
      ...siteConflicts(remote, routes, request.site),
      ...unresolvedLinks(remote, routes, request.site),
    ];
    if (conflicts.length) throw new CheckFailure(conflicts.slice(0, 5).join('; '));
  }

  const host = (path: string): HostApi => ({ Island: NoIsland, config: request.config, path, submission: null });
  for (const route of routes) {
    const page = (await load(route.module, route.path)).default as ComponentType<Record<string, unknown>>;
    await renderAlone(page, { ...route.props, host: host(route.path) }, route.path, request.timeoutMs);
  }
  for (const [id, island] of Object.entries(islands.data)) {
    const component = (await load(island.module, id)).default as ComponentType<Record<string, unknown>>;
    // Alone, with no props: an island gives defaults for what its placer leaves out (decision P15).
    await renderAlone(component, { host: host('/') }, `island ${id}`, request.timeoutMs, '/');
  }
  return { ok: true, routes: routes.length, islands: Object.keys(islands.data).length };
}

/** Islands inside a page are checked on their own, not inside the page. */
const NoIsland: HostApi['Island'] = () => null;

/** Render one component as the shell would on the server; any error, or no answer in time, refuses. */
async function renderAlone(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  what: string,
  timeoutMs: number,
  location = what,
): Promise<void> {
  if (typeof Component !== 'function' && typeof Component !== 'object') {
    throw new CheckFailure(`${what}: the module has no component as its default export`, what);
  }
  const errors: unknown[] = [];
  try {
    const { prelude } = await withDeadline(timeoutMs, `rendering ${what}`, (signal) =>
      prerenderToNodeStream(
        <StaticRouter location={location}>
          <Component {...props} />
        </StaticRouter>,
        { signal, onError: (error) => void errors.push(error) },
      ),
    );
    prelude.resume();
  } catch (error) {
    errors.push(error);
  }
  if (errors.length) throw new CheckFailure(`${what} failed to render: ${errorText(errors[0])}`, what);
}

if (parentPort) {
  // A worker thread has its own `fs`: the renderer's wrapper does not reach it.
  existsSyncAnswersFalseWhereDenied();
  const port = parentPort;
  checkVersion(workerData as VersionCheckRequest).then(
    (verdict) => port.postMessage(verdict),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        reason: errorText(error),
        ...(error instanceof CheckFailure && error.route ? { route: error.route } : {}),
      } satisfies VersionCheckVerdict),
  );
}
