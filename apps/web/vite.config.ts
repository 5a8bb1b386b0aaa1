import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkPublicSiteUrl } from './src/app/native/publicSiteUrl.ts';

const apiPort = process.env.API_PORT ?? '8080';
// The store apps' links and API calls go to this address: a mistyped one fails the build, not the apps.
checkPublicSiteUrl(process.env.VITE_PUBLIC_SITE_URL);

export default defineConfig({
  plugins: [react()],
  server: {
    // In development the API runs on its own port; in production it serves this build.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each page pulls in, for `pnpm size:web`'s budgets.
    manifest: true,
  },
});
