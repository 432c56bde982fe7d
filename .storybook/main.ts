import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { generatedStoriesPlugin, generatedStoryIndexers, generatedStorySources } from './generatedStories.ts';

/**
 * Storybook: hand-written stories in stories/, plus stories generated from data (every definition version in
 * forms/index.ts, every entry of the widget catalog) by the indexers in generatedStories.ts.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx', ...generatedStorySources],
  experimental_indexers: (indexers) => [...generatedStoryIndexers, ...(indexers ?? [])],
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), generatedStoriesPlugin()],
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
  }),
};

export default config;
