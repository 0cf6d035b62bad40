import { Route, Routes } from 'react-router-dom';
import { FederatedPage } from '../federation/FederatedPage';
import type { IndexedRoute } from '../page-contract/payload';
import type { ShellPageName } from '../page-names';
import { shellPage } from '../pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSiteData } from './SiteData';

/**
 * The server's router, built from the shell's pages and every page remote's route table. (Redirects
 * never get here: the server answers them with a 301.)
 */
export function SiteRoutes() {
  const { routes } = useSiteData();
  return (
    <Routes>
      {Object.entries(routes).map(([path, route]) => (
        <Route key={path} path={path} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function RouteElement({ route }: { route: IndexedRoute }) {
  if (route.remote === 'shell') {
    const Page = shellPage(route.module as ShellPageName);
    return <Page />;
  }
  return <FederatedPage remote={route.remote} module={route.module} props={route.props} />;
}
