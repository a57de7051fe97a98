import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A job e-mail is mailed once: the row is written before the mail server is asked (`status` 'sending', held by its
 * process until `claimed_until`), with the client's idempotency key (unique per sender); a row still 'sending' past
 * its hold was left by a process that stopped mid-send and becomes 'unknown', never sent again. Rows before this
 * migration were all sent.
 */
export const emailOnceMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('email_job_log')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent'))
      .execute();
    await db.schema.alterTable('email_job_log').addColumn('idempotency_key', 'text').execute();
    await db.schema.alterTable('email_job_log').addColumn('claimed_until', 'text').execute();
    await db.schema
      .createIndex('email_job_log_idempotency')
      .on('email_job_log')
      .columns(['company_id', 'login_id', 'idempotency_key'])
      .unique()
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('email_job_log_idempotency').execute();
    for (const column of ['claimed_until', 'idempotency_key', 'status'])
      await db.schema.alterTable('email_job_log').dropColumn(column).execute();
  },
};
