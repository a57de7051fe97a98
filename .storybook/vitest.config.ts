import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.aliases';
import { reactAliases } from './react-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [...workspaceAliases, ...reactAliases] },
  test: {
    name: 'stories',
    isolate: false,
    environment: 'jsdom',
    include: ['**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // Processed so that `styles.css?raw` yields the stylesheet text, as in Storybook's Vite build.
    css: { include: [/styles\.css/] },
  },
});
