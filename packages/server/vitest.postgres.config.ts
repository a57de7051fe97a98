import { defineConfig, mergeConfig } from 'vitest/config';
import sqlite from './vitest.config';

/** Every server suite again, each test server on a database of its own in one throwaway PostgreSQL. */
export default mergeConfig(
  sqlite,
  defineConfig({
    test: {
      name: 'server-postgres',
      globalSetup: ['test/postgres-global-setup.ts'],
    },
  }),
);
