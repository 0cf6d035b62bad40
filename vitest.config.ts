import { defineConfig } from 'vitest/config';

/** Unit and integration tests live beside the code in every package; Playwright owns tests/. */
export default defineConfig({
  test: {
    include: ['{site-kit/*,shell,mfe-*,form-api,bench}/{src,server,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
