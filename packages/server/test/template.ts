import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/db/connect';
import { seedDemo } from '../src/db/seed';
import { uploadsDir } from '../src/storage/uploads';

/**
 * The demo data a test server starts from, made once per run: migrated and seeded into `dataDir` (the SQLite file
 * and the seeded files under uploads/), or into the PostgreSQL database at `databaseUrl` (the files still in
 * `dataDir`). Each test server then starts from a copy, as a restarted server finds its data: migrations up to date,
 * the seed there, the demo expiries refreshed.
 */
export async function seedTemplate(dataDir: string, databaseUrl?: string): Promise<void> {
  const store = openStore({ dataDir, databaseUrl });
  try {
    await store.migrate();
    await seedDemo(store.db, { uploadsDir: uploadsDir(dataDir) });
  } finally {
    await store.close();
  }
}

/** A new folder of the run's demo data (see `seedTemplate`), and how to remove it once the run is over. */
export async function templateFolder(databaseUrl?: string): Promise<{ folder: string; remove(): void }> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldkit-template-'));
  await seedTemplate(folder, databaseUrl);
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
