/**
 * What a request asks for, decided before anything renders: its route, its status and the key its
 * HTML is cached under.
 */
import {
  type FormSubmissionState,
  type PageHead,
  type PageQuery,
  type RemoteName,
  remoteOwningPath,
} from '@site-kit/contract';
import { formTypes, isFormType } from '@site-kit/forms';
import { notFoundHead, unavailableHead } from '../../src/shell-routes';
import { isUp, routesOf } from '../remotes/remotes-snapshot.server';
import type { SiteRoute } from './site-index.server';
import type { SiteSnapshot } from './site-snapshot.server';

/** The query parameter of the page a form posted without JavaScript lands on (`?submitted=contact`). */
export const SUBMITTED_PARAM = 'submitted';

/** GET ?submitted=<formType>: the success page a no-JS submit lands on. */
export function submittedState(search: URLSearchParams): FormSubmissionState | null {
  const formType = search.get(SUBMITTED_PARAM);
  return isFormType(formType) ? { formType, status: 'submitted', values: {}, errors: {} } : null;
}

/** Query parameters the host reads on every page: a form posted without JavaScript lands on `?submitted=<form type>`. */
const HOST_QUERY: PageQuery = { [SUBMITTED_PARAM]: formTypes };

/** Where the one 404 rendering is rendered: a path no route has (its head names no visitor's path). */
export const NOT_FOUND_PATH = '/404';

/** The route a request asks for and the answer it gets, decided before anything renders. */
export interface RoutePlan {
  status: 200 | 404 | 503;
  /** The path the page is rendered for: its head and canonical. */
  path: string;
  /** What the router renders: the path and only the query parameters the page reads. */
  location: string;
  route: SiteRoute | null;
  head: PageHead;
  /** The page remote that owns this path while it is down (its pages answer 503). */
  unavailable: RemoteName | null;
  /** Requests with one key get the same HTML (null: never kept). */
  cacheKey: string | null;
}

/**
 * Route and status. A page is rendered from its path and the query values its route declares it
 * tells apart (plus the host's), so that is its cache key too: an ad click's `?gclid=` or a junk
 * `?category=` shares the page's entry. Every unknown path shares one 404 rendering.
 */
export function planRoute(url: URL, site: SiteSnapshot): RoutePlan {
  const path = url.pathname;
  const route = site.index.routes.get(path) ?? null;
  if (route) {
    const location = `${path}${readQuery(url.searchParams, { ...HOST_QUERY, ...route.query })}`;
    return { status: 200, path, location, route, head: route.head, unavailable: null, cacheKey: location };
  }
  const owner = remoteOwningPath(path);
  if (owner && (!isUp(site.remotes, owner.name) || !routesOf(site.remotes, owner.name))) {
    // The remote that owns this path is down and we never saw its table: say 503, not 404.
    return { status: 503, path, location: path, route, head: unavailableHead, unavailable: owner.name, cacheKey: null };
  }
  return {
    status: 404,
    path: NOT_FOUND_PATH,
    location: NOT_FOUND_PATH,
    route,
    head: notFoundHead,
    unavailable: null,
    cacheKey: NOT_FOUND_PATH,
  };
}

/**
 * The declared parameters whose first value is one the page tells apart (what `searchParams.get`
 * reads), in a fixed order, as a query string ('' when none is there).
 */
export function readQuery(search: URLSearchParams, declared: PageQuery): string {
  const read = new URLSearchParams();
  for (const name of Object.keys(declared).sort()) {
    const value = search.get(name);
    if (value !== null && declared[name]?.includes(value)) read.set(name, value);
  }
  const query = read.toString();
  return query ? `?${query}` : '';
}
