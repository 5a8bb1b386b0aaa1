import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { storyTestsUnderCsp } from './csp.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story of packages/ui as a browser test: render, play, axe, screenshot, under the
 * web app's Content-Security-Policy, drawn by React DOM (the ui package's peer).
 */
export function storyTestProject(): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir }), storyTestsUnderCsp()],
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
  };
}
