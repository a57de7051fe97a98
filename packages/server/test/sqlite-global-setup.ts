import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from './helpers';
import { seedTemplate } from './template';

/** The run's demo data on SQLite, migrated and seeded once: each test server starts from a copy of the folder. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldkit-template-'));
  await seedTemplate(folder);
  project.provide('templateDataDir', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
