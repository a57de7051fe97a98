import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A user can be disabled: from then on neither a password nor an embed key's assertion signs them in, and the
 * sessions they held have ended with it.
 */
export const userDisabledMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  },
};
