import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndSetUp } from './support/accounts.ts';

/**
 * Custom tracks as a new walker meets them (issue 13): the editor's onboarding, three
 * clicks near the Routeburn Track that snap to it, a segment made straight, undo and
 * redo, saving with a title, My Custom Tracks, the track's page with its huts, its
 * alerts, forecast and gear list, GPX out
 * and back in, sharing to a second walker, and a save while the API is down.
 */

// Three points a few metres off DOC's Routeburn Track line: Routeburn Shelter, the
// valley below Routeburn Falls, and the end at Routeburn Flats Hut.
const SHELTER: [number, number] = [168.2687, -44.7125];
const VALLEY: [number, number] = [168.23316, -44.72065];
const FLATS: [number, number] = [168.2131, -44.72485];
const VIEW = '168.2405,-44.7185,13';

/** Where a [lng, lat] is drawn in the map, from the view the map reports (MapLibre's 512 px Web Mercator tiles). */
async function pixelOf(map: Locator, [lng, lat]: [number, number]): Promise<{ x: number; y: number }> {
  const [centre, zoom, box] = await Promise.all([map.getAttribute('data-center'), map.getAttribute('data-zoom'), map.boundingBox()]);
  if (!centre || !zoom || !box) throw new Error('the map has not reported its view');
  const [cLng, cLat] = centre.split(',').map(Number) as [number, number];
  const world = 512 * 2 ** Number(zoom);
  const x = (value: number) => ((value + 180) / 360) * world;
  const y = (value: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360)) / Math.PI) / 2) * world;
  return { x: box.x + box.width / 2 + x(lng) - x(cLng), y: box.y + box.height / 2 + y(lat) - y(cLat) };
}

async function clickMap(page: Page, map: Locator, at: [number, number]) {
  const { x, y } = await pixelOf(map, at);
  await page.mouse.click(x, y);
}

/** The distance the editor shows, in km. */
async function shownKm(page: Page): Promise<number> {
  const text = (await page.getByRole('region', { name: 'Custom track editor' }).getByText(/\d+\.\d\d (km|m)/).first().textContent()) ?? '';
  const [, value = '0', unit] = /(\d+\.\d\d) (km|m)/.exec(text) ?? [];
  return unit === 'km' ? Number(value) : Number(value) / 1000;
}

test('a walker draws a custom track that follows the Routeburn Track, saves it, plans on it, moves it through GPX and shares it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'Drawing on the map is a desktop journey; the phone checks the pages below.');
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSetUp(page, request, { email: `drawer-${Date.now()}@example.nz`, password: 'kea-ridgeline-tussock-42', firstName: 'Aroha', lastName: 'Drawer' });

  // The editor, opened over the Routeburn: the onboarding shows on its own, four slides.
  await page.goto(`/custom-track-editor?at=${VIEW}`);
  const onboarding = page.getByRole('dialog', { name: 'Draw your own track' });
  await expect(onboarding).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create a custom track' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const map = page.getByRole('region', { name: /Custom track map/ });
  await expect(map).toHaveAttribute('data-ready', 'true');
  await expect(map).toHaveAttribute('data-zoom', '13.00');
  // DOC's tracks in view are drawn to aim at, without a move first.
  await expect(map).toHaveAttribute('data-track-lines', /^[1-9]\d*$/);

  // Three clicks near the track: both segments snap to it.
  for (const point of [SHELTER, VALLEY, FLATS]) await clickMap(page, map, point);
  await expect(map).toHaveAttribute('data-markers', '3');
  await expect(map).toHaveAttribute('data-segments', 'start,snapped,snapped');
  const snappedKm = await shownKm(page);
  // DOC's detailed line from the shelter to the Flats measures about 6.1 km; straight it is about 4.7 km.
  expect(snappedKm).toBeGreaterThan(5.6);
  expect(snappedKm).toBeLessThan(6.6);

  // One segment straight, then undo and redo.
  await map.getByRole('button', { name: 'Marker 3' }).click();
  await page.getByRole('switch', { name: 'Snap to track' }).click();
  await expect(map).toHaveAttribute('data-segments', 'start,snapped,straight');
  const straightKm = await shownKm(page);
  expect(straightKm).toBeLessThan(snappedKm);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(map).toHaveAttribute('data-segments', 'start,snapped,snapped');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(map).toHaveAttribute('data-segments', 'start,snapped,straight');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(map).toHaveAttribute('data-segments', 'start,snapped,snapped');

  // Save: the name is required, then the route takes the new id.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Save track' }).click();
  await expect(page.getByRole('textbox', { name: 'Track name' })).toHaveAccessibleDescription(/Track name is required\./);
  await page.getByRole('textbox', { name: 'Track name' }).fill('Routeburn to the Flats');
  await page.getByRole('button', { name: 'Save track' }).click();
  await expect(page).toHaveURL(/\/custom-track-editor\/\d+$/);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const trackId = /(\d+)$/.exec(page.url())?.[1] ?? '';

  // A save while the API is down: 'Unsaved changes' and the message; a later save works.
  await page.getByRole('button', { name: 'Close marker options' }).click();
  await clickMap(page, map, [168.21, -44.7265]);
  await expect(map).toHaveAttribute('data-markers', '4');
  await page.route('**/api/v1/custom-track/*', (route) => (route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback()));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unsaved changes' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Something has gone wrong. Please try again later.');
  await page.unroute('**/api/v1/custom-track/*');
  await page.getByRole('button', { name: 'Unsaved changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  // Back to three markers, saved.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  // My Custom Tracks has it.
  await page.goto('/account/my-custom-tracks');
  const today = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(page.getByText(`Last edited ${today}`)).toBeVisible();
  await page.getByRole('link', { name: 'Routeburn to the Flats', exact: true }).click();

  // Its page: the huts near it, filtered.
  await expect(page).toHaveURL(new RegExp(`/custom-tracks/${trackId}$`));
  await expect(page.getByRole('heading', { name: 'Routeburn to the Flats', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Custom Tracks' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related tracks, huts, and campsites' });
  await expect(related.getByRole('link', { name: /Routeburn Track/ }).first()).toBeVisible();
  await related.getByRole('button', { name: 'Huts' }).click();
  await expect(related.getByRole('link', { name: /Routeburn Flats Hut/ })).toBeVisible();
  await expect(related.getByRole('link', { name: /Routeburn Track/ })).toHaveCount(0);
  await related.getByRole('button', { name: 'Huts' }).click();
  await expect(related.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  // A trip planned on it: its Plan tab is the plan editor for this custom track.
  await page.getByRole('navigation', { name: 'Location menu' }).getByRole('link', { name: 'Plan', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/custom-tracks/${trackId}/plan$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your trip plan');
  await expect(page.getByText('Routeburn to the Flats').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Flats overnight');
  await page.getByRole('button', { name: 'Save draft plan' }).click();
  // The save is done when the app moves on to its confirmation; leaving before that would
  // abort the request, as it would for a walker who closed the tab mid-save.
  await expect(page).toHaveURL(/\/plan-complete$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your trip has now been saved as a draft.');
  await page.goto('/account/my-walks');
  await page.getByRole('link', { name: /Flats overnight/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/custom-tracks/${trackId}/plan\\?plan=`));
  await expect(page.getByRole('textbox', { name: 'Custom trip name' })).toHaveValue('Flats overnight');
  await page.goto(`/custom-tracks/${trackId}`);

  // Its alerts and forecast, matched on its line (the sample's warnings over the Routeburn), and its gear list from the day walk.
  const trackMenu = page.getByRole('navigation', { name: 'Location menu' });
  await trackMenu.getByRole('link', { name: /^Alerts/ }).click();
  await expect(page.getByRole('heading', { name: 'Routeburn to the Flats - Custom Track Alerts & Weather Warnings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orange warnings' })).toContainText('Strong Wind Warning');
  await trackMenu.getByRole('link', { name: 'Weather' }).click();
  await expect(page.getByRole('article').first().getByText('Sample data')).toBeVisible();
  await trackMenu.getByRole('link', { name: 'Gear' }).click();
  await expect(page.getByRole('group', { name: 'Preset gear lists' }).getByRole('button', { name: 'Day walk' })).toHaveAttribute('aria-pressed', 'true');
  await trackMenu.getByRole('link', { name: 'Track' }).click();

  // GPX out…
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download GPX' }).click()]);
  expect(download.suggestedFilename()).toBe('Routeburn to the Flats.gpx');
  const gpxPath = testInfo.outputPath('routeburn.gpx');
  await download.saveAs(gpxPath);
  expect(await readFile(gpxPath, 'utf8')).toContain('<trkpt');

  // …and back in, as a new track of the same distance.
  await page.goto('/custom-track-editor');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('GPX file to import').setInputFiles(gpxPath);
  await expect(map).not.toHaveAttribute('data-markers', '0');
  const importedKm = await shownKm(page);
  expect(Math.abs(importedKm - snappedKm) / snappedKm).toBeLessThan(0.01);
  // The GPX file's name becomes the track's; the title opens the details to change it.
  await page.getByRole('button', { name: 'Routeburn to the Flats' }).click();
  await page.getByRole('textbox', { name: 'Track name' }).fill('Routeburn again, from GPX');
  await page.getByRole('button', { name: 'Save track' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Share: Copy URL → Copied!
  await page.goto('/account/my-custom-tracks');
  await page.getByRole('button', { name: 'Share Routeburn to the Flats' }).click();
  const shareUrl = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/share-custom-track\/[A-Za-z0-9_-]{22}$/);
  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  // A second walker opens the link (signed in) and gets a copy of their own: a duplicate.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signUpAndSetUp(second, request, { email: `friend-${Date.now()}@example.nz`, password: 'kea-ridgeline-tussock-43', firstName: 'Mere', lastName: 'Friend' });
  await second.goto(new URL(shareUrl).pathname);
  await expect(second).toHaveURL(/\/account\/my-custom-tracks$/);
  await expect(second.getByRole('link', { name: 'Routeburn to the Flats', exact: true })).toBeVisible();
  await other.close();
});

test('signed out, the editor and My Custom Tracks send the visitor home, and a share link asks for a login', async ({ page }) => {
  await page.goto('/custom-track-editor');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/account/my-custom-tracks');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/share-custom-track/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveURL(/\/signin$/);
});
