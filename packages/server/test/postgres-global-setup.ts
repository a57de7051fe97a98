import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../scripts/local-postgres';
import type {} from './helpers';
import { templateFolder } from './template';

/**
 * One throwaway PostgreSQL for the whole run, and in it the run's demo data, migrated and seeded once: each test
 * server gets a database of its own made from it (`CREATE DATABASE … TEMPLATE`), and a copy of its seeded files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startLocalPostgres();
  const template = await templateFolder(await postgres.createDatabase(POSTGRES_TEMPLATE));
  project.provide('postgresUrl', postgres.url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  project.provide('templateDataDir', template.folder);
  return async () => {
    await postgres.stop();
    template.remove();
  };
}

const POSTGRES_TEMPLATE = 'fieldkit_template';
