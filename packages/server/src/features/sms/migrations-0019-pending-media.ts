import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The media of inbound MMS still to fetch, kept until each is attached or given up: a process that dies while
 * fetching leaves its row, and the next one (or another process) takes it up (`src/features/sms/media-queue.ts`).
 */
export const pendingMediaMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('pending_alert_media')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('alert_id', 'integer', (c) => c.notNull())
      .addColumn('media', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('claimed_until', 'text')
      .addPrimaryKeyConstraint('pending_alert_media_pk', ['company_id', 'alert_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('pending_alert_media').execute();
  },
};
