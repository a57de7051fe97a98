import type { Contract } from '@fieldkit/core/contract';
import { type GroupHandlers, type HandlerDeps, type HandlerInput, signedIn } from '../../http/handlers/types';
import { printJobOf } from './job';
import * as read from './readers';

type Group = Contract['jobPrint'];
/** What every job call's input holds. */
type JobInput = Pick<HandlerInput<Group['getJobDetail']>, 'caller' | 'params'>;

/** The caller's job of a job call (404 when it is not a job of the caller's company). */
async function jobOf({ caller, params }: JobInput, { db }: HandlerDeps) {
  const me = signedIn(caller);
  return printJobOf(db, me.companyId, params.woJobId);
}

/** The caller's company and the job a job call names, once the job is known to be the company's. */
async function keyOf(input: JobInput, deps: HandlerDeps) {
  const job = await jobOf(input, deps);
  return { companyId: job.company_id, jobId: job.job_id };
}

/** The job print data: the company's print settings and printout, and every part of a job's printout. */
export const jobPrintHandlers: GroupHandlers<Group> = {
  async getEmailPrintJobSettings({ caller }, { db }) {
    return read.printSettings(db, signedIn(caller).companyId);
  },
  async getPrintJobHtmlSetting({ caller }, { db }) {
    return read.printJobHtmlSetting(db, signedIn(caller).companyId);
  },
  async getMultiDayPreference({ caller }, { db }) {
    return read.multiDayPreference(db, signedIn(caller).companyId);
  },
  async getCompanyPrintDetails({ caller }, { db }) {
    return read.companyPrintDetails(db, signedIn(caller).companyId);
  },
  async getPrintoutImage({ caller, query }, { db, config }) {
    return read.printoutImage(db, config, signedIn(caller).companyId, query.FilePath);
  },
  async getJobSignature(input, deps) {
    return read.jobSignature(deps.db, deps.config, await jobOf(input, deps));
  },
  async getCustomerTechDetails(input, deps) {
    return read.customerTechDetails(deps.db, await jobOf(input, deps));
  },
  async getCrewContacts(input, deps) {
    return read.crewContacts(deps.db, await jobOf(input, deps));
  },
  async getJobDetail(input, deps) {
    return read.jobDetail(deps.db, await jobOf(input, deps));
  },
  async getCustomerFeedback(input, deps) {
    return read.customerFeedback(deps.db, await jobOf(input, deps));
  },
  async getJobNotes(input, deps) {
    return read.jobNotes(deps.db, await keyOf(input, deps));
  },
  async getChecklistPrintData(input, deps) {
    return read.checklistPrintData(deps.db, deps.config, await keyOf(input, deps));
  },
  async getJobPricing(input, deps) {
    return read.jobPricing(deps.db, await keyOf(input, deps));
  },
  async getJobTravel(input, deps) {
    return read.jobTravel(deps.db, await keyOf(input, deps));
  },
  async getJobAttachments(input, deps) {
    return read.jobAttachments(deps.db, deps.config, await keyOf(input, deps));
  },
  async getSlaHistory(input, deps) {
    return read.slaHistory(deps.db, await keyOf(input, deps));
  },
  async getJobEquipment(input, deps) {
    return read.jobEquipment(deps.db, await keyOf(input, deps));
  },
  async getPartRequestDetails(input, deps) {
    return read.partRequestDetails(deps.db, await keyOf(input, deps));
  },
  async getRmaPartDetails(input, deps) {
    return read.rmaPartDetails(deps.db, await keyOf(input, deps));
  },
};
