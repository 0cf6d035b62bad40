import { defineRemoteConfig } from 'site-kit/build';

export default defineRemoteConfig({
  name: 'mfe_services',
  exposes: {
    './routes': './src/routes.ts',
    './ServicePage': './src/pages/ServicePage.tsx',
  },
});
