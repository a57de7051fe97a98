import { type Kysely, type Migration, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Who may read a report dashboard: the lowest role group, as the Reports menu shows dashboards to dispatchers and
 * above; the help dashboard (810), which the profile menu opens for everyone, is every role's.
 */
export const dashboardRolesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('report_dashboards')
      .addColumn('min_role_group', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await sql`UPDATE report_dashboards SET min_role_group = 1 WHERE dashboard_id = 810`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('report_dashboards').dropColumn('min_role_group').execute();
  },
};
