import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FederatedPage } from '../federation/FederatedPage';
import { shellPage } from '../pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { redirects, type ShellPageName } from '../routes';
import type { IndexedRoute } from './payload';
import { useSiteData } from './SiteData';

/** The router, built at run time from the shell's pages and every page remote's route table. */
export function SiteRoutes({ bare = false }: { bare?: boolean }) {
  const { routes } = useSiteData();
  return (
    <Routes>
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {Object.entries(routes).map(([path, route]) => (
        <Route key={path} path={path} element={<RouteElement route={route} bare={bare} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** A shell page (its own chunk); one whose chunk cannot be fetched shows the unavailable page. */
function ShellPage({ name }: { name: ShellPageName }) {
  const Page = shellPage(name);
  return (
    <ErrorBoundary fallback={<RemoteUnavailable />}>
      <Page />
    </ErrorBoundary>
  );
}

function RouteElement({ route, bare }: { route: IndexedRoute; bare: boolean }) {
  if (route.remote === 'shell') return <ShellPage name={route.module as ShellPageName} />;
  const page = <FederatedPage remote={route.remote} module={route.module} props={route.props} />;
  if (bare) return page;
  // In the browser the fallback is never seen: a navigation is a transition, so the router keeps
  // the old page on screen while a remote page loads.
  return <Suspense fallback={null}>{page}</Suspense>;
}
