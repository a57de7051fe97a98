import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type SmsLogTextKey, smsLogTexts } from '../model/texts';

/** An SMS log text: the host's `smsLog` translation when it has one, the built-in English otherwise. */
export type SmsLogT = WidgetT<SmsLogTextKey>;

/** Texts of the `smsLog` namespace with built-in English defaults. */
export function useSmsLogTexts(): SmsLogT {
  return useWidgetTexts('smsLog', smsLogTexts);
}
