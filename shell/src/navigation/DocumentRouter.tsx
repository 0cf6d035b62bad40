import type { ReactNode } from 'react';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * Every link and `navigate()` opens a document: there is no client-side routing (decision PF11).
 * The parts of a page share the router's hooks (`Link`, `useLocation`, `useSearchParams`) with the
 * server's render, so they hydrate the same links; following one loads the next page, which the
 * browser may have prerendered.
 */
export const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** The router of a part's root: this page's location, documents for navigation. */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
