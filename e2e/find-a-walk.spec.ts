import { expect, test, type Page } from '@playwright/test';
import { zoomToRegion } from './support/map.ts';

async function search(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: /search/i });
  await box.click();
  await box.fill(term);
  return page.getByRole('listbox');
}

test.describe('finding a walk', () => {
  test('typing "kep" offers the Kepler Track, and choosing it opens its page', async ({ page }) => {
    await page.goto('/tracks');
    const results = await search(page, 'kep');
    const kepler = results.getByRole('option', { name: /Kepler Track/ }).first();
    await expect(kepler).toBeVisible();
    await kepler.click();
    await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
  });

  test('a term with no match says so', async ({ page }) => {
    await page.goto('/tracks');
    await search(page, 'zzqxjv');
    await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeVisible();
  });

  test('filters change the list and show removable tags', async ({ page }) => {
    await page.goto('/tracks');
    await expect(page.getByRole('heading', { name: 'Recommended tracks' })).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.locator('#tracks-filters');
    await panel.getByRole('button', { name: 'Easiest' }).click();
    const dogs = panel.getByRole('switch', { name: 'Dog allowed' });
    await dogs.click();
    await expect(dogs).toBeChecked();

    // The distance thumbs are controlled inputs: one pushed past the other shows the held
    // value, not where the key sent it. Then both go back to the whole range (no filter).
    const min = panel.getByRole('slider', { name: 'Minimum distance' });
    const max = panel.getByRole('slider', { name: 'Maximum distance' });
    await max.focus();
    for (let i = 0; i < 3; i += 1) await max.press('ArrowLeft');
    await expect(max).toHaveValue('98');
    await min.press('End');
    await expect(min).toHaveValue('98');
    await expect(min).toHaveAttribute('aria-valuetext', '98 km');
    await min.press('Home');
    await max.press('End');
    await expect(min).toHaveValue('0');
    await expect(max).toHaveValue('101');
    await panel.getByRole('button', { name: 'See Results' }).click();

    const heading = page.getByRole('heading', { name: /^Showing \d[\d,]* results?$/ });
    await expect(heading).toBeVisible();
    const filtered = Number((await heading.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    expect(filtered).toBeGreaterThan(0);

    await expect(page.getByRole('button', { name: 'Remove filter Easiest' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Easiest' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter Easiest' })).toBeHidden();
    await expect
      .poll(async () => Number((await heading.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, '')))
      .toBeGreaterThan(filtered);

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter Dog allowed' })).toBeHidden();
  });

  test('a track page shows its facts and leads back to search', async ({ page }) => {
    await page.goto('/tracks/routeburn-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routeburn Track');
    const main = page.getByRole('main');
    await expect(main).toContainText('33.00 km');
    await expect(main).toContainText('2-4 days');
    await expect(main).toContainText('Intermediate');
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page).toHaveURL(/\/tracks$/);
  });

  test('an unknown hut goes to the not-found page', async ({ page }) => {
    await page.goto('/huts/no-such-hut');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('the map', () => {
  test('draws New Zealand with region circles, clusters when zoomed in, and track lines close up', async ({ page, isMobile }) => {
    await page.goto('/tracks');
    if (isMobile) await page.getByRole('button', { name: 'View map' }).click();
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(map.locator('canvas')).toBeVisible();

    await zoomToRegion(map, 'Otago');
    await expect(map.getByRole('button', { name: /Otago.*tracks\. Zoom in$/ })).toBeHidden();

    await page.goto('/tracks/routeburn-track/map');
    const trackMap = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(trackMap).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect.poll(async () => Number(await trackMap.getAttribute('data-lines')), { timeout: 40_000 }).toBeGreaterThan(0);
    await expect(trackMap.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    await expect(trackMap.getByRole('button', { name: /fullscreen/i })).toBeVisible();
  });

  test('moving the map with no term lists what lies inside it', async ({ page, isMobile }) => {
    await page.goto('/tracks');
    if (isMobile) await page.getByRole('button', { name: 'View map' }).click();
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await zoomToRegion(map, 'Canterbury');
    // A programmatic fly-to does not search; a user's drag does.
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    if (isMobile) await page.getByRole('button', { name: 'View results' }).click();
    await expect(page.getByRole('heading', { name: /^Showing [\d,]+ results?$/ })).toBeVisible();
  });
});
