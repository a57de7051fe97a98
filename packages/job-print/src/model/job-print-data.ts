import { createApiClient, type Fieldkit } from '@fieldkit/core';
import {
  type ChecklistPrint,
  type CompanyPrintDetails,
  type CrewContact,
  type CustomerFeedback,
  type CustomerTechDetails,
  type JobAttachment,
  type JobEquipment,
  type JobNotes,
  type JobPrintDetail,
  type JobSignature,
  type JobTravel,
  jobPrint,
  type MultiDayPreference,
  type PartRequestDetails,
  type PricingLine,
  type PrintJobHtmlSetting,
  type PrintSetting,
  type RmaPartDetails,
  type SlaHistoryEntry,
} from '@fieldkit/core/contract';

/** Everything a job's printout reads (spec section 3, "Job print data"), as the calls of section 7 answer it. */
export interface JobPrintData {
  settings: PrintSetting[];
  htmlSetting: PrintJobHtmlSetting;
  multiDay: MultiDayPreference;
  company: CompanyPrintDetails;
  customer: CustomerTechDetails;
  crew: CrewContact[];
  detail: JobPrintDetail;
  signature: JobSignature;
  notes: JobNotes;
  checklists: ChecklistPrint[];
  pricing: PricingLine[];
  travel: JobTravel;
  attachments: JobAttachment[];
  feedback: CustomerFeedback | null;
  sla: SlaHistoryEntry[];
  equipment: JobEquipment[];
  parts: PartRequestDetails;
  rma: RmaPartDetails;
}

/** A job of a company, as the print calls name it. */
export interface PrintedJob {
  companyId: number;
  woJobId: number;
}

/** Awaits every promise of a record at once, into a record of their values. */
async function allOf<T extends object>(calls: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const entries = await Promise.all(
    Object.entries(calls).map(async ([key, call]) => [key, await (call as Promise<unknown>)] as const),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * Loads a job's print data: every call of section 7 at once (they answer independently), one abort for all. Any
 * call that fails fails the load (the printout is not shown half), with the HTTP client's notice.
 */
export function loadJobPrintData(
  fieldkit: Pick<Fieldkit, 'http'>,
  job: PrintedJob,
  signal?: AbortSignal,
): Promise<JobPrintData> {
  const api = createApiClient(fieldkit.http, { jobPrint }).jobPrint;
  const company = { params: { companyId: job.companyId }, ...(signal ? { signal } : {}) };
  const ofJob = { params: { companyId: job.companyId, woJobId: job.woJobId }, ...(signal ? { signal } : {}) };
  return allOf<JobPrintData>({
    settings: api.getEmailPrintJobSettings(company),
    htmlSetting: api.getPrintJobHtmlSetting(company),
    multiDay: api.getMultiDayPreference(company),
    company: api.getCompanyPrintDetails(company),
    customer: api.getCustomerTechDetails(ofJob),
    crew: api.getCrewContacts(ofJob),
    detail: api.getJobDetail(ofJob),
    signature: api.getJobSignature(ofJob),
    notes: api.getJobNotes(ofJob),
    checklists: api.getChecklistPrintData(ofJob),
    pricing: api.getJobPricing(ofJob),
    travel: api.getJobTravel(ofJob),
    attachments: api.getJobAttachments(ofJob),
    feedback: api.getCustomerFeedback(ofJob),
    sla: api.getSlaHistory(ofJob),
    equipment: api.getJobEquipment(ofJob),
    parts: api.getPartRequestDetails(ofJob),
    rma: api.getRmaPartDetails(ofJob),
  });
}
