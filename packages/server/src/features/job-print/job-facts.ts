import {
  type CrewContact,
  type CustomerFeedback,
  type CustomerTechDetails,
  EmailJobLanguage,
  type JobPrintDetail,
  type JobSignature,
} from '@fieldkit/core/contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { base64Of } from './files';
import type { PrintJob } from './job';

function factsOf(db: Db, job: PrintJob) {
  return db
    .selectFrom('job_print_facts')
    .selectAll()
    .where('company_id', '=', job.company_id)
    .where('job_id', '=', job.job_id)
    .executeTakeFirst();
}

/** The job's crew besides its technician, by login. */
async function crewIds(db: Db, job: PrintJob): Promise<number[]> {
  const rows = await db
    .selectFrom('job_crew')
    .select('login_id')
    .where('company_id', '=', job.company_id)
    .where('job_id', '=', job.job_id)
    .orderBy('login_id')
    .execute();
  return rows.map((r) => r.login_id).filter((id) => id !== job.tech_id);
}

/** A language as stored: one a printout can be made in, else en-GB. */
export function printLanguageOf(stored: string | undefined): EmailJobLanguage {
  const parsed = EmailJobLanguage.safeParse(stored);
  return parsed.success ? parsed.data : 'en-GB';
}

/** The customer, site, billing and technician detail of a job; a job without print facts answers zeros and ''. */
export async function customerTechDetails(db: Db, job: PrintJob): Promise<CustomerTechDetails> {
  const [facts, customer, tech, project, crew] = await Promise.all([
    factsOf(db, job),
    db
      .selectFrom('customers')
      .selectAll()
      .where('company_id', '=', job.company_id)
      .where('customer_id', '=', job.customer_id)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('display_name')
      .where('company_id', '=', job.company_id)
      .where('login_id', '=', job.tech_id)
      .executeTakeFirst(),
    job.project_id === null
      ? undefined
      : db
          .selectFrom('projects')
          .select('project_name')
          .where('company_id', '=', job.company_id)
          .where('project_id', '=', job.project_id)
          .executeTakeFirst(),
    crewIds(db, job),
  ]);
  const c = customer;
  return {
    AddressLine1: c?.address_line1 ?? '',
    AddressLine2: c?.address_line2 ?? '',
    UnitNo: c?.unit_no ?? '',
    CityName: c?.city ?? '',
    StateName: c?.state_name ?? '',
    ZipCode: c?.zip_code ?? '',
    ContactName: c?.contact_name ?? '',
    Phone: c?.phone ?? '',
    Mobile: c?.mobile ?? '',
    Email: c?.email ?? '',
    BillingAddressLine1: c?.billing_address_line1 ?? '',
    BillingAddressLine2: c?.billing_address_line2 ?? '',
    BillingUnitNo: c?.billing_unit_no ?? '',
    BillingCityName: c?.billing_city_name ?? '',
    BillingStateName: c?.billing_state_name ?? '',
    BillingZipCode: c?.billing_zip_code ?? '',
    BillingContactName: c?.billing_contact_name ?? '',
    BillingPhone: c?.billing_phone ?? '',
    BillingMobile: c?.billing_mobile ?? '',
    BillingEmail: c?.billing_email ?? '',
    ReferenceNo: job.reference_number,
    WoJobId: job.job_id,
    WoNumber: job.wo_number,
    JobStatus: job.status,
    IsNetwork: c?.is_network === 1,
    CustomerType: c?.customer_type ?? '',
    CustomerName: c?.customer_name ?? '',
    CustomerId: job.customer_id,
    ClliCode: c?.clli_code ?? '',
    ProjectName: project?.project_name ?? '',
    CreatedDate: job.created_at,
    ScheduleDate: job.scheduled_date,
    ApptPrefDate: facts?.appt_pref_date ?? null,
    VendorName: facts?.vendor_name ?? '',
    TechDisplayName: tech?.display_name ?? '',
    IsCrewJob: crew.length > 0,
    Days: facts?.days ?? 0,
    Hours: facts?.hours ?? 0,
    Minutes: facts?.minutes ?? 0,
    ActualWorkedDays: facts?.actual_worked_days ?? 0,
    ActualWorkedHours: facts?.actual_worked_hours ?? 0,
    ActualWorkedMinutes: facts?.actual_worked_minutes ?? 0,
    ActualTravelTime: facts?.actual_travel_time ?? 0,
    ActualTravelDistance: facts?.actual_travel_distance ?? 0,
    TimeZoneId: facts?.time_zone_id ?? '',
    ProjectId: project ? job.project_id : null,
    signbyname: facts?.sign_by_name ?? '',
    IsCustomerSignatureReq: facts?.is_customer_signature_req === 1,
    PrintLanguage: printLanguageOf(c?.print_language),
  };
}

/** The job's technician, then its crew by login, with the chat profile's e-mail and the user's mobile. */
export async function crewContacts(db: Db, job: PrintJob): Promise<CrewContact[]> {
  const ids = [job.tech_id, ...(await crewIds(db, job))];
  const rows = await db
    .selectFrom('users')
    .leftJoin('chat_profiles', 'chat_profiles.login_id', 'users.login_id')
    .select(['users.login_id', 'users.display_name', 'users.mobile', 'chat_profiles.email'])
    .where('users.company_id', '=', job.company_id)
    .where('users.login_id', 'in', ids)
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.login_id === id);
    return row
      ? [{ TechId: id, DisplayName: row.display_name, Email: row.email ?? '', Mobile: row.mobile ?? '' }]
      : [];
  });
}

/** The spec's 'N hr M mins'. */
export const hourAndMinutes = (hours: number, minutes: number) => `${hours} hr ${minutes} mins`;

/** The job detail of the printout. */
export async function jobDetail(db: Db, job: PrintJob): Promise<JobPrintDetail> {
  const facts = await factsOf(db, job);
  const hours = facts?.hours ?? 0;
  const minutes = facts?.minutes ?? 0;
  return {
    WoCategory: facts?.wo_category ?? '',
    WorkType: facts?.work_type ?? '',
    WorkTask: facts?.work_task ?? '',
    HourAndMinutes: hourAndMinutes(hours, minutes),
    WoJobId: job.job_id,
    ApptPrefDate: facts?.appt_pref_date ?? null,
    SlotName: facts?.slot_name ?? '',
    Hours: hours,
    Minutes: minutes,
    CompanyId: job.company_id,
  };
}

/** The customer's signature on the job (the PNG's bytes in base64), or null ones when unsigned. */
export async function jobSignature(db: Db, config: ServerConfig, job: PrintJob): Promise<JobSignature> {
  const facts = await factsOf(db, job);
  const path = facts?.signature_path;
  return {
    Signature: path ? (await base64Of(config, path)) || null : null,
    SignByName: facts?.sign_by_name ?? '',
    SignedDate: facts?.signed_date ?? null,
  };
}

/** The customer's feedback on the job, or null. */
export async function customerFeedback(db: Db, job: PrintJob): Promise<CustomerFeedback | null> {
  const row = await db
    .selectFrom('job_feedback')
    .selectAll()
    .where('company_id', '=', job.company_id)
    .where('job_id', '=', job.job_id)
    .executeTakeFirst();
  return row ? { Rating: row.rating, Feedback: row.feedback, FeedbackBy: row.feedback_by } : null;
}
