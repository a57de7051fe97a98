import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** A message can be edited or deleted by its sender, and can reply to another message of its conversation. */
export const chatChangesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('chat_messages').addColumn('edited_at', 'text').execute();
    await db.schema.alterTable('chat_messages').addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable('chat_messages').addColumn('reply_to_id', 'integer').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('chat_messages').dropColumn('reply_to_id').execute();
    await db.schema.alterTable('chat_messages').dropColumn('deleted_at').execute();
    await db.schema.alterTable('chat_messages').dropColumn('edited_at').execute();
  },
};
