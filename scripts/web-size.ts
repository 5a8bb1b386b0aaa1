/**
 * Prints the web app's first-load JavaScript: what index.html pulls in before any lazy
 * route chunk (entry script and its modulepreloads), raw and gzipped, plus the lazy
 * chunks for reference. Run after `pnpm build`: `pnpm size:web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
function sizes(file: string) {
  const body = fs.readFileSync(path.join(dist, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

let raw = 0;
let gzip = 0;
console.warn('First-load JavaScript (index.html entry + modulepreload):');
for (const file of firstLoad) {
  const s = sizes(file);
  raw += s.raw;
  gzip += s.gzip;
  console.warn(`  ${file.padEnd(48)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(11)} gzip`);
}
console.warn(`  ${'total'.padEnd(48)} ${kb(raw).padStart(11)} raw ${kb(gzip).padStart(11)} gzip`);

const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoad.includes(`/assets/${f}`));
console.warn(`Lazy chunks (${lazy.length}):`);
for (const file of lazy) {
  const s = sizes(`assets/${file}`);
  console.warn(`  /assets/${file.padEnd(40)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(11)} gzip`);
}
