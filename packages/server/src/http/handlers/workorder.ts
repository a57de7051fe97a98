import type { Contract, JobDetails, WorkOrderSearchResult } from '@fieldkit/core/contract';
import type { Db } from '../../db/schema';
import { HttpError } from '../errors';
import { callerUser } from './caller-user';
import { isInt32 } from './int32';
import { type GroupHandlers, signedIn } from './types';

type WorkOrderRow = {
  work_order_id: number;
  wo_number: string;
  customer_id: number;
  category_id: number;
  region_id: number;
};

/** The jobs of a company on whose crew a user is (`job_crew`). */
async function crewJobsOf(db: Db, companyId: number, loginId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('job_crew')
    .select('job_id')
    .where('company_id', '=', companyId)
    .where('login_id', '=', loginId)
    .execute();
  return new Set(rows.map((row) => row.job_id));
}

/** Whether a user reaches a job: a technician only the jobs assigned to them or on whose crew they are; others all. */
const reaches = (
  user: { is_tech: number; login_id: number },
  techId: number,
  crewJobs: Set<number>,
  jobId: number,
) => user.is_tech !== 1 || techId === user.login_id || crewJobs.has(jobId);

/** Quick search, work orders, jobs, quotes, customers and projects, from the store. */
export const workOrderHandlers: GroupHandlers<Contract['workOrder']> = {
  async getQuickSearchPrefixes({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('quick_search_prefixes')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .orderBy('quick_search_id')
      .execute();
    return rows.map((r) => ({ QuickSearchID: r.quick_search_id, Prefix: r.prefix }));
  },

  async searchQuote({ caller, body }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    let query = db
      .selectFrom('quotes')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where((eb) => eb.fn('lower', ['quote_number']), '=', body.SearchText.toLowerCase());
    if (user.has_access_to_all_regions !== 1) query = query.where('region_id', '=', 1);
    const rows = await query.execute();
    return rows.map((r) => ({
      QOJobId: r.qo_job_id,
      QuoteOrderId: r.quote_order_id,
      CustomerId: r.customer_id,
    }));
  },

  async checkWorkOrderExists({ caller, body }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    // Reference numbers arrive URL-encoded (the shell encodes them as the spec says).
    const text = (body.Type === 3 ? decodeOrSame(body.SearchText) : body.SearchText).toLowerCase();
    const base = db.selectFrom('work_orders').selectAll().where('company_id', '=', me.companyId);
    const visible = (row: WorkOrderRow) => user.has_access_to_all_regions === 1 || row.region_id === 1;
    const result = (row: WorkOrderRow, job?: { job_id: number; tech_id: number }): WorkOrderSearchResult =>
      visible(row)
        ? {
            WoJobId: job?.job_id ?? 0,
            WorkOrderId: row.work_order_id,
            CustomerId: row.customer_id,
            TechId: job?.tech_id ?? 0,
            WoCategoryId: row.category_id,
            WoNumber: row.wo_number,
          }
        : { WoJobId: 0, WorkOrderId: 0, CustomerId: 0, TechId: 0, WoCategoryId: 0, WoNumber: row.wo_number };

    if (body.Type === 2) {
      const jobId = Number(text);
      if (!Number.isInteger(jobId) || jobId <= 0 || jobId > 2 ** 31 - 1) return [];
      const job = await db
        .selectFrom('jobs')
        .innerJoin('work_orders', (j) =>
          j
            .onRef('work_orders.company_id', '=', 'jobs.company_id')
            .onRef('work_orders.work_order_id', '=', 'jobs.work_order_id'),
        )
        .select([
          'jobs.job_id',
          'jobs.tech_id',
          'work_orders.work_order_id',
          'work_orders.wo_number',
          'work_orders.customer_id',
          'work_orders.category_id',
          'work_orders.region_id',
        ])
        .where('jobs.company_id', '=', me.companyId)
        .where('jobs.job_id', '=', jobId)
        .executeTakeFirst();
      if (!job || !visible(job)) return [];
      if (!reaches(user, job.tech_id, await crewJobsOf(db, me.companyId, user.login_id), job.job_id))
        return [];
      return [result(job, job)];
    }
    const column =
      body.Type === 3 ? 'reference_number' : body.Type === 6 ? 'serial_number' : ('wo_number' as const);
    let query = base.where((eb) => eb.fn('lower', [column]), '=', text);
    if (body.Type === 1) query = query.where('is_pm', '=', 0);
    if (body.Type === 4) query = query.where('is_pm', '=', 1);
    const rows = await query.execute();
    return rows.map((row) => result(row));
  },

  async checkInHouseJob({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.jobId)) throw new HttpError(404, 'Job not found.');
    const job = await db
      .selectFrom('jobs')
      .select(['job_id', 'is_in_house'])
      .where('company_id', '=', me.companyId)
      .where('job_id', '=', params.jobId)
      .executeTakeFirst();
    if (!job) throw new HttpError(404, 'Job not found.');
    return { JobId: job.job_id, IsInHouse: job.is_in_house === 1 };
  },

  async getWorkOrderDetails({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.workOrderId)) throw new HttpError(404, 'Work order not found.');
    const row = await db
      .selectFrom('work_orders')
      .leftJoin('customers', (j) =>
        j
          .onRef('customers.company_id', '=', 'work_orders.company_id')
          .onRef('customers.customer_id', '=', 'work_orders.customer_id'),
      )
      .selectAll('work_orders')
      .select('customers.customer_name')
      .where('work_orders.company_id', '=', me.companyId)
      .where('work_orders.work_order_id', '=', params.workOrderId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Work order not found.');
    return {
      WorkOrderId: row.work_order_id,
      WoNumber: row.wo_number,
      CustomerId: row.customer_id,
      CustomerName: row.customer_name ?? '',
      Description: row.description,
      Status: row.status,
      ReferenceNumber: row.reference_number,
      SerialNumber: row.serial_number,
      IsPm: row.is_pm === 1,
      CreatedDate: row.created_at,
    };
  },

  async getJobDetails({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.jobId)) throw new HttpError(404, 'Job not found.');
    const jobs = await jobsOf(db, me.companyId, params.jobId);
    const job = jobs[0];
    if (!job) throw new HttpError(404, 'Job not found.');
    return job;
  },

  async getJobs({ caller }, { db }) {
    const me = signedIn(caller);
    const user = await callerUser(db, me);
    const jobs = await jobsOf(db, me.companyId);
    if (user.is_tech !== 1) return jobs;
    const crewJobs = await crewJobsOf(db, me.companyId, user.login_id);
    return jobs.filter((job) => reaches(user, job.TechId, crewJobs, job.JobId));
  },

  async getQuoteDetails({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!isInt32(params.quoteOrderId)) throw new HttpError(404, 'Quote not found.');
    const row = await db
      .selectFrom('quotes')
      .leftJoin('customers', (j) =>
        j
          .onRef('customers.company_id', '=', 'quotes.company_id')
          .onRef('customers.customer_id', '=', 'quotes.customer_id'),
      )
      .selectAll('quotes')
      .select('customers.customer_name')
      .where('quotes.company_id', '=', me.companyId)
      .where('quotes.quote_order_id', '=', params.quoteOrderId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Quote not found.');
    return {
      QuoteOrderId: row.quote_order_id,
      QuoteNumber: row.quote_number,
      QOJobId: row.qo_job_id,
      CustomerId: row.customer_id,
      CustomerName: row.customer_name ?? '',
      Status: row.status,
      Total: row.total,
      Description: row.description,
    };
  },

  async getCustomers({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('customers')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .orderBy('customer_name')
      .execute();
    return rows.map((r) => ({ CustomerId: r.customer_id, CustomerName: r.customer_name, City: r.city }));
  },

  async getProjects({ caller }, { db }) {
    const me = signedIn(caller);
    const rows = await db
      .selectFrom('projects')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .orderBy('project_id')
      .execute();
    return rows.map((r) => ({ ProjectId: r.project_id, ProjectName: r.project_name, Status: r.status }));
  },
};

function decodeOrSame(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function jobsOf(
  db: Parameters<GroupHandlers<Contract['workOrder']>['getJobs']>[1]['db'],
  companyId: number,
  jobId?: number,
): Promise<JobDetails[]> {
  let query = db
    .selectFrom('jobs')
    .innerJoin('work_orders', (j) =>
      j
        .onRef('work_orders.company_id', '=', 'jobs.company_id')
        .onRef('work_orders.work_order_id', '=', 'jobs.work_order_id'),
    )
    .leftJoin('users', 'users.login_id', 'jobs.tech_id')
    .selectAll('jobs')
    .select(['work_orders.wo_number', 'users.display_name'])
    .where('jobs.company_id', '=', companyId);
  if (jobId !== undefined) query = query.where('jobs.job_id', '=', jobId);
  const rows = await query.orderBy('jobs.job_id').execute();
  return rows.map((r) => ({
    JobId: r.job_id,
    WorkOrderId: r.work_order_id,
    WoNumber: r.wo_number,
    TechId: r.tech_id,
    TechName: r.display_name ?? '',
    CategoryId: r.category_id,
    IsInHouse: r.is_in_house === 1,
    Status: r.status,
    ScheduledDate: r.scheduled_date,
    Description: r.description,
  }));
}
