import type { FormSubmissionState, PublicConfig } from '@site-kit/contract';
import { useLocation } from 'react-router-dom';
import type { IslandIndex } from '../federation/context';
import { FederationProvider } from '../federation/FederationContext';
import type { FederatedModules } from '../federation/federated-modules';
import { Frame } from '../frame/Frame';
import type { IndexedRoute, NavLists } from '../page-contract/payload';
import { SiteDataProvider } from './SiteData';
import { SiteRoutes } from './SiteRoutes';

export interface AppProps {
  /** What the server renders the site from: the route index, the frame's lists, every island's table. */
  payload: {
    config: PublicConfig;
    routes: Record<string, IndexedRoute>;
    nav: NavLists;
    islands: IslandIndex;
    submission: FormSubmissionState | null;
  };
  modules: FederatedModules;
  /** Server check: render only the route's page, with no boundary to absorb an error it throws. */
  pageOnly?: boolean;
}

/**
 * The whole site inside a StaticRouter: the server's render of a page. In the browser each part of
 * it hydrates alone (bootstrap.tsx).
 */
export function App({ payload, modules, pageOnly = false }: AppProps) {
  const { pathname } = useLocation();
  return (
    <FederationProvider
      modules={modules}
      islands={payload.islands}
      config={payload.config}
      path={pathname}
      submission={payload.submission}
    >
      <SiteDataProvider value={{ routes: payload.routes, nav: payload.nav }}>
        {pageOnly ? (
          <SiteRoutes />
        ) : (
          <Frame>
            <SiteRoutes />
          </Frame>
        )}
      </SiteDataProvider>
    </FederationProvider>
  );
}
