import { business, type RouteEntry, type RoutesModule } from 'site-kit';

export const routes: RouteEntry[] = [
  {
    path: '/reviews',
    module: './ReviewsPage',
    head: {
      title: `Customer Reviews | ${business.shortName}`,
      description: 'What St. Louis customers say about our locksmiths.',
      keywords: ['locksmith reviews'],
      jsonLd: [],
    },
    breadcrumb: 'Reviews',
    sitemap: true,
  },
];

const routesModule: RoutesModule = { routes };
export default routesModule;
