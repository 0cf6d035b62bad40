import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteData } from '../app/SiteData';
import { useFederation } from '../federation/FederationContext';
import { applyHead, buildHead } from './head-tags';
import { resolveRouteHead } from './route-head';
import { siteJsonLd } from './site-jsonld';

/** After a client-side navigation, give the document the new route's head (the server did the first). */
export function HeadSync() {
  const { pathname } = useLocation();
  const { routes, nav } = useSiteData();
  const { modules, host } = useFederation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    const route = routes[pathname];
    void resolveRouteHead(host.config, pathname, route, modules).then((head) => {
      if (!current) return;
      const { siteUrl } = host.config;
      applyHead(
        buildHead(head, {
          siteUrl,
          path: pathname,
          siteJsonLd: siteJsonLd(siteUrl, pathname, head, routes, nav['areas-primary']),
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [pathname, routes, nav, modules, host]);

  return null;
}
