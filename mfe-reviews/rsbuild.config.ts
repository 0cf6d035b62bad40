import { defineRemoteConfig } from '@site-kit/build';

export default defineRemoteConfig({
  name: 'mfe_reviews',
  exposes: {
    './islands': './src/islands.ts',
    './routes': './src/routes.ts',
    './ReviewsPage': './src/pages/ReviewsPage.tsx',
    './ReviewsWidget': './src/islands/ReviewsWidget.tsx',
    './ReviewsSummary': './src/islands/ReviewsSummary.tsx',
  },
});
