import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { storyTestsUnderCsp } from './csp.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Storybook's plugin keeps the prebundled dependencies in one folder per Storybook
 * configuration; a run on another renderer gets its own, so neither run rebuilds the
 * other's (or breaks it, when both run at once). A plugin after Storybook's, so its
 * `cacheDir` wins.
 */
function ownDependencyCache(cacheDir: string): Plugin {
  return { name: 'planmywalk:story-dependency-cache', config: () => ({ cacheDir }) };
}

/**
 * Every story of packages/ui as a browser test: render, play, axe, screenshot, under the
 * web app's Content-Security-Policy. `renderer` swaps React for another through aliases:
 * the same stories run on React (the ui package's peer) and on Preact (what the web app
 * ships, docs/adr/052). The project keeps the name `storybook` in both runs, so both
 * compare against the one set of screenshot baselines.
 */
export function storyTestProject(renderer?: { alias: Alias[]; cacheDir: string }): TestProjectInlineConfiguration {
  return {
    resolve: { alias: renderer?.alias ?? [] },
    plugins: [storybookTest({ configDir }), storyTestsUnderCsp(), ...(renderer ? [ownDependencyCache(renderer.cacheDir)] : [])],
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
