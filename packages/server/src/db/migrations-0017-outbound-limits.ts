import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * What a company lets its users send, and what they have sent lately:
 * - `companies.sms_allowed_countries`: the countries SMS may go to (ISO 3166 codes, comma-separated; '' for the
 *   country of the company's own SMS number), and `sms_premium_rate_allowed`: premium-rate and shared-cost numbers
 *   (refused unless 1);
 * - `outbound_uses`: each SMS or job e-mail taken for sending (its recipients), by whom and when, for the per-user and
 *   per-company rates and daily quotas (rows older than a day are dropped as new ones come).
 */
export const outboundLimitsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('companies')
      .addColumn('sms_allowed_countries', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('companies')
      .addColumn('sms_premium_rate_allowed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('outbound_uses')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('login_id', 'integer', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('used_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('outbound_uses_company')
      .on('outbound_uses')
      .columns(['company_id', 'channel', 'used_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('outbound_uses').execute();
    await db.schema.alterTable('companies').dropColumn('sms_premium_rate_allowed').execute();
    await db.schema.alterTable('companies').dropColumn('sms_allowed_countries').execute();
  },
};
