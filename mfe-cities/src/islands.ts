import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="cities/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    // Links and a map facade: its code loads when the visitor reaches for the map, not on scroll.
    'cities/HomeAreas': { module: './HomeAreas', hydrate: 'interaction' },
  },
};
export default islandsModule;
