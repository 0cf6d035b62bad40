import { defineRemoteConfig } from '@site-kit/build';

export default defineRemoteConfig({
  name: 'mfe_cities',
  exposes: {
    './islands': './src/islands.ts',
    './routes': './src/routes.ts',
    './CityPage': './src/pages/CityPage.tsx',
    './ServiceAreasPage': './src/pages/ServiceAreasPage.tsx',
    './HomeAreas': './src/islands/HomeAreas.tsx',
  },
});
