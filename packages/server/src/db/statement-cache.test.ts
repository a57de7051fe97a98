import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { keepingStatements } from './statement-cache';

const opened: Kysely<unknown>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** An in-memory database behind Kysely, keeping `kept` statements, and the texts SQLite was asked to prepare. */
function open(kept?: number) {
  const sqlite = new SqliteDatabase(':memory:');
  const prepared: string[] = [];
  const counting = {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      prepared.push(text);
      return sqlite.prepare(text);
    },
  };
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: keepingStatements(counting, kept) }),
  });
  opened.push(db);
  return { db, prepared };
}

const square = async (db: Kysely<unknown>, n: number) =>
  (await sql<{ value: number }>`SELECT ${n} * ${n} AS value`.execute(db)).rows[0]?.value;

test('a query of the same text runs its statement again, with its own parameters, prepared once', async () => {
  const { db, prepared } = open();
  expect(await square(db, 3)).toBe(9);
  expect(await square(db, 4)).toBe(16);
  await sql`CREATE TABLE t (n integer)`.execute(db);
  for (const n of [1, 2, 3]) await sql`INSERT INTO t (n) VALUES (${n})`.execute(db);
  expect((await sql<{ n: number }>`SELECT n FROM t ORDER BY n`.execute(db)).rows).toEqual([
    { n: 1 },
    { n: 2 },
    { n: 3 },
  ]);
  expect(prepared.filter((text) => text.startsWith('SELECT ? * ?'))).toHaveLength(1);
  expect(prepared.filter((text) => text.startsWith('INSERT'))).toHaveLength(1);
});

test('beyond the statements kept, the least recently used one is dropped and prepared again when next used', async () => {
  const { db, prepared } = open(2);
  const one = sql`SELECT 1 AS value`;
  const two = sql`SELECT 2 AS value`;
  const three = sql`SELECT 3 AS value`;
  await one.execute(db);
  await two.execute(db);
  // One is used again, so two is now the least recently used and goes when three comes.
  await one.execute(db);
  await three.execute(db);
  await one.execute(db);
  expect(prepared).toEqual(['SELECT 1 AS value', 'SELECT 2 AS value', 'SELECT 3 AS value']);
  await two.execute(db);
  expect(prepared.at(-1)).toBe('SELECT 2 AS value');
  expect(prepared).toHaveLength(4);
});
