import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The inline parts of an inbound e-mail (the images its HTML shows by `cid:`): one row per part and message, naming
 * the file kept under the uploads folder. The same statements on SQLite and PostgreSQL.
 */
export const alertPartsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('received_alert_parts')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('alert_id', 'integer', (c) => c.notNull())
      /** The part's Content-ID without its angle brackets, as the HTML names it after `cid:`. */
      .addColumn('cid', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      /** Relative to the uploads folder. */
      .addColumn('filepath', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('received_alert_parts_pk', ['company_id', 'alert_id', 'cid'])
      .addForeignKeyConstraint('received_alert_parts_alert', ['company_id', 'alert_id'], 'received_alerts', [
        'company_id',
        'alert_id',
      ])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('received_alert_parts').execute();
  },
};
