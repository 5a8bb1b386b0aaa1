import { expect, test, type Page } from '@playwright/test';
import { zoomToRegion } from './support/map.ts';

/**
 * The web app and its map run under the Content-Security-Policy the server sends
 * (apps/api/src/http/security-headers.ts): the browser reports no violation while a
 * visitor opens the map, a track and the sign-in page, and no other site can frame it.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleReports];
}

test.describe('the content security policy', () => {
  test('is sent with the page, and nothing on the tracks page with the map open breaks it', async ({ page, isMobile }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/tracks');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');

    if (isMobile) await page.getByRole('button', { name: 'View map' }).click();
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await zoomToRegion(map, 'Otago');
    expect(await violations()).toEqual([]);
  });

  test('nothing on a track page with its map, or on the sign-in form, breaks it', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/tracks/routeburn-track/map');
    const trackMap = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(trackMap).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect.poll(async () => Number(await trackMap.getAttribute('data-lines')), { timeout: 40_000 }).toBeGreaterThan(0);
    await page.goto('/tracks/routeburn-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routeburn Track');
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('another site cannot frame the app', async ({ page, baseURL }) => {
    await page.setContent(`<iframe id="app" src="${baseURL}/tracks" width="600" height="400"></iframe>`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // A refused frame shows the browser's error page, never the app's document.
    await expect.poll(() => frame?.url() ?? '', { timeout: 10_000 }).toMatch(/^chrome-error:/);
    expect(await frame?.evaluate(() => document.querySelector('#root') !== null)).toBe(false);
  });
});
