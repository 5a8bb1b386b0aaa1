import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { storyTestsUnderCsp } from './.storybook/csp.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Rules, stores, contracts and API routes (on a real PGlite database).
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite boots a WASM Postgres per file; two cores cannot run many at once.
          maxWorkers: 2,
        },
      },
      {
        // Every story of packages/ui is a browser test: render, play, axe, screenshot.
        // …under the web app's Content-Security-Policy.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), storyTestsUnderCsp()],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
