import { configDefaults, defineConfig } from 'vitest/config';
import sqlite from './vitest.config';

/**
 * The server's suites again on PostgreSQL, those that touch a store: each test server on a database of its own in
 * one throwaway PostgreSQL. Not again: the unit tests under src/ (no store, or SQLite's own statement cache), the
 * API document, the PDF printer and its renderer (50 s of Chromium, no store), the printout read back (Chromium, the
 * seed's job only) and the mail parsers (no store),
 * SQLite's durability settings, and the suite that starts a PostgreSQL of its own on both passes.
 */
export default defineConfig({
  ...sqlite,
  test: {
    ...sqlite.test,
    name: 'server-postgres',
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'test/chaos.test.ts',
      'test/no-stall.test.ts',
      'test/api-doc.test.ts',
      'test/job-pdf-printer.test.ts',
      'test/pdf-renderer.test.ts',
      'test/printout-as-received.test.ts',
      'test/store-durability.test.ts',
      'test/postgres.test.ts',
      'test/mail-parsers.test.ts',
    ],
    globalSetup: ['test/postgres-global-setup.ts'],
  },
});
