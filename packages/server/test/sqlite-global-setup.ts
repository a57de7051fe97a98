import type { TestProject } from 'vitest/node';
import type {} from './helpers';
import { templateFolder } from './template';

/** The run's demo data on SQLite, migrated and seeded once: each test server starts from a copy of the folder. */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await templateFolder();
  project.provide('templateDataDir', template.folder);
  return template.remove;
}
