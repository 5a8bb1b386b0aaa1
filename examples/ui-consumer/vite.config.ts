import { defineConfig } from 'vite';

// Nothing Plan My Walk-specific: the package must work with a bundler's defaults.
export default defineConfig({});
