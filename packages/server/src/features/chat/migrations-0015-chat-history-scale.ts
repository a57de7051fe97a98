import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../../db/schema';

type AnyDb = Kysely<unknown>;

/**
 * What a chat request reads no longer grows with the user's whole history:
 * - chat_conversations holds each pair of users' latest message id, kept by a trigger on every insert into
 *   chat_messages (whatever writes it), so the conversation list reads one row per conversation;
 * - two indexes by sender and by recipient, each with the message id, let a resync read only the messages after its
 *   starting point.
 */
export function chatHistoryScaleMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('chat_conversations')
        .addColumn('low_user_id', 'integer', (c) => c.notNull())
        .addColumn('high_user_id', 'integer', (c) => c.notNull())
        .addColumn('last_chat_data_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_conversations_pk', ['low_user_id', 'high_user_id'])
        .execute();
      await db.schema
        .createIndex('chat_conversations_high')
        .on('chat_conversations')
        .column('high_user_id')
        .execute();
      await sql`
        INSERT INTO chat_conversations (low_user_id, high_user_id, last_chat_data_id)
        SELECT CASE WHEN from_user_id < to_user_id THEN from_user_id ELSE to_user_id END,
               CASE WHEN from_user_id < to_user_id THEN to_user_id ELSE from_user_id END,
               MAX(chat_data_id)
        FROM chat_messages
        GROUP BY 1, 2`.execute(db);
      // One upsert per message, on the pair's one row: two messages of a pair at once wait for each other, never
      // deadlock; the larger id wins whichever commits first.
      if (dialect === 'postgres') {
        await sql`
          CREATE FUNCTION chat_conversations_touch() RETURNS trigger AS $$
          BEGIN
            INSERT INTO chat_conversations (low_user_id, high_user_id, last_chat_data_id)
            VALUES (LEAST(NEW.from_user_id, NEW.to_user_id), GREATEST(NEW.from_user_id, NEW.to_user_id), NEW.chat_data_id)
            ON CONFLICT (low_user_id, high_user_id) DO UPDATE
              SET last_chat_data_id = GREATEST(chat_conversations.last_chat_data_id, EXCLUDED.last_chat_data_id);
            RETURN NULL;
          END
          $$ LANGUAGE plpgsql`.execute(db);
        await sql`
          CREATE TRIGGER chat_conversations_touch AFTER INSERT ON chat_messages
          FOR EACH ROW EXECUTE FUNCTION chat_conversations_touch()`.execute(db);
      } else {
        await sql`
          CREATE TRIGGER chat_conversations_touch AFTER INSERT ON chat_messages
          BEGIN
            INSERT INTO chat_conversations (low_user_id, high_user_id, last_chat_data_id)
            VALUES (MIN(NEW.from_user_id, NEW.to_user_id), MAX(NEW.from_user_id, NEW.to_user_id), NEW.chat_data_id)
            ON CONFLICT (low_user_id, high_user_id) DO UPDATE
              SET last_chat_data_id = MAX(last_chat_data_id, excluded.last_chat_data_id);
          END`.execute(db);
      }
      await db.schema
        .createIndex('chat_messages_from')
        .on('chat_messages')
        .columns(['from_user_id', 'chat_data_id'])
        .execute();
      await db.schema
        .createIndex('chat_messages_to')
        .on('chat_messages')
        .columns(['to_user_id', 'chat_data_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('chat_messages_to').execute();
      await db.schema.dropIndex('chat_messages_from').execute();
      await sql`DROP TRIGGER chat_conversations_touch${dialect === 'postgres' ? sql` ON chat_messages` : sql``}`.execute(
        db,
      );
      if (dialect === 'postgres') await sql`DROP FUNCTION chat_conversations_touch()`.execute(db);
      await db.schema.dropTable('chat_conversations').execute();
    },
  };
}
