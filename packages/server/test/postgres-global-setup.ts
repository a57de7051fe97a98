import type { TestProject } from 'vitest/node';
import type {} from './helpers';
import { startThrowawayPostgres } from './throwaway-postgres';

/** One throwaway PostgreSQL for the whole run: every test server makes a database of its own in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startThrowawayPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
