import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { logIn, newWalker, WALKER_PASSWORD } from './support/accounts.ts';

/**
 * On the track without a signal (issue 14): the app installs, and once a walker has opened
 * their trip online, the plan, its gear list and its alerts and forecast (with their age)
 * show offline after a reload; a gear tick made offline reaches the server once the
 * network is back. The service worker must control the page before the network goes.
 */

const region = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(`^${category}`) });
const tick = (page: Page, category: string, item: string) => region(page, category).getByRole('checkbox', { name: `Packed: ${item}`, exact: true });

/** The first visit installs the service worker; it takes control of the page at once (clientsClaim). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * How many pixels of the map show the track line (the focus line's orange) and the land
 * (the offline base map's fill), read from a screenshot: WebGL's own buffer cannot be read back.
 */
async function drawnOn(page: Page, map: Locator): Promise<{ line: number; land: number }> {
  const shot = (await map.screenshot()).toString('base64');
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return { line: 0, land: 0 };
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const near = (i: number, [r, g, b]: [number, number, number]) => Math.abs(data[i]! - r) < 24 && Math.abs(data[i + 1]! - g) < 24 && Math.abs(data[i + 2]! - b) < 24;
    let line = 0;
    let land = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (near(i, [0xb5, 0x47, 0x08])) line++;
      else if (near(i, [0xf5, 0xf0, 0xe4])) land++;
    }
    return { line, land };
  }, shot);
}

async function session(page: Page): Promise<{ planId: string; token: string }> {
  return page.evaluate(() => ({
    planId: (JSON.parse(window.localStorage.getItem('pmw.plan') ?? '{}') as { saved?: { id?: string } }).saved?.id ?? '',
    token: (JSON.parse(window.localStorage.getItem('pmw.session') ?? '{}') as { token?: { access_token?: string } }).token?.access_token ?? '',
  }));
}

test('installability: the manifest and service worker pass the checks Lighthouse’s installable audit used', async ({ browserName, baseURL }) => {
  test.skip(browserName !== 'chromium', 'the installability check is Chromium’s (CDP)');
  // Test contexts are incognito, where Chromium never offers to install: a real profile here.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'planmywalk-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline on the track: the plan, its gear, alerts and forecast with their age show after a reload; a tick made offline reaches the server', async ({
  page,
  context,
  request,
}, testInfo) => {
  const email = `offline-${testInfo.project.name}-${Date.now()}@example.nz`;
  await newWalker(request, email);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await logIn(page, email, WALKER_PASSWORD);
  await expect(page).not.toHaveURL(/\/signin$/);

  await test.step('online: the walker saves the Kepler Track’s gear list (a draft plan), ticks an item, and opens the alerts, the forecast and the plan', async () => {
    await page.goto('/tracks/kepler-track/gear');
    await page.getByRole('button', { name: 'Save gear list' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await tick(page, 'Shelter and sleeping', 'Sleeping bag').check();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

    await page.goto('/tracks/kepler-track/alerts');
    await expect(page.getByRole('region', { name: 'Red warnings' })).toContainText('Heavy Rain Warning');
    await page.goto('/tracks/kepler-track/weather');
    await expect(page.getByText('Alpine forecast for 1,400 m, the track’s highest point.')).toBeVisible();
    await page.goto('/tracks/kepler-track/map');
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect.poll(async () => (await drawnOn(page, map)).line).toBeGreaterThan(100);
    await expect.poll(async () => (await drawnOn(page, map)).land).toBeGreaterThan(1000);
    const { planId } = await session(page);
    await page.goto(`/plan/${planId}`);
    await expect(page.getByRole('region', { name: 'Gear list' })).toContainText('Multi-day tramp');
  });

  await context.setOffline(true);
  const offlineBanner = page.getByRole('status').filter({ hasText: 'You are offline.' }).first();

  await test.step('offline, after a reload: the plan, its gear list, its alerts and forecast with their age', async () => {
    await page.reload();
    await expect(offlineBanner).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gear list' })).toContainText('Multi-day tramp');
    await expect(page.getByRole('region', { name: 'Gear list' }).getByRole('listitem').filter({ hasText: 'Packed: Sleeping bag' })).toBeVisible();

    await page.goto('/tracks/kepler-track/alerts');
    await expect(page.getByRole('region', { name: 'Red warnings' })).toContainText('Heavy Rain Warning');
    await expect(page.getByText(/^Alerts as of (just now|\d+ (minute|minutes|hour|hours) ago)$/)).toBeVisible();

    await page.goto('/tracks/kepler-track/weather');
    await expect(page.getByText('Alpine forecast for 1,400 m, the track’s highest point.')).toBeVisible();
    await expect(page.getByText(/^Forecast as of (just now|\d+ (minute|minutes|hour|hours|day|days) ago)$/)).toBeVisible();

    // The planned area's map: the offline base map and the track line.
    await page.goto('/tracks/kepler-track/map');
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect.poll(async () => (await drawnOn(page, map)).line).toBeGreaterThan(100);
    await expect.poll(async () => (await drawnOn(page, map)).land).toBeGreaterThan(1000);
  });

  await test.step('offline: a tick is kept on the device, through a reload', async () => {
    await page.goto('/tracks/kepler-track/gear');
    await expect(tick(page, 'Shelter and sleeping', 'Sleeping bag')).toBeChecked();
    await tick(page, 'Navigation and communication', 'Personal locator beacon (PLB)').check();
    const kept = page.getByText('You are offline. Your gear list is saved on this device and will be sent when you are back online.');
    await expect(kept).toBeVisible();
    await page.reload();
    await expect(tick(page, 'Navigation and communication', 'Personal locator beacon (PLB)')).toBeChecked();
    await expect(kept).toBeVisible();
  });

  await test.step('back online: the tick reaches the server', async () => {
    await context.setOffline(false);
    await expect(offlineBanner).toBeHidden();
    const { planId, token } = await session(page);
    await expect
      .poll(async () => {
        const plan = (await (await request.get(`/api/v1/plan/${planId}/readonly`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          gearList: { list: { categories: { items: { title: string; packed: boolean }[] }[] } };
        };
        return plan.gearList.list.categories.flatMap((c) => c.items.filter((i) => i.packed).map((i) => i.title)).sort();
      })
      .toEqual(['Personal locator beacon (PLB)', 'Sleeping bag']);
    await expect(page.getByText('You are offline. Your gear list is saved on this device')).toBeHidden();
  });
});
