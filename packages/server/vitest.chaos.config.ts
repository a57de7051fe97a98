import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.aliases';

/**
 * The chaos suite (`pnpm test:chaos`, part of `pnpm check` after the unit tests): three server processes, PostgreSQL
 * and Redis of its own, and hundreds of chat clients. It runs alone, so its load does not disturb the timings of the
 * other suites.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: workspaceAliases },
  test: {
    name: 'chaos',
    environment: 'node',
    // With the measures of what a stranger's hostile input costs everyone else (no-stall.test.ts): timings too.
    include: ['test/chaos.test.ts', 'test/no-stall.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
