/** The site's permanent redirects: the server answers them with a 301 before anything renders. */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: readonly Redirect[] = [
  { from: '/locksmith-st-louis-mo', to: '/locksmith-downtown-st-louis-mo' },
  { from: '/areas', to: '/#service-areas' },
  { from: '/sitemap', to: '/service-areas' },
];
