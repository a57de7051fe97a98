import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Video calls: the rooms (a call, named by the timestamp it started at) and their members (who was rung, who joined
 * from which window, who left), kept in the store so that every server process sees the same calls; and whether a
 * company has video calls on (the shell's 'Enabled flag of a video-call provider'), on for every company already there.
 */
export const videoMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('companies')
      .addColumn('video_call_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('video_rooms')
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.login_id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .addPrimaryKeyConstraint('video_rooms_pk', ['company_id', 'room_name'])
      .execute();
    await db.schema
      .createTable('video_members')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('peer_id', 'text')
      .addColumn('invited_by', 'integer', (c) => c.notNull())
      .addColumn('rang_at', 'text', (c) => c.notNull())
      .addColumn('joined_at', 'text')
      .addColumn('is_muted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_camera_off', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('video_members_pk', ['company_id', 'room_name', 'login_id'])
      .addForeignKeyConstraint('video_members_room', ['company_id', 'room_name'], 'video_rooms', [
        'company_id',
        'room_name',
      ])
      .execute();
    // Whether someone is busy: their joined or ringing rows, whatever the room.
    await db.schema
      .createIndex('video_members_login')
      .on('video_members')
      .columns(['login_id', 'state'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('video_members').ifExists().execute();
    await db.schema.dropTable('video_rooms').ifExists().execute();
    await db.schema.alterTable('companies').dropColumn('video_call_enabled').execute();
  },
};
