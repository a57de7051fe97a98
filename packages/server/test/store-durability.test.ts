import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { openStore, type Store } from '../src/db/connect';
import { tempDataDir } from './helpers';

const dataDir = tempDataDir();
const opened: Store[] = [];

afterAll(async () => {
  for (const store of opened) await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const synchronous = async (store: Store) =>
  (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(store.db)).rows[0]?.synchronous;

test('SQLite commits with synchronous FULL, also when the file is already in WAL: an acknowledged write survives a power loss', async () => {
  const first = openStore({ dataDir });
  opened.push(first);
  await first.migrate();
  // 2 is FULL; 1 is NORMAL, which a connection to a database already in WAL gets by default and which syncs only at
  // checkpoints.
  expect(await synchronous(first)).toBe(2);
  const again = openStore({ dataDir });
  opened.push(again);
  expect(await synchronous(again)).toBe(2);
  const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(again.db);
  expect(mode.rows[0]?.journal_mode).toBe('wal');
});
