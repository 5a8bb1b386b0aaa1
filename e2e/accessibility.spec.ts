import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Every WCAG 2.x A and AA rule axe has, plus its best practices (target-size among them). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  // Rule, impact and where: enough to find each one from the failure message.
  return found.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  test('the tracks page with its map loaded has no violations', async ({ page, isMobile }) => {
    await page.goto('/tracks');
    if (isMobile) await page.getByRole('button', { name: 'View map' }).click();
    const map = page.getByRole('region', { name: 'Map of tracks, huts and campsites' });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
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
