import { type ComponentType, Suspense, use } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FederatedPage } from '../federation/FederatedPage';
import { loadShellPage } from '../pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { redirects, type ShellPageName } from '../routes';
import type { IndexedRoute } from './payload';
import { useSiteData } from './SiteData';

/** The router, built at run time from the shell's pages and every page remote's route table. */
export function SiteRoutes() {
  const { routes } = useSiteData();
  return (
    <Routes>
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {Object.entries(routes).map(([path, route]) => (
        <Route key={path} path={path} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ShellPage({ name }: { name: ShellPageName }) {
  const page = use(loadShellPage(name));
  if (!page.ok) return <RemoteUnavailable />;
  const Page = (page.module as { default: ComponentType }).default;
  return <Page />;
}

function RouteElement({ route }: { route: IndexedRoute }) {
  if (route.remote === 'shell') return <ShellPage name={route.module as ShellPageName} />;
  // While a remote page loads during a client-side navigation the router keeps the old page on
  // screen (the navigation is a transition), so this boundary's fallback is never seen there.
  return (
    <Suspense fallback={null}>
      <FederatedPage remote={route.remote} module={route.module} props={route.props} />
    </Suspense>
  );
}
