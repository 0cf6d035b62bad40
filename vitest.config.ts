import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const packages = '{site-kit/*,shell,mfe-*,form-api,bench}/{src,server,test}';

/**
 * Unit and integration tests live beside the code in every package; Playwright owns tests/.
 * Component tests (`*.test.tsx`) run in happy-dom for Testing Library; everything else (servers,
 * builders, the federation layer) stays in node.
 */
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every core: vitest's default keeps one back for itself, which on CI's two cores is one test
    // file at a time (the whole run measured 66.5 s → 38.2 s with two; decision P52).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'node', include: [`${packages}/**/*.test.ts`, 'docs/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // globals: Testing Library unmounts what a test rendered in a global afterEach.
        test: { name: 'dom', include: [`${packages}/**/*.test.tsx`], environment: 'happy-dom', globals: true },
      },
    ],
  },
});
