/**
 * The public API of the package, for each entry with types (`.` and `./global-styles`):
 * compares the declarations in build/types (tsc -p tsconfig.build.json) with the
 * committed report in etc/, and writes the entry's single .d.ts into dist/.
 *
 *   tsx scripts/api-report.ts            fails when the API differs from the report
 *   tsx scripts/api-report.ts --update   rewrites the report (commit it with the change)
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

let failed = false;
for (const configFile of ['api-extractor.json', 'api-extractor.global-styles.json']) {
  const config = ExtractorConfig.loadFileAndPrepare(at(configFile));
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

// API Extractor's rollup leaves out module augmentations, so the one that types
// styled-components' `theme` as ours is added back (the example site's typecheck proves it).
appendFileSync(
  at('dist/index.d.ts'),
  "\ndeclare module 'styled-components' {\n    interface DefaultTheme extends Theme {\n    }\n}\n",
);
// `./fonts` only adds @font-face rules; it exports nothing.
mkdirSync(at('dist'), { recursive: true });
writeFileSync(at('dist/fonts.d.ts'), 'export {};\n');
