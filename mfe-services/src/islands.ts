import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="services/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    // Links only: it hydrates if the visitor reaches into it, never merely because it scrolled by.
    'services/HomeServices': { module: './HomeServices', hydrate: 'interaction' },
  },
};
export default islandsModule;
