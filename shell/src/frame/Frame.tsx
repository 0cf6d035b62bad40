import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { IndexedRoute } from '../app/payload';
import { useSiteData } from '../app/SiteData';
import { DeferredRegion } from '../federation/DeferredRegion';
import { moduleId } from '../federation/federated-modules';
import { IslandBox } from '../federation/IslandBox';
import { type PartDescription, SHELL_PAGE_PREFIX } from '../parts/part-box';
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
 * Banner, header, main and footer around every page. The banner and header are server HTML that
 * never hydrates (their menus need no script); <main> is the page's box; the footer is a region of
 * its own (its map and reviews).
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
      <DeferredRegion name="footer">
        <Footer />
      </DeferredRegion>
      <MobileMenu />
    </>
  );
}
