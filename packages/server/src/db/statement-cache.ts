import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept: every query the server writes, with room for `IN` lists of many lengths. */
const KEPT = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with the statements it prepared kept for the next query of the
 * same text (the least recently used dropped beyond `kept`). Kysely prepares every query anew, and preparing cost
 * as much CPU as running the query for the chat's resync. One connection runs one query at a time (Kysely's SQLite
 * driver holds it, streams included), so a kept statement is never busy when it is used again.
 */
export function keepingStatements(database: SqliteDatabase, kept = KEPT): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      // Last in the map's order is the most recently used.
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
