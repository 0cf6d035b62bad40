import type { PublicConfig } from 'site-kit';
import { FederationProvider } from '../federation/FederationContext';
import { IslandWaker } from '../federation/IslandWaker';
import type { ModuleCache } from '../federation/module-cache';
import { Frame } from '../frame/Frame';
import { InternalLinks } from '../frame/InternalLinks';
import { HeadSync } from '../head/HeadSync';
import { HydrationMarker } from './HydrationMarker';
import type { SsrPayload } from './payload';
import { SiteDataProvider } from './SiteData';
import { SiteRoutes } from './SiteRoutes';

export interface AppProps {
  payload: Pick<SsrPayload, 'config' | 'routes' | 'nav' | 'submission'>;
  cache: ModuleCache;
  /** Browser: the first render hydrates the server HTML (islands then load as they near the viewport). */
  hydrating?: boolean;
}

/** The whole site inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ payload, cache, hydrating = false }: AppProps) {
  const config: PublicConfig = payload.config;
  return (
    <FederationProvider cache={cache} config={config} submission={payload.submission} hydrating={hydrating}>
      <SiteDataProvider value={{ routes: payload.routes, nav: payload.nav }}>
        <HeadSync />
        <HydrationMarker />
        <InternalLinks />
        <IslandWaker />
        <Frame>
          <SiteRoutes />
        </Frame>
      </SiteDataProvider>
    </FederationProvider>
  );
}
