import { business, claims } from '@site-kit/brand';
import type { RouteEntry, RoutesModule } from '@site-kit/contract';

/** The reviews team's route table: /reviews. */
export const routes = (): RouteEntry[] => [
  {
    path: '/reviews',
    module: './ReviewsPage',
    head: {
      title: `Customer Reviews | ${claims.verifiedFiveStarReviews}+ Five-Star Reviews | ${business.shortName}`,
      description: `Read what St. Louis drivers, homeowners and businesses say about ${business.name}: ${claims.verifiedFiveStarReviews}+ verified five-star reviews on Google, Yelp and Facebook.`,
      keywords: [
        'locksmith reviews St. Louis',
        `${business.shortName} reviews`,
        'best locksmith St. Louis',
        'locksmith testimonials',
        'trusted locksmith near me',
      ],
      // No Review or AggregateRating markup: Google treats reviews a business shows about itself
      // on its own site as self-serving and ignores them (decision R4, docs/decisions.md). The shell adds the
      // Organization and breadcrumb records.
      jsonLd: [],
    },
    breadcrumb: 'Reviews',
    sitemap: true,
    nav: { lists: ['primary'], label: 'Reviews', order: 40 },
  },
];

const routesModule: RoutesModule = { routes };
export default routesModule;
