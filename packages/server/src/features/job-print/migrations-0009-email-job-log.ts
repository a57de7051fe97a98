import type { Kysely, Migration } from 'kysely';
import { serialKey } from '../../db/columns';
import type { Dialect } from '../../db/schema';

type AnyDb = Kysely<unknown>;

/** The send log of job e-mails: who sent which job to whom, when, the message id, the SMTP answer, the PDF's hash. */
export function emailJobLogMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('email_job_log')
        .addColumn('email_log_id', ...serialKey(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('job_id', 'integer', (c) => c.notNull())
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('to_addresses', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('smtp_response', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('pdf_sha256', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_job_log_job')
        .on('email_job_log')
        .columns(['company_id', 'job_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('email_job_log_job').execute();
      await db.schema.dropTable('email_job_log').execute();
    },
  };
}
