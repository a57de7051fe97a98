import { defineConfig } from 'vitest/config';

/**
 * Every suite of `pnpm test:unit`. The packages' unit and story suites run without isolation (`isolate: false` in
 * each project): a worker imports the modules and sets up jsdom once for all its files, which cleaned up after
 * themselves. The server's suites say how they run in packages/server/vitest.config.ts.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      // The guide's job log (docs/widget-kit.md), built as the guide writes it.
      'examples/*/vitest.config.ts',
      // The server's suites again, on PostgreSQL.
      'packages/server/vitest.postgres.config.ts',
      'bench/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
