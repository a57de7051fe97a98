import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * An SMS reply's photo (an MMS): the file kept under the uploads folder and its type, none for a text alone. The same
 * statements on SQLite and PostgreSQL.
 */
export const smsPhotosMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sent_sms').addColumn('media_path', 'text').execute();
    await db.schema.alterTable('sent_sms').addColumn('media_type', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sent_sms').dropColumn('media_type').execute();
    await db.schema.alterTable('sent_sms').dropColumn('media_path').execute();
  },
};
