import { type Kysely, type Migration, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Whether the receiving step vouches for an inbound message's sender: an SMS the provider signed, an e-mail whose DKIM
 * signature passed for its From address's domain. E-mails received before this column could not be checked: they stay
 * unverified.
 */
export const alertSenderVerifiedMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('received_alerts')
      .addColumn('sender_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE received_alerts SET sender_verified = 1 WHERE alert_type = 1`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('received_alerts').dropColumn('sender_verified').execute();
  },
};
