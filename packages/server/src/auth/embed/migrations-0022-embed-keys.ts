import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Embedding by the host's backend: the companies' embed keys, the assertion ids already exchanged (cluster-wide, so
 * a replay to another process is refused too), the external ids linked to users, and `sessions.embed_key_id`, set
 * on a session made by an assertion (an embedded session: it ends with its key, and the single-session rule of the
 * full app neither ends it nor is ended by it).
 */
export const embedKeysMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('embed_keys')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('embed_keys_company').on('embed_keys').column('company_id').execute();
    await db.schema
      .createTable('embed_assertions')
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('jti', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('embed_assertions_pk', ['key_id', 'jti'])
      .execute();
    await db.schema
      .createIndex('embed_assertions_expiry')
      .on('embed_assertions')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('embed_external_ids')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('login_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('embed_external_ids_pk', ['company_id', 'external_id'])
      .execute();
    await db.schema.alterTable('sessions').addColumn('embed_key_id', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sessions').dropColumn('embed_key_id').execute();
    for (const table of ['embed_external_ids', 'embed_assertions', 'embed_keys'])
      await db.schema.dropTable(table).execute();
  },
};
