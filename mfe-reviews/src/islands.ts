import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="reviews/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'reviews/ReviewsWidget': { module: './ReviewsWidget', hydrate: 'visible' },
    // The footer's summary when no widget is configured: every page carries its styles alone.
    'reviews/ReviewsSummary': { module: './ReviewsSummary', hydrate: 'visible' },
  },
};
export default islandsModule;
