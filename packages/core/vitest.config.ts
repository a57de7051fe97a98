import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'core',
    isolate: false,
    // Core has no DOM code; Web Crypto, fetch and Intl are all in Node 20.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
