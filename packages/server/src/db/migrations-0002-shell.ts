import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const TABLES = [
  'report_dashboards',
  'release_notes',
  'received_alerts',
  'quick_search_prefixes',
  'quotes',
  'jobs',
  'work_orders',
  'projects',
  'customers',
];

/** Work orders, jobs, quotes, customers, projects, alerts, release notes and dashboards the shell shows. */
export const shellMigration: Migration = {
  async up(db: AnyDb) {
    const company = 'companies.company_id';
    await db.schema
      .createTable('customers')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('customers_pk', ['company_id', 'customer_id'])
      .execute();
    await db.schema
      .createTable('projects')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('project_id', 'integer', (c) => c.notNull())
      .addColumn('project_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('projects_pk', ['company_id', 'project_id'])
      .execute();
    await db.schema
      .createTable('work_orders')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('work_order_id', 'integer', (c) => c.notNull())
      .addColumn('wo_number', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reference_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_pm', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('region_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('work_orders_pk', ['company_id', 'work_order_id'])
      .execute();
    await db.schema
      .createTable('jobs')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('job_id', 'integer', (c) => c.notNull())
      .addColumn('work_order_id', 'integer', (c) => c.notNull())
      .addColumn('tech_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('is_in_house', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('scheduled_date', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('jobs_pk', ['company_id', 'job_id'])
      .execute();
    await db.schema
      .createTable('quotes')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('quote_order_id', 'integer', (c) => c.notNull())
      .addColumn('quote_number', 'text', (c) => c.notNull())
      .addColumn('qo_job_id', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'real', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('region_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('quotes_pk', ['company_id', 'quote_order_id'])
      .execute();
    await db.schema
      .createTable('quick_search_prefixes')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('quick_search_id', 'integer', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('quick_search_prefixes_pk', ['company_id', 'quick_search_id'])
      .execute();
    await db.schema
      .createTable('received_alerts')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('alert_id', 'integer', (c) => c.notNull())
      .addColumn('login_id', 'integer', (c) => c.notNull())
      .addColumn('alert_type', 'integer', (c) => c.notNull())
      .addColumn('recvd_date', 'text', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('from_address', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('received_alerts_pk', ['company_id', 'alert_id'])
      .execute();
    await db.schema
      .createTable('release_notes')
      .addColumn('release_note_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('release_date', 'text', (c) => c.notNull())
      .addColumn('badge_days', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('report_dashboards')
      .addColumn('company_id', 'integer', (c) => c.notNull().references(company))
      .addColumn('dashboard_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('widgets', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_dashboards_pk', ['company_id', 'dashboard_id'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  },
};
