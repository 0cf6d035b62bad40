/** The head of any path: the shell's own routes, a remote's route table, or the 404 head. */
import type { PageHead, RoutesModule } from '@site-kit/contract';
import type { IndexedRoute } from '../app/payload';
import type { ModuleCache } from '../federation/module-cache';
import { moduleId } from '../federation/module-cache';

export async function resolveRouteHead(
  path: string,
  route: IndexedRoute | undefined,
  cache: ModuleCache,
): Promise<PageHead> {
  // Loaded on the first client-side navigation only: the first page's head came with its HTML.
  const { notFoundHead, shellRoutes, unavailableHead } = await import('../shell-routes');
  if (!route) return notFoundHead;
  if (route.remote === 'shell') return shellRoutes.find((entry) => entry.path === path)?.head ?? notFoundHead;
  const table = await cache.load(moduleId(route.remote, './routes'));
  if (!table.ok) return unavailableHead;
  const { routes } = (table.module as { default: RoutesModule }).default;
  return routes.find((entry) => entry.path === path)?.head ?? notFoundHead;
}
