import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from its entry `<name>.ts` beside `from` (the caller's
 * import.meta.url). In the bundle, scripts/build.ts writes each entry as `<name>.js`
 * beside `dist/main.js`, and that is what runs; from the sources (tsx, vitest) the
 * TypeScript file runs with tsx registered in the thread first, so the thread does not
 * depend on how its parent was started (vitest's own transform never reaches a thread).
 * ADR 044 (PGlite's thread), ADR 060 (heavy work).
 */
export function startWorker(name: string, from: string, workerData: unknown): Worker {
  const built = new URL(`./${name}.js`, from);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData });
  const tsx = pathToFileURL(createRequire(from).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = new URL(`./${name}.ts`, from).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
