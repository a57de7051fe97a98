import { type Kysely, type Migration, sql } from 'kysely';
import { serialKey } from '../../db/columns';
import type { Dialect } from '../../db/schema';

type AnyDb = Kysely<unknown>;

/**
 * Service notes: the job crew and the work order's creator (who besides the technician receives a job's notes),
 * the notes, each recipient's notification, and a search of the notes that is not a scan: an FTS5 trigram index on
 * SQLite, a pg_trgm index on PostgreSQL.
 */
export function notesMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('work_orders').addColumn('created_by', 'integer').execute();
      await db.schema
        .createTable('job_crew')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('job_id', 'integer', (c) => c.notNull())
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addPrimaryKeyConstraint('job_crew_pk', ['company_id', 'job_id', 'login_id'])
        .execute();
      await db.schema
        .createTable('service_notes')
        .addColumn('service_note_id', ...serialKey(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('job_id', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('service_notes_job')
        .on('service_notes')
        .columns(['company_id', 'job_id', 'service_note_id'])
        .execute();
      await db.schema
        .createTable('user_notifications')
        .addColumn('user_notification_id', ...serialKey(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('service_note_id', 'integer', (c) =>
          c.notNull().references('service_notes.service_note_id'),
        )
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_by', 'integer')
        .addColumn('read_at', 'text')
        .execute();
      await db.schema
        .createIndex('user_notifications_inbox')
        .on('user_notifications')
        .columns(['login_id', 'is_read', 'user_notification_id'])
        .execute();
      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX service_notes_search ON service_notes USING gin (search_text gin_trgm_ops)`.execute(
          db,
        );
      } else {
        // External content: the index reads the text from service_notes; the store writes both in one transaction.
        await sql`CREATE VIRTUAL TABLE service_notes_search USING fts5(search_text, content='service_notes', content_rowid='service_note_id', tokenize='trigram')`.execute(
          db,
        );
      }
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS service_notes_search`.execute(db);
      for (const table of ['user_notifications', 'service_notes', 'job_crew']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('work_orders').dropColumn('created_by').execute();
    },
  };
}
