import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The server's suites again, on PostgreSQL.
      'packages/server/vitest.postgres.config.ts',
      'bench/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
