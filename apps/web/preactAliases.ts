/**
 * The web app is drawn by Preact through its React compatibility layer, not by React DOM
 * (docs/adr/052): about 50 KiB less JavaScript on every first load. The source, the ui
 * package and every library keep importing `react`; these aliases hand them
 * `preact/compat`. The names stay bare, so pnpm finds preact from any package (it is a
 * dependency of the workspace root as well as of the web app); absolute paths here break
 * Vite's dependency pre-bundling in development.
 *
 * `react-dom/test-utils` serves the story tests on Preact (vitest.stories-preact.config.ts):
 * Storybook's renderer takes `act` from it.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
