import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const port = Number(process.env.UI_EXAMPLE_PORT ?? 4175);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The example site, built against the packed @planmywalk/ui tarball
 * (scripts/test-ui-package.sh installs and builds it first), served by `vite preview`
 * and checked in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'test',
  timeout: 30_000,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../../test-results/ui-consumer',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npm run preview -- --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
