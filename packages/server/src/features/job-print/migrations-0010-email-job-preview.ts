import { type Kysely, type Migration, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const EN_GB = 'en-GB';

/**
 * The preview of a job e-mail is the PDF it sends (issue 11): the language each customer's printouts are made in;
 * the send log's language, format ('pdf' attached, 'html' as the body, 'none' when the user removed the attachment)
 * and the SHA-256 of the preview the send was checked against; and the last PDF each user prepared for a job (the
 * download answers it), by the SHA-256 of the HTML document it was printed from (its file under
 * `{DATA_DIR}/printouts`) and of its bytes.
 */
export const emailJobPreviewMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('customers')
      .addColumn('print_language', 'text', (c) => c.notNull().defaultTo(EN_GB))
      .execute();
    await db.schema
      .alterTable('email_job_log')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo(EN_GB))
      .execute();
    await db.schema.alterTable('email_job_log').addColumn('preview_sha256', 'text').execute();
    await db.schema
      .alterTable('email_job_log')
      .addColumn('format', 'text', (c) =>
        c.notNull().defaultTo('pdf').check(sql`format in ('pdf', 'html', 'none')`),
      )
      .execute();
    await db.schema
      .createTable('email_job_prepared')
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
      .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
      .addColumn('job_id', 'integer', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('html_sha256', 'text', (c) => c.notNull())
      .addColumn('pdf_sha256', 'text', (c) => c.notNull())
      .addColumn('prepared_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('email_job_prepared_pk', ['company_id', 'login_id', 'job_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('email_job_prepared').execute();
    for (const column of ['format', 'preview_sha256', 'language'])
      await db.schema.alterTable('email_job_log').dropColumn(column).execute();
    await db.schema.alterTable('customers').dropColumn('print_language').execute();
  },
};
