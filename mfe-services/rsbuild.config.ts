import { defineRemoteConfig } from '@site-kit/build';

export default defineRemoteConfig({
  name: 'mfe_services',
  exposes: {
    './islands': './src/islands.ts',
    './routes': './src/routes.ts',
    './ServicesIndexPage': './src/pages/ServicesIndexPage.tsx',
    './ServicePage': './src/pages/ServicePage.tsx',
    './HomeServices': './src/islands/HomeServices.tsx',
  },
});
