import type { Kysely, Migration } from 'kysely';
import { serialKey } from '../../db/columns';
import type { Dialect } from '../../db/schema';

type AnyDb = Kysely<unknown>;

/** Chat messages (client id unique per sender), attachments, per-user clear/delete marks, profiles and status. */
export function chatMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('chat_messages')
        .addColumn('chat_data_id', ...serialKey(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('from_user_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('to_user_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('chat_txt', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('client_message_id', 'text')
        .addColumn('is_delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('chat_messages_client_id', ['from_user_id', 'client_message_id'])
        .execute();
      await db.schema
        .createIndex('chat_messages_pair')
        .on('chat_messages')
        .columns(['from_user_id', 'to_user_id', 'chat_data_id'])
        .execute();
      await db.schema
        .createIndex('chat_messages_unread')
        .on('chat_messages')
        .columns(['to_user_id', 'is_read'])
        .execute();

      await db.schema
        .createTable('chat_attachments')
        .addColumn('chat_attachment_id', ...serialKey(dialect))
        .addColumn('chat_data_id', 'integer', (c) => c.notNull().references('chat_messages.chat_data_id'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('stored_path', 'text', (c) => c.notNull())
        .addColumn('attachment_type', 'integer', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_attachments_message')
        .on('chat_attachments')
        .column('chat_data_id')
        .execute();

      await db.schema
        .createTable('chat_marks')
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('other_user_id', 'integer', (c) => c.notNull())
        .addColumn('cleared_up_to', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted_up_to', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_marks_pk', ['login_id', 'other_user_id'])
        .execute();

      await db.schema
        .createTable('chat_profiles')
        .addColumn('login_id', 'integer', (c) => c.primaryKey().references('users.login_id'))
        .addColumn('availability_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone_no', 'text')
        .addColumn('country_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('profile_pic', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['chat_profiles', 'chat_marks', 'chat_attachments', 'chat_messages']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
