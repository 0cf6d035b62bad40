/** The head of any path: the shell's own routes, a remote's route table, or the 404 head. */
import { type PageHead, ROUTES_MODULE, type RoutesModule, type SiteContext } from '@site-kit/contract';
import type { IndexedRoute } from '../app/payload';
import { type FederatedModules, moduleId } from '../federation/federated-modules';

export async function resolveRouteHead(
  site: SiteContext,
  path: string,
  route: IndexedRoute | undefined,
  modules: FederatedModules,
): Promise<PageHead> {
  // Loaded on the first client-side navigation only: the first page's head came with its HTML.
  const { notFoundHead, shellRoutes, unavailableHead } = await import('../shell-routes');
  if (!route) return notFoundHead;
  if (route.remote === 'shell') return shellRoutes(site).find((entry) => entry.path === path)?.head ?? notFoundHead;
  try {
    const table = (await modules.load(moduleId(route.remote, ROUTES_MODULE))) as { default: RoutesModule };
    return table.default.routes(site).find((entry) => entry.path === path)?.head ?? notFoundHead;
  } catch {
    return unavailableHead;
  }
}
