import { createContext, useContext } from 'react';
import type { SmsLogModel } from '../model/sms-log';

/** The SMS and e-mail log of the nearest widget. */
export const SmsLogContext = createContext<SmsLogModel | null>(null);

/** The SMS and e-mail log of the nearest `<SmsLogWidget>`; throws outside one. */
export function useSmsLog(): SmsLogModel {
  const log = useContext(SmsLogContext);
  if (!log) throw new Error('useSmsLog: no SmsLogWidget above this component.');
  return log;
}
