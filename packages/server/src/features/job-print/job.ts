import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isInt32 } from '../../http/handlers/int32';

/** The caller's company and the job a job print call names. */
export interface PrintJobKey {
  companyId: number;
  jobId: number;
}

/**
 * The job of a job print call, with its work order: a job of the caller's company, as the job details screen reads
 * it (any user of the company); 404 for a job of another company or none.
 */
export async function printJobOf(db: Db, companyId: number, jobId: number) {
  const job = isInt32(jobId)
    ? await db
        .selectFrom('jobs')
        .innerJoin('work_orders', (j) =>
          j
            .onRef('work_orders.company_id', '=', 'jobs.company_id')
            .onRef('work_orders.work_order_id', '=', 'jobs.work_order_id'),
        )
        .select([
          'jobs.company_id',
          'jobs.job_id',
          'jobs.tech_id',
          'jobs.status',
          'jobs.scheduled_date',
          'work_orders.wo_number',
          'work_orders.customer_id',
          'work_orders.reference_number',
          'work_orders.created_at',
          'work_orders.project_id',
        ])
        .where('jobs.company_id', '=', companyId)
        .where('jobs.job_id', '=', jobId)
        .executeTakeFirst()
    : undefined;
  if (!job) throw new HttpError(404, 'Job not found.');
  return job;
}

export type PrintJob = Awaited<ReturnType<typeof printJobOf>>;

/** The per-job tables whose rows are numbered by `line_no`. */
export type JobLineTable =
  | 'job_sla_history'
  | 'job_equipment'
  | 'job_part_requests'
  | 'job_shipments'
  | 'job_rma_parts'
  | 'job_pricing_lines'
  | 'job_special_instructions'
  | 'job_technician_remarks'
  | 'job_attachments'
  | 'job_checklists'
  | 'checklist_answer_files';

/** The same tables seen only by their key, so that one query reads any of them. */
type JobLines = Kysely<Record<JobLineTable, { company_id: number; job_id: number; line_no: number }>>;

/** The rows of a per-job table of the job print data, in their printed order. */
export async function jobRows<T extends JobLineTable>(
  db: Db,
  table: T,
  key: PrintJobKey,
): Promise<Selectable<Database[T]>[]> {
  const rows = await (db as unknown as JobLines)
    .selectFrom(table as JobLineTable)
    .selectAll()
    .where('company_id', '=', key.companyId)
    .where('job_id', '=', key.jobId)
    .orderBy('line_no')
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}
