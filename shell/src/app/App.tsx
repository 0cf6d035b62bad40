import type { PublicConfig } from '@site-kit/contract';
import { FederationProvider } from '../federation/FederationContext';
import type { FederatedModules } from '../federation/federated-modules';
import { IslandWaker } from '../federation/IslandWaker';
import { Frame } from '../frame/Frame';
import { InternalLinks } from '../frame/InternalLinks';
import { HeadSync } from '../head/HeadSync';
import { HydrationMarker } from './HydrationMarker';
import type { SsrPayload } from './payload';
import { SiteDataProvider } from './SiteData';
import { SiteRoutes } from './SiteRoutes';

export interface AppProps {
  payload: Pick<SsrPayload, 'config' | 'routes' | 'nav' | 'islands' | 'submission'>;
  modules: FederatedModules;
  /** Server check: render only the route's page, with no boundary to absorb an error it throws. */
  pageOnly?: boolean;
}

/** The whole site inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ payload, modules, pageOnly = false }: AppProps) {
  const config: PublicConfig = payload.config;
  return (
    <FederationProvider modules={modules} islands={payload.islands} config={config} submission={payload.submission}>
      <SiteDataProvider value={{ routes: payload.routes, nav: payload.nav }}>
        {pageOnly ? <SiteRoutes bare /> : <Site />}
      </SiteDataProvider>
    </FederationProvider>
  );
}

function Site() {
  return (
    <>
      <HeadSync />
      <HydrationMarker />
      <InternalLinks />
      <IslandWaker />
      <Frame>
        <SiteRoutes />
      </Frame>
    </>
  );
}
