import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="services/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'services/HomeServices': { module: './HomeServices', hydrate: 'visible' },
  },
};
export default islandsModule;
