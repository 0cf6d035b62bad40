import { moduleId } from '@site-kit/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteData } from '../app/SiteData';
import { IslandBox } from '../federation/IslandBox';
import { type PartDescription, SHELL_PAGE_PREFIX } from '../page-contract/part-box';
import type { IndexedRoute } from '../page-contract/payload';
import { Footer } from './Footer';
import styles from './Frame.module.css';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { TopBanner } from './TopBanner';

/** The page as a part: it hydrates alone, when a button in it that needs its script is about to be used. */
export function pagePart(route: IndexedRoute): PartDescription {
  const module =
    route.remote === 'shell' ? `${SHELL_PAGE_PREFIX}${route.module}` : moduleId(route.remote, route.module);
  return { kind: 'page', label: module, module, hydrate: 'interaction', props: {} };
}

/**
 * Banner, header, main and footer around every page: server HTML that never hydrates (the menus
 * need no script), except <main>, the page's box, and the footer's parts (its map, its reviews).
 */
export function Frame({ children }: { children: ReactNode }) {
  const { routes } = useSiteData();
  const route = routes[useLocation().pathname];
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={styles.top}>
        <TopBanner />
        <Header />
      </div>
      {route ? (
        <IslandBox as="main" part={pagePart(route)} id="main" className={styles.main} tabIndex={-1} fallback={null}>
          {children}
        </IslandBox>
      ) : (
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      )}
      <Footer />
      <MobileMenu />
    </>
  );
}
