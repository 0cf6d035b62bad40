import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="reviews/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'reviews/ReviewsWidget': { module: './ReviewsWidget', hydrate: 'visible' },
  },
};
export default islandsModule;
