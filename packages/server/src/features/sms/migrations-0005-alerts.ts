import type { Kysely, Migration } from 'kysely';
import { serialKey } from '../../db/columns';
import type { Dialect } from '../../db/schema';

type AnyDb = Kysely<unknown>;

/**
 * Messages that really arrive and leave: each company's SMS number and inbound e-mail address, customer contacts
 * (whose number names an SMS's sender), what an inbound message carries besides the log's columns (where it was
 * sent, the sender's name, the provider's id, stored once, the vendor it concerns, who read it and when), and the
 * SMS sent from the app, with what became of each.
 */
export function alertsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('companies').addColumn('sms_number', 'text').execute();
      await db.schema.alterTable('companies').addColumn('inbound_email', 'text').execute();
      await db.schema
        .createIndex('companies_sms_number')
        .on('companies')
        .column('sms_number')
        .unique()
        .execute();
      await db.schema
        .createTable('customer_contacts')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('contact_id', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        /** E.164 (+ and digits only), or null. */
        .addColumn('mobile', 'text')
        .addPrimaryKeyConstraint('customer_contacts_pk', ['company_id', 'contact_id'])
        .execute();
      await db.schema
        .createIndex('customer_contacts_mobile')
        .on('customer_contacts')
        .columns(['company_id', 'mobile'])
        .execute();
      for (const [column, type] of [
        ['to_address', 'text'],
        ['display_name', 'text'],
        ['media_type', 'text'],
        ['subject', 'text'],
      ] as const)
        await db.schema
          .alterTable('received_alerts')
          .addColumn(column, type, (c) => c.notNull().defaultTo(''))
          .execute();
      await db.schema
        .alterTable('received_alerts')
        .addColumn('vendor_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('received_alerts').addColumn('message_sid', 'text').execute();
      await db.schema.alterTable('received_alerts').addColumn('read_by', 'integer').execute();
      await db.schema.alterTable('received_alerts').addColumn('read_at', 'text').execute();
      await db.schema
        .createIndex('received_alerts_message_sid')
        .on('received_alerts')
        .columns(['company_id', 'message_sid'])
        .unique()
        .execute();
      await db.schema
        .createTable('sent_sms')
        .addColumn('sent_sms_id', ...serialKey(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('to_number', 'text', (c) => c.notNull())
        .addColumn('from_number', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        /** 'sent' (the provider took it), 'queued' (no provider configured), 'failed' (the provider refused it). */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider_sid', 'text')
        .addColumn('error', 'text')
        .addColumn('reply_to', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sent_sms').execute();
      await db.schema.dropIndex('received_alerts_message_sid').execute();
      for (const column of [
        'read_at',
        'read_by',
        'message_sid',
        'vendor_id',
        'media_type',
        'display_name',
        'to_address',
        'subject',
      ])
        await db.schema.alterTable('received_alerts').dropColumn(column).execute();
      await db.schema.dropTable('customer_contacts').execute();
      await db.schema.dropIndex('companies_sms_number').execute();
      await db.schema.alterTable('companies').dropColumn('inbound_email').execute();
      await db.schema.alterTable('companies').dropColumn('sms_number').execute();
    },
  };
}
