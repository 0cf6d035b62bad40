import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="reviews/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'reviews/ReviewsWidget': { module: './ReviewsWidget', hydrate: 'visible' },
    // The footer's summary or widget, with only the styles it needs (every page carries them).
    'reviews/FooterReviews': { module: './FooterReviews', hydrate: 'visible' },
  },
};
export default islandsModule;
