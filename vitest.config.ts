import { defineConfig } from 'vitest/config';
import { storyTestProject } from './.storybook/storyTestProject.ts';

const API_TESTS = 'apps/api/src/**/*.test.ts';

/**
 * The API tests whose answer can differ by database engine: opening, migrating and
 * importing into PGlite, the product starting on its embedded database, readiness, query
 * plans, and search (pg_trgm, ranking). CI runs the whole API suite once on PostgreSQL
 * (a template clone per file costs milliseconds, a PGlite boot about 2 s of CPU) and
 * these on PGlite as well; the e2e journeys run the built product on PGlite end to end.
 */
const ENGINE_TESTS = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/import/**/*.test.ts',
  'apps/api/src/start*.test.ts',
  'apps/api/src/routes/health/*.test.ts',
  'apps/api/src/routes/map/map.plan.test.ts',
  'apps/api/src/routes/search/*.test.ts',
];

const nodeProject = (name: string, include: string[]) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    env: { TZ: 'UTC' },
    // The limits catch a hang, not a slow machine: on CI's 2 cores beside the e2e lane a
    // matrix's setup (a server, its accounts and files) took past 120 s.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // PGlite boots a WASM Postgres per file; two cores cannot run many at once.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      // Rules, stores, contracts, the web app's and the build's own code: no database.
      nodeProject('rules', ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/*/build/**/*.test.ts', 'apps/mobile/*.test.ts', 'scripts/**/*.test.ts']),
      // Every API test, on a real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
      nodeProject('api', [API_TESTS]),
      // The API tests that differ by engine (above), for the PGlite pass beside a PostgreSQL run.
      nodeProject('api-engine', ENGINE_TESTS),
      // Every story of packages/ui is a browser test on React: render, play, axe, screenshot.
      storyTestProject(),
    ],
  },
});
