/**
 * The shell's pages, each its own chunk: the server renders them (a lazy component each), and the
 * browser fetches a page's chunk only when that page's part wakes (a map facade on /about or
 * /contact), never another page's.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { sharedUntilFailure } from '../app/shared-until-failure';
import type { ShellPageName } from '../page-names';

type PageModule = { default: ComponentType };

/** The chunk each page is built into (the server inlines that chunk's CSS into the page). */
export const pageChunk: Record<ShellPageName, string> = {
  home: 'page-home',
  about: 'page-about',
  contact: 'page-contact',
  privacy: 'page-policy',
  terms: 'page-policy',
};

const loaders: Record<ShellPageName, () => Promise<PageModule>> = {
  home: () => import(/* webpackChunkName: "page-home" */ './HomePage').then((module) => ({ default: module.HomePage })),
  about: () =>
    import(/* webpackChunkName: "page-about" */ './AboutPage').then((module) => ({ default: module.AboutPage })),
  contact: () =>
    import(/* webpackChunkName: "page-contact" */ './ContactPage').then((module) => ({ default: module.ContactPage })),
  privacy: () =>
    import(/* webpackChunkName: "page-policy" */ './PolicyPages').then((module) => ({ default: module.PrivacyPage })),
  terms: () =>
    import(/* webpackChunkName: "page-policy" */ './PolicyPages').then((module) => ({ default: module.TermsPage })),
};

const components = new Map<ShellPageName, LazyExoticComponent<ComponentType>>();

/** Fetch a page's chunk (once; a failed fetch is tried again next time). */
export const loadShellPage = sharedUntilFailure((name: ShellPageName) => loaders[name]());

/** The page as a lazy component. */
export function shellPage(name: ShellPageName): LazyExoticComponent<ComponentType> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadShellPage(name));
    components.set(name, component);
  }
  return component;
}
