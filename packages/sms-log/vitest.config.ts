import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'sms-log',
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Processed so that `styles.css?raw` yields the stylesheet text, as in Vite and in the package build.
    css: { include: [/styles\.css/] },
  },
});
