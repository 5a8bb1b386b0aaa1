/**
 * `pnpm size:web` (after `pnpm build`): the web app's first-load JavaScript per route,
 * raw and gzipped, checked against apps/web/size-budgets.json; exits 1 when a route is
 * over its budget. A route's first load is what index.html pulls in (the entry script and
 * its modulepreloads) plus its page chunk and everything that chunk imports statically,
 * read from Vite's manifest; lazy imports such as the map load later and are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reachable } from '../apps/web/build/reachable.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`pnpm build\` first.`);
  process.exit(1);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const budgets = JSON.parse(fs.readFileSync(path.join(web, 'size-budgets.json'), 'utf8')) as Record<string, number>;

/** The chunk's file and those of its static imports, transitively, past the keys in `loaded`. */
const staticClosure = (key: string, loaded: readonly string[] = []) =>
  new Set([...reachable([key], (k) => manifest[k]?.imports ?? [], new Set(loaded))].flatMap((k) => manifest[k]?.file ?? []));

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const body = fs.readFileSync(path.join(dist, file));
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}
const total = (files: Set<string>) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => ({ raw: sum.raw + sizeOf(f).raw, gzip: sum.gzip + sizeOf(f).gzip }), { raw: 0, gzip: 0 });
const kib = (bytes: number) => bytes / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest names no entry');
const entryKeys = [...reachable([entryKey], (k) => manifest[k]?.imports ?? [])];
const entry = staticClosure(entryKey);

/** 'src/pages/TracksPage.tsx' → 'tracks'; HomePage ships in the entry. */
const routeName = (src: string) =>
  path
    .basename(src, '.tsx')
    .replace(/Page$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
const pages = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/pages/'))
  .map(([key, chunk]) => ({ name: routeName(chunk.src ?? key), files: staticClosure(key, entryKeys) }));
const rows = [{ name: 'home', files: entry }, ...pages].map((route) => {
  const size = total(route.files);
  const budget = budgets[route.name] ?? budgets['*'];
  if (budget === undefined) throw new Error(`size-budgets.json has no budget for '${route.name}' and no '*'`);
  return { ...route, ...size, budget, over: kib(size.gzip) > budget };
});

process.stdout.write('First-load JavaScript per route (entry + page chunk + its static imports), KiB:\n');
process.stdout.write(`  ${'route'.padEnd(20)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)} ${'budget'.padStart(8)}\n`);
for (const row of rows) {
  process.stdout.write(
    `  ${row.name.padEnd(20)} ${kib(row.raw).toFixed(1).padStart(8)} ${kib(row.gzip).toFixed(1).padStart(8)} ${row.budget.toFixed(0).padStart(8)}${row.over ? '  OVER BUDGET' : ''}\n`,
  );
}
process.stdout.write('Entry chunks:\n');
for (const file of entry) process.stdout.write(`  ${file.padEnd(48)} ${kib(sizeOf(file).raw).toFixed(1).padStart(8)} raw ${kib(sizeOf(file).gzip).toFixed(1).padStart(8)} gzip\n`);

const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((r) => `${r.name} ${kib(r.gzip).toFixed(1)} KiB > ${r.budget} KiB`).join(', ')} (apps/web/size-budgets.json)`);
  process.exit(1);
}
