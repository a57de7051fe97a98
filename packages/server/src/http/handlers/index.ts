import { chatHandlers } from '../../features/chat/handlers';
import { jobEmailHandlers } from '../../features/job-print/email-handlers';
import { jobPrintHandlers } from '../../features/job-print/print-handlers';
import { serviceNotesHandlers } from '../../features/notes/handlers';
import { smsHandlers } from '../../features/sms/handlers';
import { videoHandlers } from '../../features/video/handlers';
import { authHandlers } from './auth';
import { companyHandlers } from './company';
import { embedKeysHandlers } from './embed-keys';
import { logHandlers } from './log';
import { shellHandlers } from './shell';
import type { ContractHandlers } from './types';
import { workOrderHandlers } from './workorder';

/** The handler of every endpoint of the contract, keyed like the contract itself. */
export const handlers: ContractHandlers = {
  auth: authHandlers,
  company: companyHandlers,
  embedKeys: embedKeysHandlers,
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
