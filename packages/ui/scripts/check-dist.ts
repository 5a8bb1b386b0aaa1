/**
 * Checks the built package (dist/) is fit to publish: every entry of the exports map is
 * there, every import is of a file in dist/ or of a declared dependency or peer (nothing
 * of the workspace), and no path of the Plan My Walk app or of this machine is inside —
 * the host site passes its own paths as props (README.md, "Product values and app paths
 * come from the app"). Prints each problem and exits 1 when there is one.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  publishConfig: { exports: Record<string, string | Record<string, string>> };
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);

const problems: string[] = [];
const problem = (file: string, text: string) => problems.push(`${path.relative(root, file)}: ${text}`);

for (const [entry, target] of Object.entries(manifest.publishConfig.exports)) {
  for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
    if (!existsSync(path.join(root, file))) problems.push(`exports["${entry}"] names ${file}, which the build did not make`);
  }
}

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(js|d\.ts)$/.test(name))
  .map((name) => path.join(dist, name));

// Static imports and re-exports (one per line in the output), bare imports, and import() types.
const IMPORT = /^\s*(?:(?:import|export)\b[^;'"]*?\bfrom\s*|import\s*)["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
// A string literal that is a root-relative path ("/signin", `/account/${…}`): a route of the app.
const ROOT_PATH_LITERAL = /(["'`])\/[A-Za-z][^"'`\s]*\1?/g;
const MACHINE_PATH = /\/work\/|\/home\/|file:\/\/|packages\/ui\/src|apps\/web/;

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const [, staticSpecifier, typeSpecifier] of text.matchAll(IMPORT)) {
    const specifier = staticSpecifier ?? typeSpecifier;
    if (specifier === undefined) continue;
    if (specifier.startsWith('.')) {
      if (!existsSync(path.resolve(path.dirname(file), specifier))) problem(file, `imports ${specifier}, which is not in dist/`);
    } else if (!declared.has(packageName(specifier))) {
      problem(file, `imports ${specifier}, which is neither a dependency nor a peer dependency`);
    }
  }
  if (MACHINE_PATH.test(text)) problem(file, `names a path of this machine or the workspace (${text.match(MACHINE_PATH)?.[0]})`);
  if (file.endsWith('.js')) {
    // Comments may name paths as examples; code may not.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [literal] of code.matchAll(ROOT_PATH_LITERAL)) problem(file, `holds the app path ${literal}: take it as a prop`);
  }
}

if (problems.length > 0) {
  console.error(`dist/ is not fit to publish (${problems.length} problem(s)):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
process.stdout.write(`dist/: ${files.length} files, every import declared, no app or machine paths.\n`);
