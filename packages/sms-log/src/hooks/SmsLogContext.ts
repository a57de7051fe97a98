import { createWidgetContext } from '@fieldkit/ui';
import type { SmsLogModel } from '../model/sms-log';

const smsLog = createWidgetContext<SmsLogModel>('useSmsLog', 'SmsLogWidget');

/** The SMS and e-mail log of the nearest widget. */
export const SmsLogContext = smsLog.Context;
/** The SMS and e-mail log of the nearest `<SmsLogWidget>`; throws outside one. */
export const useSmsLog = smsLog.useModel;
/** The SMS and e-mail log of the nearest `<SmsLogWidget>`, or undefined outside one. */
export const useMaybeSmsLog = smsLog.useMaybeModel;
