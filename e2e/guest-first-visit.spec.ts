import { expect, test, type Page } from '@playwright/test';
import { FIRST_PLACE_WAIT_MS } from '../apps/web/src/app/firstPlaceWait.ts';

test.describe('a guest on their first visit', () => {
  test('reads the headline, learns why to sign up, and continues as a guest to the tracks', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore walking and hiking tracks near you');

    await page.getByRole('button', { name: 'Why create an account?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why create an account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('draft trips');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/tracks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, where are you going?');
  });

  test("without store links, home offers the browser's install of the web app, and asks the browser once", async ({ page }) => {
    await page.goto('/home');
    const promo = page.getByRole('complementary', { name: 'Take Plan My Walk with you' });
    // No store links are configured here, and the browser has made no offer yet: nothing to promote.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(promo).toHaveCount(0);
    // Chromium's offer, as it fires it once the page is installable.
    await page.evaluate(() => {
      const counter = window as unknown as { prompted: number };
      counter.prompted = 0;
      const prompt = () => {
        counter.prompted += 1;
        return Promise.resolve();
      };
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    });
    await expect(promo).toBeVisible();
    await promo.getByRole('button', { name: 'Install Plan My Walk' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    // The offer is spent: the promotion goes until the browser makes another.
    await expect(promo).toHaveCount(0);
  });

  test('lands on the not-found page from an unknown address and can go home', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('opens a track by its slug, and an unknown slug goes to not-found', async ({ page }) => {
    await page.goto('/tracks/routeburn-track');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Routeburn Track');
    await expect(page.getByRole('navigation', { name: 'Location menu' })).toBeVisible();

    await page.goto('/tracks/no-such-track');
    await expect(page).toHaveURL(/\/404$/);
  });

  test("opening a track page fetches its code beside the app's own; a place page the browser draws first shows the place, never a loading state", async ({ page, request }) => {
    // docs/adr/055: the server names the page's chunks in index.html; home's are in the entry.
    expect(await (await request.get('/tracks/routeburn-track')).text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LocationPage-[\w-]+\.js">/);
    expect(await (await request.get('/home')).text()).not.toMatch(/LocationPage-/);

    // docs/adr/056: a page the browser draws (a place's map view: the server draws the
    // place's other pages, docs/adr/068) waits up to half a second for the place for its
    // first paint. Here it comes just before the wait ends.
    const place = await openWithPlaceHeld(page, '/tracks/routeburn-track/map', '/tracks/routeburn-track');
    await page.clock.runFor(FIRST_PLACE_WAIT_MS - 10);
    expect((await firstScreen(page)).first).toBeNull();
    place.answer();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Routeburn Track');
    const seen = await firstScreen(page);
    expect(seen.first).toContain('Routeburn Track');
    // The map's own code and tiles come after the place, with their own loading state.
    expect(seen.loadingStates.filter((state) => state !== 'Loading map…')).toEqual([]);
  });

  test('when the place is slow to come, a page the browser draws says it is loading rather than staying blank', async ({ page }) => {
    const place = await openWithPlaceHeld(page, '/tracks/routeburn-track/map', '/tracks/routeburn-track');
    await page.clock.runFor(FIRST_PLACE_WAIT_MS);
    await expect(page.getByRole('status').filter({ hasText: 'Loading track…' })).toBeVisible();
    await page.clock.resume();
    place.answer();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Routeburn Track');
    expect((await firstScreen(page)).loadingStates.filter((state) => state !== 'Loading map…')).toEqual(['Loading track…']);
  });

  test('reads the privacy page with the DOC data credit', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy & Terms');
    await expect(page.getByRole('main')).toContainText('Contains data from the Department of Conservation (DOC), CC BY 4.0');
  });
});

test.describe('the app shell', () => {
  test('shows the header on home only on a wide screen, and always the footer', async ({ page, isMobile }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(isMobile ? 0 : 1);
    await expect(page.getByRole('contentinfo')).toContainText('Privacy & Terms');
  });

  test('hides the footer of the tracks screen on a phone', async ({ page, isMobile }) => {
    await page.goto('/tracks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(isMobile ? 0 : 1);
  });

  test('hides header and footer on the sign-in page', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('opens the profile menu with its log-in and create-account choices', async ({ page }) => {
    await page.goto('/tracks');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Profile menu' });
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await menu.getByRole('button', { name: 'Create an account' }).click();
    await expect(menu.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  test('a press on the profile menu is not lost when its code arrives between the press and the release', async ({ page }) => {
    await page.goto('/tracks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, where are you going?');
    const button = page.getByRole('button', { name: 'Profile menu' });
    await expect(button).toBeEnabled();
    const box = await button.boundingBox();
    if (box === null) throw new Error('the profile menu button has no box');
    // A slow tap: down, the code lands (pointerenter asked for it) and is drawn, then up.
    const code = page.waitForResponse((response) => response.url().includes('/ProfileMenuPopover-'));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await code;
    await page.waitForTimeout(500);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Profile menu' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test("loads the profile menu's code on first use: opened from the keyboard, it takes the focus and gives it back", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/tracks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, where are you going?');
    await page.waitForLoadState('networkidle');
    // The popover's code is not part of the page's first load (apps/web/src/shell/ProfileMenuSlot.tsx).
    expect(requested.filter((file) => file.includes('/ProfileMenuPopover-'))).toEqual([]);

    const button = page.getByRole('button', { name: 'Profile menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Profile menu' });
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(menu).toBeFocused();
    expect(requested.filter((file) => file.includes('/ProfileMenuPopover-'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('tells a visitor who goes offline, and stops telling once they are back', async ({ page, context }) => {
  await page.goto('/tracks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

/**
 * Opens `path` (a track page, whose place the API serves at `/api/v1` + `path`) with the
 * page's clock standing still, so that it moves only when the test moves it and a busy test
 * machine cannot run out the first paint's wait for the place, and with the place's answer
 * held back until `answer()`. Returns once the place has been asked for.
 */
async function openWithPlaceHeld(page: Page, path: string, placePath: string) {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/v1${placePath}`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.clock.install({ time: new Date('2026-11-25T08:00:00') });
  await page.clock.pauseAt(new Date('2026-11-25T08:00:01'));
  await watchFirstScreen(page);
  const asked = page.waitForRequest(`**/api/v1${placePath}`);
  await page.goto(path);
  await asked;
  return { answer };
}

/**
 * Records what the app first put on screen (its first render's heading, or its status if
 * it had none) and every loading state it showed, from before the page's scripts run.
 */
async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const seen = { first: null as string | null, loadingStates: [] as string[] };
    Object.assign(window, { firstScreenSeen: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (seen.first === null && root?.hasChildNodes()) {
        seen.first = root.querySelector('h1')?.textContent ?? root.querySelector('[role="status"]')?.textContent ?? '';
      }
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (text.startsWith('Loading') && !seen.loadingStates.includes(text)) seen.loadingStates.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstScreen = (page: Page) => page.evaluate(() => (window as unknown as { firstScreenSeen: { first: string | null; loadingStates: string[] } }).firstScreenSeen);
