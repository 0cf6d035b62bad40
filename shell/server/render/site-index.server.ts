/**
 * The merged route table: the shell's own pages plus every page remote's table, as last loaded.
 * Built for each snapshot in which a served version changed (site-snapshot.server.ts); the router, the sitemap, the frame's lists and the heads all read it.
 */
import {
  type IslandId,
  islandNamespace,
  NAV_LISTS,
  type NavList,
  type PageHead,
  type PageQuery,
  type RemoteName,
  type RouteEntry,
  remotes as registry,
  type SiteContext,
} from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import type { IslandIndex } from '../../src/federation/context';
import { shellPrimaryLinks } from '../../src/frame/primary-links';
import type { IndexedRoute, NavLink, NavLists } from '../../src/page-contract/payload';
import { shellRoutes } from '../../src/shell-routes';
import { islandsOf, type RemotesSnapshot, routesOf, servedVersion } from '../remotes/remotes-snapshot.server';

export interface SiteRoute {
  path: string;
  owner: RemoteName | 'shell';
  head: PageHead;
  sitemap: boolean;
  /** Query parameters the page reads and their values (the rest of a query never reaches its render). */
  query: PageQuery;
  indexed: IndexedRoute;
}

export interface SiteIndex {
  routes: Map<string, SiteRoute>;
  /** Route index for the browser (path → remote, module, props, label). */
  browserRoutes: Record<string, IndexedRoute>;
  nav: NavLists;
  /** Every island a page may place (id → remote, module, hydration), from the remotes' own tables. */
  islands: IslandIndex;
  /** Versions of the remotes this index was built from. */
  versions: Partial<Record<RemoteName, string | null>>;
}

export function buildSiteIndex(remotes: RemotesSnapshot, site: SiteContext, logger: Logger): SiteIndex {
  const routes = new Map<string, SiteRoute>();
  for (const route of shellRoutes(site)) {
    routes.set(route.path, {
      path: route.path,
      owner: 'shell',
      head: route.head,
      sitemap: route.sitemap,
      // The shell's own pages read no query of their own (the host's `submitted` applies to every page).
      query: {},
      indexed: { remote: 'shell', module: route.page, label: route.breadcrumb },
    });
  }
  const navEntries: { list: NavList; order: number; link: NavLink }[] = shellPrimaryLinks.map(
    ({ label, path, order }) => ({ list: 'primary', order, link: { label, path } }),
  );
  const versions: SiteIndex['versions'] = {};
  const islands: Record<IslandId, IslandIndex[IslandId]> = {};
  for (const def of registry) {
    versions[def.name] = servedVersion(remotes, def.name);
    for (const [id, entry] of Object.entries(islandsOf(remotes, def.name) ?? {})) {
      // A remote places islands under its own namespace only: it cannot take over another's.
      if (!id.startsWith(`${islandNamespace(def)}/`)) {
        logger.warn({ id, remote: def.name }, 'island outside its namespace ignored');
        continue;
      }
      islands[id as IslandId] = { remote: def.name, module: entry.module, hydrate: entry.hydrate };
    }
    if (!def.pages) continue;
    const table = routesOf(remotes, def.name) ?? [];
    for (const entry of table) {
      if (routes.has(entry.path)) {
        logger.warn({ path: entry.path, remote: def.name }, 'duplicate route ignored');
        continue;
      }
      routes.set(entry.path, toSiteRoute(def.name, entry));
      for (const list of entry.nav?.lists ?? []) {
        navEntries.push({
          list,
          order: entry.nav?.order ?? 0,
          link: { label: entry.nav?.label ?? entry.breadcrumb, path: entry.path },
        });
      }
    }
  }
  const nav = Object.fromEntries(NAV_LISTS.map((list) => [list, []])) as unknown as NavLists;
  for (const item of navEntries.sort((a, b) => a.order - b.order)) nav[item.list].push(item.link);
  const browserRoutes = Object.fromEntries([...routes].map(([path, route]) => [path, route.indexed]));
  return { routes, browserRoutes, nav, islands, versions };
}

function toSiteRoute(owner: RemoteName, entry: RouteEntry): SiteRoute {
  return {
    path: entry.path,
    owner,
    head: entry.head,
    sitemap: entry.sitemap,
    query: entry.query ?? {},
    indexed: {
      remote: owner,
      module: entry.module,
      ...(entry.props ? { props: entry.props } : {}),
      label: entry.breadcrumb,
    },
  };
}
