import { configDefaults, defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

/**
 * The server's suites on SQLite. They mostly wait on sockets, databases and child processes, so three run at once on
 * two cores; a worker runs its files one after another in one process (each starts and stops its own servers), so
 * the server's modules are imported once per worker, not once per file.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The chaos suite and the hostile-load timings run alone (vitest.chaos.config.ts).
    exclude: [...configDefaults.exclude, 'test/chaos.test.ts', 'test/no-stall.test.ts'],
    globalSetup: ['test/sqlite-global-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 3,
    // After the packages' suites, which run two at a time (projects that differ in workers run as separate groups).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
