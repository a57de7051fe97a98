import { configDefaults, defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The chaos suite runs alone (vitest.chaos.config.ts).
    exclude: [...configDefaults.exclude, 'test/chaos.test.ts'],
    // Each test file starts real servers with native SQLite handles: separate processes keep them apart.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
