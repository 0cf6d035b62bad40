import { createContext, type ReactNode, useContext } from 'react';
import type { IndexedRoute, NavLists } from '../page-contract/payload';

export interface SiteData {
  routes: Record<string, IndexedRoute>;
  nav: NavLists;
}

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData outside SiteDataProvider');
  return value;
}
