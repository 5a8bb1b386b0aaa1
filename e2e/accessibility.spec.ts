import { expect, test } from '@playwright/test';
import { axeViolations as violations } from './support/axe.ts';

test.describe('accessibility (axe)', () => {
  test('the tracks page with its map loaded has no violations', async ({ page, isMobile }) => {
    await page.goto('/tracks');
    if (isMobile) await page.getByRole('button', { name: 'View map' }).click();
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(map.getByRole('button', { name: /Otago.*: [\d,]+ tracks\. Zoom in$/ })).toBeVisible();
    if (!isMobile) await expect(page.getByRole('heading', { name: 'Recommended tracks' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a track page has no violations', async ({ page }) => {
    await page.goto('/tracks/routeburn-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routeburn Track');
    expect(await violations(page)).toEqual([]);
  });
});
