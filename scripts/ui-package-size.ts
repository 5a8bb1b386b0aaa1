/**
 * Prints the figures of the packed @planmywalk/ui (issue 14's closing note):
 *   tsx scripts/ui-package-size.ts <tarball> <unpacked package dir> <example dist dir>
 * the tarball's size, its unpacked size, the JavaScript of the main entry (dist/index.js
 * and every module it imports, raw and gzip; dependencies and peers not counted) and
 * what the example site ships for its few components (React and all, gzip).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [tarball, unpacked, exampleDist] = process.argv.slice(2);
if (!tarball || !unpacked || !exampleDist) {
  console.error('usage: tsx scripts/ui-package-size.ts <tarball> <unpacked package dir> <example dist dir>');
  process.exit(2);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());

/** The module and every module of the package it imports, relatively, once each. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["'](\.[^"']+)["']/gm)) {
      visit(path.resolve(path.dirname(file), specifier!));
    }
  };
  visit(entry);
  return [...seen];
}

const unpackedBytes = filesUnder(unpacked).reduce((sum, file) => sum + statSync(file).size, 0);
const mainModules = moduleGraph(path.join(unpacked, 'dist/index.js'));
const mainCode = Buffer.concat(mainModules.map((file) => readFileSync(file)));
const exampleJs = filesUnder(exampleDist).filter((file) => file.endsWith('.js'));
const exampleCode = Buffer.concat(exampleJs.map((file) => readFileSync(file)));

process.stdout.write(
  [
    '@planmywalk/ui package:',
    `  tarball (packed)          ${kib(statSync(tarball).size)}`,
    `  unpacked                  ${kib(unpackedBytes)} in ${filesUnder(unpacked).length} files`,
    `  main entry JS             ${kib(mainCode.length)} raw, ${kib(gzipSync(mainCode).length)} gzip (${mainModules.length} modules, without dependencies)`,
    `  example site JS           ${kib(exampleCode.length)} raw, ${kib(gzipSync(exampleCode).length)} gzip (React, styled-components, Radix and 4 components)`,
    '',
  ].join('\n'),
);
