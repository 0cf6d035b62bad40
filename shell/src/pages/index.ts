/**
 * The shell's pages, each its own chunk: a visitor downloads the page they are on, not the policy
 * texts of the others. The server loads them all at start; the browser loads the current one before
 * hydrating and the others on navigation.
 */
import type { ComponentType } from 'react';
import { ModuleCache } from '../federation/module-cache';
import type { ShellPageName } from '../routes';

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

const pages = new ModuleCache((name) => loaders[name as ShellPageName]());

/** The page's module (a result React's use() reads synchronously once it has loaded). */
export const loadShellPage = (name: ShellPageName) => pages.load(name);

export const preloadShellPages = () => Promise.all((Object.keys(loaders) as ShellPageName[]).map(loadShellPage));
