import { expect, test, type Page } from '@playwright/test';

/** What React says when the browser's first render is not the server's HTML (it then draws the page again). */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)/i;

/** Console errors and page errors while `run` goes, for a test to say there were none. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The sandbox has no internet: DOC's photos and the map's remote tiles fail to load.
    if (message.type() === 'error' && !message.text().includes('net::ERR_')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await run();
  return problems;
}

test.describe('pages that arrive drawn', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a track page reads in full from the server's HTML: its title, details and places nearby", async ({ page }) => {
      await page.goto('/tracks/kepler-track');
      await expect(page).toHaveTitle('Kepler Track | Plan My Walk');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
      await expect(page.getByRole('heading', { name: 'Track details' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Huts nearby' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Luxmore Hut/ }).first()).toHaveAttribute('href', /^\/huts\//);
      // The safety texts, with the guidance they are written from as links.
      await expect(page.getByRole('heading', { name: 'Essential preparation' })).toBeVisible();
      await expect(page.getByText(/^Before you go, leave your trip plan with someone you trust/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Weather conditions' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Land Safety Code (AdventureSmart, NZ Mountain Safety Council)' }).first()).toHaveAttribute(
        'href',
        'https://www.adventuresmart.nz/',
      );
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tracks\/kepler-track$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Kepler Track | Plan My Walk');
    });

    test('home, the tracks list, help and privacy read too', async ({ page }) => {
      for (const [path, heading] of [
        ['/home', 'Explore walking and hiking tracks near you'],
        ['/tracks', 'Welcome, where are you going?'],
        ['/help', 'Frequently Asked Questions, Help and Support'],
        ['/privacy', 'Privacy & Terms'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      }
      await page.goto('/tracks');
      await expect(page.getByRole('heading', { name: 'Recommended tracks' })).toBeVisible();
      await page.goto('/help');
      await expect(page.getByText('How do I find a walk?')).toBeVisible();
    });
  });

  test('the browser takes over each drawn page without drawing it again or asking again for what it holds', async ({ browser }) => {
    // The installed service worker answers a later visit's pages from its cache, drawn in
    // the browser (docs/adr/068): each page here is a first visit, as a link opened is.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) asked.push(new URL(request.url()).pathname);
    });
    const problems = await problemsDuring(page, async () => {
      for (const path of ['/tracks/kepler-track', '/huts/mueller-hut', '/tracks/kepler-track/alerts', '/tracks', '/home', '/help']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Hydrated: a click is the browser's, not a full page load (the menu opens in place).
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
    expect(problems.filter((problem) => HYDRATION_TROUBLE.test(problem))).toEqual([]);
    expect(problems).toEqual([]);
    // Each of these came in its page's HTML.
    for (const read of ['/api/v1/config', '/api/v1/tracks/kepler-track', '/api/v1/huts/mueller-hut', '/api/v1/alerts/track/kepler-track', '/api/v1/help']) {
      expect(asked, read).not.toContain(read);
    }
    await context.close();
  });

  test('a page opened from a link opens at its top with focus on its heading, and Back returns to where the walker was', async ({ page }) => {
    await page.goto('/tracks/kepler-track');
    await page.waitForLoadState('networkidle');
    const hut = page.getByRole('link', { name: /Luxmore Hut/ }).first();
    await hut.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Where the walker was when they left (the dates bar may have drawn since the scroll).
    await page.waitForLoadState('networkidle');
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await hut.click();
    await expect(page).toHaveURL(/\/huts\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Luxmore Hut/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(/^Luxmore Hut \| Plan My Walk$/);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo * 0.9);
  });

  test.describe('without the service worker', () => {
    // Its precache would serve the chunk the test takes away (it did once the worker had
    // installed in time): what is tested is the page's own answer to a failed fetch.
    test.use({ serviceWorkers: 'block' });

    test("a page whose code cannot be fetched (a release replaced it) reloads once, then says so with a way home", async ({ page }) => {
      await page.goto('/home');
      await page.waitForLoadState('networkidle');
      await page.route('**/assets/PrivacyPage-*.js', (route) => route.abort());
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy & Terms' }).click();
      await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');
      await page.unroute('**/assets/PrivacyPage-*.js');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore walking and hiking tracks near you');
    });
  });

  test('a shared plan link previews with no one’s details and is kept out of caches and search engines', async ({ request }) => {
    const res = await request.get('/plan/not-a-real-link');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<title>A trip plan shared with you</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
  });
});
