import type { ReactNode } from 'react';
import { DeferredRegion } from '../federation/DeferredRegion';
import { Footer } from './Footer';
import styles from './Frame.module.css';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import { TopBanner } from './TopBanner';

/** Banner, header, main and footer around every page. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollManager />
      <div className={styles.top}>
        <TopBanner />
        <Header />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <DeferredRegion name="footer">
        <Footer />
      </DeferredRegion>
    </>
  );
}
