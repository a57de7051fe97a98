import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database, Db, Dialect } from './schema';
import { keepingStatements } from './statement-cache';

/** The open store and the engine behind it. */
export interface Store {
  db: Db;
  dialect: Dialect;
  /** Runs the migrations not yet applied; throws with the failing migration's error. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise SQLite in `dataDir/fieldkit.db` (WAL). */
export function openStore(options: { databaseUrl?: string | undefined; dataDir: string }): Store {
  let db: Db;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = 'postgres';
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
  } else {
    dialect = 'sqlite';
    mkdirSync(options.dataDir, { recursive: true });
    const sqlite = new SqliteDatabase(join(options.dataDir, 'fieldkit.db'));
    // WAL lets readers go on while a write commits; foreign keys are off by default in SQLite.
    sqlite.pragma('journal_mode = WAL');
    // Every commit reaches the disk before it is acknowledged: a write the server answered survives a power loss.
    // (A connection to a database already in WAL gets NORMAL by default, which syncs only at checkpoints.)
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  }
  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
      const { error, results } = await migrator.migrateToLatest();
      if (error) {
        const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
        throw new Error(
          `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    close: () => db.destroy(),
  };
}
