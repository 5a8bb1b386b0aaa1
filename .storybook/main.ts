import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The docs pages (introduction, design tokens) first, then every component's stories,
  // each with its autodocs page (`tags: ['autodocs']` in preview.tsx).
  stories: ['../packages/ui/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (config) => ({
    ...config,
    optimizeDeps: {
      ...config.optimizeDeps,
      // Let Vite find every dependency of the stories up front. Otherwise, on a
      // cold cache, the story tests discover them one by one and Vite reloads the
      // browser mid-run ("Vite unexpectedly reloaded a test").
      entries: [...toArray(config.optimizeDeps?.entries), '.storybook/preview.tsx', 'packages/ui/src/**/*.stories.tsx'],
    },
  }),
};

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default config;
