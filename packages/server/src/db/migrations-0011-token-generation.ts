import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A refresh retires the token it replaces: each session counts the tokens it has been given (a token carries the
 * count it was signed with) and notes when the last refresh was, so the one before stays good for a short grace
 * while requests already sent with it land and the user's other tabs pick the new one up.
 */
export const tokenGenerationMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('sessions')
      .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sessions').addColumn('refreshed_at', 'text').execute();
  },
  async down(db: AnyDb) {
    for (const column of ['refreshed_at', 'token_generation'])
      await db.schema.alterTable('sessions').dropColumn(column).execute();
  },
};
