// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The one-way dependency rule of docs/ARCHITECTURE.md:
 *   ui ← web → domain → contracts ← api
 * Each layer lists what it must never import; lint fails on a crossing.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: forbidden, message }] },
    ],
  },
});

// Package names and relative escapes into another package's source.
/**
 * A route handler validates, authenticates, calls a query (reads) or a command (writes)
 * and presents the answer: it runs no SQL itself (docs/ARCHITECTURE.md, "the shape of a
 * request"). Proven by scripts/eslint-routes.test.ts.
 */
const SQL_IN_ROUTES = 'Route handlers run no SQL: put reads in a *.queries.ts and writes in a command (apps/api/src/commands/).';
const noSqlInRoutes = {
  files: ['apps/api/src/routes/**/*.routes.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...['query', 'exec', 'transaction'].map((method) => ({
        selector: `CallExpression[callee.property.name='${method}']`,
        message: SQL_IN_ROUTES,
      })),
      // SQL text itself, as the codebase writes it (upper-case keywords), not prose.
      ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
        selector: `${node}=/^\\s*(SELECT\\s[\\s\\S]*\\sFROM|INSERT\\s+INTO|UPDATE\\s+\\S+\\s+SET|DELETE\\s+FROM|WITH\\s+\\w+\\s+AS)\\s/]`,
        message: SQL_IN_ROUTES,
      })),
    ],
  },
};

const SRC = (name) => `**/${name}/src/**`;
const OUR_PACKAGES = ['@planmywalk/*', ...['ui', 'domain', 'contracts', 'web', 'api'].map(SRC)];

/**
 * Inside apps/api the layers run one way too (docs/ARCHITECTURE.md):
 *   routes → commands → model (read models, row types, rules: plans/, custom-tracks/,
 *   locations/, files/, email/ …) → db, lib
 * Nothing but the composition root (server.ts, accounts.ts), the process's entry points,
 * the benchmarks and the tests imports routes/; the model never imports commands/.
 * ESLint keeps one `no-restricted-imports` per file, so each inner layer restates the
 * package rule beside its own. Proven by scripts/eslint-layers.test.ts.
 */
const API_PACKAGES = {
  group: ['@planmywalk/ui', '@planmywalk/domain', '@planmywalk/web', SRC('ui'), SRC('domain'), SRC('web'), 'react', 'react-dom', 'mobx'],
  message: 'apps/api imports only @planmywalk/contracts of ours.',
};
const API_ROUTES = {
  group: ['**/routes/**'],
  message: 'Only the composition root (server.ts, accounts.ts) imports routes/: put what else needs it in the model (plans/, custom-tracks/, locations/, files/ …).',
};
const API_COMMANDS = {
  group: ['**/commands/**'],
  message: 'The model (read models, row types, rules) never imports a command: move the shared type or rule into the model.',
};
const API_MODEL = ['plans', 'custom-tracks', 'locations', 'files', 'email', 'db', 'lib', 'config', 'routing', 'gpx'];
const apiInnerLayers = [
  {
    files: ['apps/api/src/**'],
    ignores: [
      'apps/api/src/routes/**',
      'apps/api/src/server.ts',
      'apps/api/src/accounts.ts',
      'apps/api/src/main.ts',
      'apps/api/src/start.ts',
      'apps/api/src/testing/**',
      'apps/api/src/bench/**',
      'apps/api/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_PACKAGES, API_ROUTES] }] },
  },
  {
    files: API_MODEL.map((folder) => `apps/api/src/${folder}/**`),
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_PACKAGES, API_ROUTES, API_COMMANDS] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      // The ui package's declarations on their way to dist/ and the API report.
      'packages/ui/build/**',
      'storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/__screenshots__/**',
      // The native projects: `cap sync` copies the built web app into them.
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  layer(
    ['packages/ui/**'],
    [...OUR_PACKAGES, 'mobx', 'mobx-react-lite', 'react-router', 'react-router-dom'],
    'packages/ui holds pure components: no stores, no router, nothing of ours (docs/ARCHITECTURE.md).',
  ),
  layer(
    ['packages/contracts/**'],
    [...OUR_PACKAGES, 'react', 'react-dom', 'mobx', 'fastify', 'pg', '@electric-sql/*'],
    'packages/contracts is the wire contract only: it imports nothing of ours.',
  ),
  layer(
    ['packages/domain/**'],
    ['@planmywalk/ui', '@planmywalk/web', '@planmywalk/api', SRC('ui'), SRC('web'), SRC('api'), 'react', 'react-dom', 'styled-components', 'react-router', 'fastify'],
    'packages/domain holds stores and rules: it imports only @planmywalk/contracts.',
  ),
  layer(['apps/api/**'], API_PACKAGES.group, API_PACKAGES.message),
  ...apiInnerLayers,
  noSqlInRoutes,
  layer(
    ['apps/web/**'],
    ['@planmywalk/api', SRC('api'), 'fastify', 'pg', '@electric-sql/*'],
    'apps/web never reaches into the server; it speaks api/v1 through the contracts client.',
  ),
);
