import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses: text. Images and fonts (woff2) are compressed already; maps are read by tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json)$/;
/** As the API's on-the-fly compression (apps/api/src/server.ts): smaller files cost more than they save. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `file.br` (Brotli at its best, quality 11) and `file.gz` (level 9) beside each
 * text file of the build, which the API serves as they are (`preCompressed`,
 * apps/api/src/http/web-app.ts). Compressing on the fly it can only afford quality 4:
 * the entry script is 70 KB that way and 60 KB at 11, which a phone on 4G feels on every
 * first visit. Runs last, after the service worker has been written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'planmywalk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }
      },
    },
  };
}
