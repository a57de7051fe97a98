import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Lines the server writes into a conversation itself (a missed video call) are marked with their kind. */
export const chatKindsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('chat_messages').addColumn('chat_kind', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('chat_messages').dropColumn('chat_kind').execute();
  },
};
