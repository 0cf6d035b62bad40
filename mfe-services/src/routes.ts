import { business } from '@site-kit/brand';
import type { RouteEntry, RoutesModule, SiteContext } from '@site-kit/contract';
import { SERVICES_INDEX_PATH, servicePath, services } from './content/services';
import { serviceCategories } from './content/types';
import { serviceJsonLd, servicesListJsonLd } from './seo';

const withBrand = (title: string): string => `${title} | ${business.shortName}`;

const servicesIndexRoute = (site: SiteContext): RouteEntry => ({
  path: SERVICES_INDEX_PATH,
  module: './ServicesIndexPage',
  // The page filters by ?category= (ServicesIndexPage): the shell keys its HTML on these values.
  query: { category: serviceCategories.map((category) => category.id) },
  head: {
    title: withBrand('Locksmith Services in St. Louis'),
    description:
      'All our St. Louis locksmith services: car and house lockouts, key fobs, key copies, rekeying, lock and smart lock installs, safes and ignitions. 24/7.',
    keywords: [
      'locksmith services St. Louis',
      'emergency locksmith',
      'residential locksmith',
      'commercial locksmith',
      'automotive locksmith',
    ],
    jsonLd: [servicesListJsonLd(site)],
  },
  breadcrumb: 'Services',
  sitemap: true,
  // The header's Services menu: the shell opens this section's `services` list under it.
  nav: { lists: ['primary'], label: 'Services', order: 20 },
});

const serviceRoutes = (site: SiteContext): RouteEntry[] =>
  services.map((service, index) => ({
    path: servicePath(service.slug),
    module: './ServicePage',
    props: { slug: service.slug },
    head: {
      title: withBrand(service.meta.title),
      description: service.meta.description,
      keywords: service.meta.keywords,
      jsonLd: [serviceJsonLd(service, site)],
    },
    breadcrumb: service.title,
    sitemap: true,
    nav: { lists: ['services'], label: service.title, order: index + 1 },
  }));

/** The services team's route table: /services and one page per service. */
export const routes = (site: SiteContext): RouteEntry[] => [servicesIndexRoute(site), ...serviceRoutes(site)];

const routesModule: RoutesModule = { routes };
export default routesModule;
