/**
 * `pnpm icons:web`: draws the app's install icons (apps/web/public/icons/*.png) from the
 * mark in apps/web/public/favicon.svg with Debian's headless Chromium, so the install has
 * no native image dependency. Run it again after the mark changes and commit the PNGs.
 * - icon-192.png, icon-512.png: the mark as it is (rounded tile), for browsers and stores;
 * - maskable-512.png: the mark inside the safe zone (the inner 80 %) on a full-bleed tile,
 *   so a launcher's circle or squircle crop never cuts it;
 * - apple-touch-icon.png (180): full-bleed too, as iOS rounds the corners itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const mark = fs.readFileSync(path.join(web, 'favicon.svg'), 'utf8');
/** The tile's colour in the mark (its first fill). */
const tile = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#1f4d3a';
const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  { file: 'maskable-512.png', size: 512, fullBleed: true, scale: 0.7 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.86 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    const inner = Math.round(icon.size * icon.scale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fullBleed ? tile : 'transparent'}">` +
        `<img src="${markUrl}" width="${inner}" height="${inner}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: !icon.fullBleed, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    fs.mkdirSync(path.join(web, 'icons'), { recursive: true });
    fs.writeFileSync(path.join(web, 'icons', icon.file), png);
    process.stdout.write(`icons/${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes\n`);
  }
} finally {
  await browser.close();
}
