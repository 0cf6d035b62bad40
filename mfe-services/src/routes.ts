import { business } from '@site-kit/brand';
import type { RouteEntry, RoutesModule } from '@site-kit/contract';
import { servicePath, services } from './content/services';
import { serviceJsonLd, servicesListJsonLd } from './seo';

const withBrand = (title: string): string => `${title} | ${business.shortName}`;

export const servicesIndexRoute: RouteEntry = {
  path: '/services',
  module: './ServicesIndexPage',
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
    jsonLd: [servicesListJsonLd()],
  },
  breadcrumb: 'Services',
  sitemap: true,
};

export const serviceRoutes: RouteEntry[] = services.map((service, index) => ({
  path: servicePath(service.slug),
  module: './ServicePage',
  props: { slug: service.slug },
  head: {
    title: withBrand(service.meta.title),
    description: service.meta.description,
    keywords: service.meta.keywords,
    jsonLd: [serviceJsonLd(service)],
  },
  breadcrumb: service.title,
  sitemap: true,
  nav: { lists: ['services'], label: service.title, order: index + 1 },
}));

export const routes: RouteEntry[] = [servicesIndexRoute, ...serviceRoutes];

const routesModule: RoutesModule = { routes };
export default routesModule;
