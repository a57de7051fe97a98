import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * An SMS reply is sent once: the client's idempotency key (unique per sender), and until when the process that
 * writes the row before sending it holds it (`status` 'sending'); a row still 'sending' past that was left by a
 * process that stopped mid-send and becomes 'unknown', never sent again.
 */
export const replyOnceMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sent_sms').addColumn('idempotency_key', 'text').execute();
    await db.schema.alterTable('sent_sms').addColumn('claimed_until', 'text').execute();
    await db.schema
      .createIndex('sent_sms_idempotency')
      .on('sent_sms')
      .columns(['company_id', 'login_id', 'idempotency_key'])
      .unique()
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('sent_sms_idempotency').execute();
    await db.schema.alterTable('sent_sms').dropColumn('claimed_until').execute();
    await db.schema.alterTable('sent_sms').dropColumn('idempotency_key').execute();
  },
};
