/**
 * The shell's own page names and the site's redirects (in the browser bundle: the router needs
 * them). The shell pages' search metadata lives in shell-routes.ts, which the browser loads only
 * when a client-side navigation needs a head.
 */
export type ShellPageName = 'home' | 'about' | 'contact' | 'privacy' | 'terms';

export interface Redirect {
  from: string;
  to: string;
}

/** Permanent redirects (301 on the server, history replaced in the browser). */
export const redirects: readonly Redirect[] = [
  { from: '/locksmith-st-louis-mo', to: '/locksmith-downtown-st-louis-mo' },
  { from: '/areas', to: '/#service-areas' },
  { from: '/sitemap', to: '/service-areas' },
];
