import { defineConfig } from 'vitest/config';
import { storyTestProject } from './.storybook/storyTestProject.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Rules, stores, contracts and API routes (on a real PGlite database).
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite boots a WASM Postgres per file; two cores cannot run many at once.
          maxWorkers: 2,
        },
      },
      // Every story of packages/ui is a browser test on React: render, play, axe, screenshot.
      storyTestProject(),
    ],
  },
});
