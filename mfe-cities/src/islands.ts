import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="cities/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'cities/HomeAreas': { module: './HomeAreas', hydrate: 'visible' },
  },
};
export default islandsModule;
