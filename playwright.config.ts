import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// One throw-away DATA_DIR per run; set in the environment so workers see the same one.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'planmywalk-e2e-'));

/**
 * End-to-end journeys against the real product: the built web app served by the API
 * on a fresh embedded database, seeded on start, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  // A journey takes 10–60 s on a quiet machine. CI runs it on 2 cores beside the other
  // lane, where one took 70 s (axe alone 8 s) and a click waited 47 s for the page to be
  // still: the limits catch a hang, not a slow machine.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The API bundle is rebuilt (under a second) so a run never tests stale server code;
    // the web app is built by `pnpm build` beforehand. Before the server starts, the
    // fresh database gets the administrator the review journey needs: registered by
    // e2e-seed.ts, made an administrator by the real `pnpm admin:grant`.
    command: `pnpm --filter @planmywalk/api build && pnpm --filter @planmywalk/api exec tsx src/testing/e2e-seed.ts && pnpm admin:grant ${E2E_ADMIN.email} && pnpm start`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      // Every journey logs in from 127.0.0.1 on two viewports within a minute; the
      // per-IP limit itself is tested in the API suite.
      RATE_LIMIT_PER_IP: '500',
      // CI runs the journeys on 2 cores beside its other lane, where the server's event
      // loop falls behind and load shedding (ADR 060) answered a journey's reads 503;
      // shedding is tested on its own in the API suite (http/load-shedding.test.ts).
      SHED_LOAD: 'false',
      E2E_ADMIN_EMAIL: E2E_ADMIN.email,
      E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
      // Alerts and forecasts from the project's sample fixtures, moved to today and
      // labelled 'Sample data': the journeys never reach a real provider.
      FEEDS: 'sample',
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
