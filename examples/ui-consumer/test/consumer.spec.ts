import { expect, test, type Page } from '@playwright/test';
// The expected values come from the theme's source; the page under test was built from
// the packed tarball, so a build that lost or changed the theme fails here.
import { theme } from '../../../packages/ui/src/theme/theme.ts';

/** '#2B5538' → 'rgb(43, 85, 56)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** 1.875rem → 30px at the browser's 16 px root size. */
const px = (rem: string) => `${parseFloat(rem) * 16}px`;

/** Every console error, uncaught exception and failed request of the page, for the last assertion. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

test('an outside site renders the packed components with the theme, its fonts and global styles, without errors', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');

  // The theme provider: the site's own styled heading reads the type scale.
  const heading = page.getByRole('heading', { level: 1, name: 'Hut wardens this summer' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('font-size', px(theme.fontSizes['3xl']));
  await expect(heading).toHaveCSS('color', rgb(theme.colors.heading));

  // The global styles opt-in: body colours and typeface from the theme.
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', rgb(theme.colors.background));
  await expect(body).toHaveCSS('color', rgb(theme.colors.text));
  const firstFamily = theme.fonts.body.split(',')[0]!.replaceAll("'", '"');
  await expect(body).toHaveCSS('font-family', new RegExp(`^${firstFamily},`));

  // The fonts opt-in: Inter is served with the site and actually loads.
  const interLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('16px "Inter Variable"');
    return document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((font) => font.status === 'loaded');
  });
  expect(interLoaded).toBe(true);

  // A card: the contact with their email as a link.
  await expect(page.getByText('Mere Tipene')).toBeVisible();
  await expect(page.getByRole('link', { name: /mere\.tipene@example\.nz/ })).toHaveAttribute('href', 'mailto:mere.tipene@example.nz');

  // A button in the theme's primary colours.
  const button = page.getByRole('button', { name: 'Subscribe to hut news' });
  await expect(button).toHaveCSS('background-color', rgb(theme.colors.primary));
  await expect(button).toHaveCSS('color', rgb(theme.colors.onPrimary));
  await expect(button).toHaveCSS('border-radius', theme.radii.md);

  // A form field: labelled, typed into, sent.
  await page.getByLabel('Email').fill('walker@example.nz');
  await expect(page.getByLabel('Email')).toHaveValue('walker@example.nz');
  await button.click();
  await expect(page.getByRole('button', { name: 'Subscribed' })).toBeVisible();

  // A Radix-based component: its runtime dependency came with the package.
  await page.getByRole('button', { name: 'How do I book a hut?' }).click();
  await expect(page.getByText('Book through the council office or at the visitor centre.')).toBeVisible();

  expect(errors).toEqual([]);
});
