import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/preactAliases.ts';
import { storyTestProject } from './.storybook/storyTestProject.ts';

/**
 * `pnpm test:stories:preact`: every story again, drawn by Preact as the web app draws its
 * pages (docs/adr/052), against the same screenshot baselines. A component that behaves
 * differently under the two renderers (a switch that stays on when its parent said no, a
 * dialog that focuses the wrong button) fails here. Its own file and its own dependency
 * cache: scripts/test-all.sh runs it after the React run.
 */
export default defineConfig({
  test: { projects: [storyTestProject({ alias: PREACT_ALIASES, cacheDir: 'node_modules/.cache/storybook-preact' })] },
});
