import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../vitest.aliases.ts';
import { reactAliases } from './react-aliases.ts';

/** One Storybook for every package: stories sit beside their components. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages resolve to their sources, as in the tests and the shell's dev server.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { alias: [...workspaceAliases, ...reactAliases] } }),
};

export default config;
