import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { companyHandlers } from './company';
import { jobEmailHandlers } from './job-email';
import { jobPrintHandlers } from './job-print';
import { logHandlers } from './log';
import { serviceNotesHandlers } from './service-notes';
import { shellHandlers } from './shell';
import { smsHandlers } from './sms';
import type { ContractHandlers } from './types';
import { videoHandlers } from './video';
import { workOrderHandlers } from './workorder';

/** The handler of every endpoint of the contract, keyed like the contract itself. */
export const handlers: ContractHandlers = {
  auth: authHandlers,
  company: companyHandlers,
  log: logHandlers,
  shell: shellHandlers,
  workOrder: workOrderHandlers,
  chat: chatHandlers,
  serviceNotes: serviceNotesHandlers,
  sms: smsHandlers,
  jobPrint: jobPrintHandlers,
  jobEmail: jobEmailHandlers,
  video: videoHandlers,
};
