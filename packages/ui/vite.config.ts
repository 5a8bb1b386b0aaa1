import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the publishable package (docs/adr/NNN-ui-package.md): ESM only, one output
// file per source module so a site's bundler drops the components it does not use
// (package.json `sideEffects`), every dependency and peer left as an import.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  // The package ships no public folder; its fonts come from @fontsource-variable/inter.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: {
        index: source('index.ts'),
        fonts: source('fonts.ts'),
        'global-styles': source('global-styles.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
