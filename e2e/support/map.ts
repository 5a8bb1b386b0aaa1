import { expect, type Locator } from '@playwright/test';

/**
 * Zooms the map in on a region. Region circles that would overlap are drawn as one
 * ('Otago and Southland: … tracks'); choosing that zooms in until they part, or right
 * in to the places of both when they lie close together.
 */
export async function zoomToRegion(map: Locator, region: string) {
  const alone = map.getByRole('button', { name: new RegExp(`^${region}: [\\d,]+ tracks\\. Zoom in$`) });
  const grouped = map.getByRole('button', { name: new RegExp(`\\b${region}\\b.*: [\\d,]+ tracks\\. Zoom in$`) });
  const places = map.getByRole('button', { name: /places here\. Zoom in$/ }).first();
  await expect(grouped).toBeVisible();
  await expect
    .poll(
      async () => {
        if (await places.isVisible()) return true;
        await (await alone.isVisible() ? alone : grouped).press('Enter');
        return false;
      },
      { intervals: [2000], timeout: 20_000 },
    )
    .toBe(true);
}
