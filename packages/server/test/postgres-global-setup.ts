import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../scripts/local-postgres';
import type {} from './helpers';

/** One throwaway PostgreSQL for the whole run: every test server makes a database of its own in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startLocalPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
