import { business, type RouteEntry, type RoutesModule } from 'site-kit';
import { services } from './data/services';

export const routes: RouteEntry[] = [
  {
    path: '/services',
    module: './ServicesIndexPage',
    head: {
      title: `Locksmith Services in St. Louis | ${business.shortName}`,
      description: 'Automotive, residential and commercial locksmith services across St. Louis, 24/7.',
      keywords: ['locksmith services'],
      jsonLd: [],
    },
    breadcrumb: 'Services',
    sitemap: true,
  },
  ...services.map(
    (service, index): RouteEntry => ({
      path: `/services/${service.slug}`,
      module: './ServicePage',
      props: { slug: service.slug },
      head: {
        title: `${service.title} in St. Louis | ${business.shortName}`,
        description: service.description,
        keywords: [service.title.toLowerCase()],
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: service.title }],
      },
      breadcrumb: service.title,
      sitemap: true,
      nav: { lists: ['services'], label: service.title, order: index },
    }),
  ),
];

const routesModule: RoutesModule = { routes };
export default routesModule;
