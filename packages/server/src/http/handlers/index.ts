import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { companyHandlers } from './company';
import { logHandlers } from './log';
import type { ContractHandlers } from './types';

/** The handler of every endpoint of the contract, keyed like the contract itself. */
export const handlers: ContractHandlers = {
  auth: authHandlers,
  company: companyHandlers,
  log: logHandlers,
  chat: chatHandlers,
};
