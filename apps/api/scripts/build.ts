/**
 * `pnpm --filter @planmywalk/api build`: the API as one ES module, `dist/main.js`, for
 * `node` in production (no TypeScript compiler at run time). Workspace packages
 * (@planmywalk/contracts) are bundled in; the packages of node_modules stay imports,
 * resolved at run time: PGlite finds its WebAssembly beside its own module, and
 * Fastify's plugins load what they need lazily. Migrations and the DOC data are read
 * from the repository at run time, found from the bundle's location (config/env.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const external = Object.entries(manifest.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

const started = performance.now();
const outdir = path.join(apiDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  // Each worker thread has its own entry beside main.js, found there by lib/start-worker.ts:
  // PGlite's (ADR 044) and the heavy work's, the PDF and GPX imports (ADR 060).
  entryPoints: {
    main: path.join(apiDir, 'src/main.ts'),
    'pglite-thread.worker': path.join(apiDir, 'src/db/pglite-thread.worker.ts'),
    'heavy-work.worker': path.join(apiDir, 'src/heavy-work/heavy-work.worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: 'linked',
  // Stack traces in the logs name the TypeScript files (node --enable-source-maps).
  sourcesContent: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + (output.bytes ?? 0), 0);
const inputs = Object.keys(result.metafile.inputs).length;
console.warn(`api: built dist/main.js and its threads' entries from ${inputs} modules (${(bytes / 1024).toFixed(0)} KiB with its source map) in ${Math.round(performance.now() - started)} ms`);
