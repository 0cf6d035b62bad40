import type { RouteEntry, RoutesModule } from 'site-kit';

export const routes: RouteEntry[] = [
  {
    path: '/services/car-lockout',
    module: './ServicePage',
    props: { slug: 'car-lockout' },
    head: {
      title: 'Car Lockout Service in St. Louis | 15-Minute Response',
      description: 'Locked out of your car in St. Louis? A mobile locksmith arrives in about 15 minutes and opens any vehicle without damage, 24/7.',
      keywords: ['car lockout', 'locked keys in car', 'St. Louis locksmith'],
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: 'Car Lockout' }],
    },
    breadcrumb: 'Car Lockout',
    sitemap: true,
    nav: { lists: ['services'], label: 'Car Lockout', order: 1 },
  },
];

const routesModule: RoutesModule = { routes };
export default routesModule;
