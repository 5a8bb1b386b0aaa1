/**
 * The public API of the package, for each entry with types (`.` and `./global-styles`):
 * compares the declarations tsc wrote (tsconfig.build.json) with the committed report in
 * etc/ and, while building, writes the entry's single .d.ts into dist/.
 *
 *   tsx scripts/api-report.ts --types <dir>             fails when the API differs from the report
 *   tsx scripts/api-report.ts --types <dir> --update    rewrites the report (commit it with the change)
 *   tsx scripts/api-report.ts --types <dir> --rollup    also writes dist/*.d.ts (pnpm build)
 *
 * `api:check` reads its own types folder and writes nothing into dist/, so it can run
 * beside a build (test-all.sh runs them in parallel lanes).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const args = process.argv.slice(2);
const update = args.includes('--update');
const rollup = args.includes('--rollup');
const typesArg = args[args.indexOf('--types') + 1];
if (!args.includes('--types') || typesArg === undefined) {
  console.error('usage: tsx scripts/api-report.ts --types <dir> [--update] [--rollup]');
  process.exit(2);
}
const packageFolder = fileURLToPath(new URL('..', import.meta.url));
const at = (file: string) => path.join(packageFolder, file);
const typesFolder = path.resolve(typesArg);

let failed = false;
for (const configFile of ['api-extractor.json', 'api-extractor.global-styles.json']) {
  const configObject = ExtractorConfig.loadFile(at(configFile));
  const entry = path.relative(at('build/types'), configObject.mainEntryPointFilePath.replace('<projectFolder>', packageFolder));
  configObject.mainEntryPointFilePath = path.join(typesFolder, entry);
  configObject.apiReport = { ...configObject.apiReport!, reportTempFolder: path.join(typesFolder, 'api-report') };
  if (!rollup) configObject.dtsRollup = { enabled: false };
  const config = ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: at(configFile),
    packageJsonFullPath: at('package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  if (!result.succeeded) {
    failed = true;
    if (result.apiReportChanged && !update) {
      console.error(
        `\nThe public API of ${configFile} differs from its report in etc/.` +
          '\nIf the change is meant, run `pnpm --filter @planmywalk/ui api:update` and commit the report.',
      );
    }
  }
}
if (failed) process.exit(1);

if (rollup) {
  // API Extractor's rollup leaves out module augmentations, so the one that types
  // styled-components' `theme` as ours is added back (the example site's typecheck proves it).
  appendFileSync(
    at('dist/index.d.ts'),
    "\ndeclare module 'styled-components' {\n    interface DefaultTheme extends Theme {\n    }\n}\n",
  );
  // `./fonts` only adds @font-face rules; it exports nothing.
  writeFileSync(at('dist/fonts.d.ts'), 'export {};\n');
}
