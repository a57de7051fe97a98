import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** A column: its name, its type, and whether it may be null (else not null, with '' or 0 as its default). */
type Column = [name: string, type: 'text' | 'integer' | 'double precision', nullable?: 'null'];

const COMPANY = 'companies.company_id';

const text = (...names: string[]): Column[] => names.map((name) => [name, 'text']);
const integer = (...names: string[]): Column[] => names.map((name) => [name, 'integer']);
const decimal = (...names: string[]): Column[] => names.map((name) => [name, 'double precision']);
const nullable = (type: Column[1], ...names: string[]): Column[] => names.map((name) => [name, type, 'null']);

function withColumns(table: CreateTableBuilder<string, never>, columns: Column[]) {
  let builder = table;
  for (const [name, type, isNull] of columns)
    builder = builder.addColumn(name, type, (c) =>
      isNull ? c : c.notNull().defaultTo(type === 'text' ? '' : 0),
    );
  return builder;
}

/** A table whose rows belong to a company, keyed by `key` (company_id first). */
async function createTable(db: AnyDb, name: string, key: string[], columns: Column[]): Promise<void> {
  const keyColumns: Column[] = key.slice(1).map((k) => [k, 'integer']);
  let table = db.schema
    .createTable(name)
    .addColumn('company_id', 'integer', (c) => c.notNull().references(COMPANY));
  for (const [column] of keyColumns) table = table.addColumn(column, 'integer', (c) => c.notNull());
  await withColumns(table, columns)
    .addPrimaryKeyConstraint(`${name}_pk`, key as never)
    .execute();
}

/** Rows of a job, in `line_no` order. */
const jobLines = (db: AnyDb, name: string, columns: Column[]) =>
  createTable(db, name, ['company_id', 'job_id', 'line_no'], columns);

const CUSTOMER_TEXT = [
  'address_line1',
  'address_line2',
  'unit_no',
  'state_name',
  'zip_code',
  'contact_name',
  'phone',
  'mobile',
  'email',
  'billing_address_line1',
  'billing_address_line2',
  'billing_unit_no',
  'billing_city_name',
  'billing_state_name',
  'billing_zip_code',
  'billing_contact_name',
  'billing_phone',
  'billing_mobile',
  'billing_email',
  'customer_type',
  'clli_code',
];

const TABLES = [
  'checklist_answer_files',
  'checklist_answers',
  'job_checklists',
  'checklist_question_options',
  'checklist_questions',
  'checklist_sub_forms',
  'checklists',
  'job_attachments',
  'job_technician_remarks',
  'job_special_instructions',
  'job_pricing_lines',
  'job_rma_parts',
  'job_shipments',
  'job_part_requests',
  'job_equipment',
  'job_sla_history',
  'job_feedback',
  'job_travel',
  'job_print_facts',
  'print_settings',
  'company_print_profiles',
];

/**
 * The job print data (spec, feature areas section 3): customers' site and billing addresses, users' mobiles, a work
 * order's project, and tables for each part of a job's printout, for checklists, and for a company's print settings
 * and printout. The same statements on SQLite and PostgreSQL.
 */
export const jobPrintMigration: Migration = {
  async up(db: AnyDb) {
    for (const column of CUSTOMER_TEXT)
      await db.schema
        .alterTable('customers')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    await db.schema
      .alterTable('customers')
      .addColumn('is_network', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('mobile', 'text').execute();
    await db.schema.alterTable('work_orders').addColumn('project_id', 'integer').execute();

    await createTable(
      db,
      'company_print_profiles',
      ['company_id'],
      [
        ...text('unit_no', 'address_line1', 'address_line2', 'city_name', 'state_name', 'zip_code'),
        ...text('country_name', 'printout_logo_path', 'printout_header_path', 'printout_footer_path'),
        ...integer('print_job_html'),
        ...text('file_setting'),
        ...integer('is_multi_day_scheduling', 'work_day_minutes'),
      ],
    );
    await createTable(
      db,
      'print_settings',
      ['company_id', 'setting_id'],
      [...integer('setting_type_id'), ...text('caption'), ...integer('is_enabled', 'order_id')],
    );
    await createTable(
      db,
      'job_print_facts',
      ['company_id', 'job_id'],
      [
        ...text('wo_category', 'work_type', 'work_task', 'slot_name'),
        ...nullable('text', 'appt_pref_date'),
        ...text('vendor_name', 'time_zone_id'),
        ...integer('days', 'hours', 'minutes', 'actual_worked_days', 'actual_worked_hours'),
        ...integer('actual_worked_minutes', 'actual_travel_time'),
        ...decimal('actual_travel_distance'),
        ...integer('is_customer_signature_req'),
        ...text('sign_by_name'),
        ...nullable('text', 'signature_path', 'signed_date'),
      ],
    );
    await createTable(
      db,
      'job_travel',
      ['company_id', 'job_id'],
      [...integer('a_work_duration'), ...decimal('a_travel_distance'), ...integer('a_travel_duration')],
    );
    await createTable(
      db,
      'job_feedback',
      ['company_id', 'job_id'],
      [...integer('rating'), ...text('feedback', 'feedback_by')],
    );
    await jobLines(db, 'job_sla_history', [
      ...integer('priority_id'),
      ...text('priority_name', 'sla_type', 'duration_str'),
      ...integer('resp_sla_duration_type_id', 'resl_sla_duration_type_id'),
      ...text('response_sla_duration_type', 'resolution_sla_duration_type', 'created_date'),
      ...nullable('text', 'appt_pref_date'),
      ...text('sla_start_time', 'sla_end_time'),
      ...nullable('text', 'actual_sla_end_time'),
      ...integer('is_sla_met'),
    ]);
    await jobLines(db, 'job_equipment', text('brand', 'model', 'serial_no', 'tag_no'));
    await jobLines(db, 'job_part_requests', [
      ...text('part_request_no', 'part_no', 'description'),
      ...decimal('requested_qty'),
      ...text('part_req_status'),
    ]);
    await jobLines(
      db,
      'job_shipments',
      text('ship_via', 'shipping_date', 'tracking_no', 'eta_date', 'eta_time'),
    );
    await jobLines(db, 'job_rma_parts', text('rma_no', 'rma_tracking_no', 'rma_shipping_date'));
    await jobLines(db, 'job_pricing_lines', [
      ...text('item', 'description', 'pricing_unit'),
      ...decimal('qty', 'approved_qty', 'unit_price', 'total_amount', 'discount'),
      ...integer('discount_type_id'),
      ...decimal('percentage', 'tax'),
      ...integer('price_type_id', 'pricing_unit_id', 'hours', 'minutes'),
      ...integer('days_per_task', 'hours_per_task', 'minutes_per_task'),
      ...integer('is_boq_request', 'approval_status_id', 'work_group_id'),
    ]);
    for (const notes of ['job_special_instructions', 'job_technician_remarks'])
      await jobLines(db, notes, text('note', 'created_date'));
    await jobLines(db, 'job_attachments', [
      ...text('file_name', 'attachement_type', 'type', 'captured_date', 'description'),
      ...text('attachment_sub_category', 'file_path'),
    ]);
    await createTable(db, 'checklists', ['company_id', 'chklist_id'], text('chklist_name'));
    await createTable(
      db,
      'checklist_sub_forms',
      ['company_id', 'sub_form_id'],
      [
        ...integer('chklist_id'),
        ...text('sub_form_name'),
        ...integer('parent_question_id'),
        ...nullable('text', 'parent_answer'),
      ],
    );
    await createTable(
      db,
      'checklist_questions',
      ['company_id', 'question_id'],
      [
        ...integer('chklist_id', 'sort_order'),
        ...text('question'),
        ...integer('field_type_id'),
        ...nullable('integer', 'parent_question_id'),
        ...nullable('text', 'parent_answer'),
        ...nullable('integer', 'sub_form_id'),
      ],
    );
    await db.schema
      .createIndex('checklist_questions_chklist')
      .on('checklist_questions')
      .columns(['company_id', 'chklist_id', 'sort_order'])
      .execute();
    await createTable(
      db,
      'checklist_question_options',
      ['company_id', 'question_id', 'option_no'],
      text('value'),
    );
    await jobLines(db, 'job_checklists', integer('chklist_id'));
    await createTable(db, 'checklist_answers', ['company_id', 'job_id', 'question_id'], text('answer'));
    await jobLines(db, 'checklist_answer_files', [
      ...integer('question_id'),
      ...text('file_name', 'file_path'),
    ]);
  },
  async down(db: AnyDb) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    await db.schema.alterTable('work_orders').dropColumn('project_id').execute();
    await db.schema.alterTable('users').dropColumn('mobile').execute();
    for (const column of [...CUSTOMER_TEXT, 'is_network'])
      await db.schema.alterTable('customers').dropColumn(column).execute();
  },
};
