import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="reviews/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'reviews/ReviewsWidget': { module: './ReviewsWidget', hydrate: 'visible' },
    // The footer's summary when no widget is configured: every page carries its styles alone. A
    // rating and a plain link need no code: it wakes only if pointed at, so reading a page down to
    // its footer no longer fetches React and this remote for it.
    'reviews/ReviewsSummary': { module: './ReviewsSummary', hydrate: 'interaction' },
  },
};
export default islandsModule;
