/**
 * `pnpm icons:mobile`: the store apps' icons and splash screens from the project's mark
 * (apps/web/public/favicon.svg), as `pnpm icons:web` draws the web's. Chromium draws the
 * source images into apps/mobile/assets/ (the layout @capacitor/assets reads), then
 * @capacitor/assets writes every size Android and iOS ask for into the native projects:
 * - icon-only.png: the mark full-bleed on its tile (iOS rounds the corners itself);
 * - icon-foreground.png / icon-background.png: Android's adaptive icon, the mountain and
 *   trail inside the safe zone over the tile's colour, so any launcher mask keeps them whole;
 * - splash.png / splash-dark.png: the mountain and trail at the centre of the tile's colour.
 * Run it again after the mark changes and commit the images.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mobile = path.join(root, 'apps/mobile');
const assets = path.join(mobile, 'assets');
const mark = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
/** The tile's colour in the mark (its first fill); capacitor.config.ts uses the same. */
const tile = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#1f4d3a';
/** The mark without its rounded tile: the mountain and the trail. */
const figure = mark.replace(/<rect[^>]*\/>/, '');
/** The tile with square corners, so no rounded edge shows inside iOS's own mask. */
const fullBleed = mark.replace(/ rx="[^"]*"/, '');

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const images = [
  { file: 'icon-only.png', size: 1024, background: tile, svg: fullBleed, scale: 1 },
  { file: 'icon-foreground.png', size: 1024, background: 'transparent', svg: figure, scale: 0.62 },
  { file: 'icon-background.png', size: 1024, background: tile, svg: null, scale: 0 },
  { file: 'splash.png', size: 2732, background: tile, svg: figure, scale: 0.22 },
  { file: 'splash-dark.png', size: 2732, background: tile, svg: figure, scale: 0.22 },
];

fs.mkdirSync(assets, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const image of images) {
    const inner = Math.round(image.size * image.scale);
    await page.setViewportSize({ width: image.size, height: image.size });
    await page.setContent(
      `<html><body style="margin:0;width:${image.size}px;height:${image.size}px;display:grid;place-items:center;background:${image.background}">` +
        (image.svg ? `<img src="${svgUrl(image.svg)}" width="${inner}" height="${inner}" alt="">` : '') +
        `</body></html>`,
    );
    if (image.svg) await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: image.background === 'transparent', clip: { x: 0, y: 0, width: image.size, height: image.size } });
    fs.writeFileSync(path.join(assets, image.file), png);
    process.stdout.write(`apps/mobile/assets/${image.file}: ${image.size}×${image.size}, ${png.length} bytes\n`);
  }
} finally {
  await browser.close();
}

// Every size of both platforms from those images (the web's come from pnpm icons:web).
execFileSync(
  'pnpm',
  ['exec', 'capacitor-assets', 'generate', '--android', '--ios', '--iconBackgroundColor', tile, '--iconBackgroundColorDark', tile, '--splashBackgroundColor', tile, '--splashBackgroundColorDark', tile],
  { cwd: mobile, stdio: 'inherit' },
);
