import type { Fieldkit } from '@fieldkit/core';
import { useWidgetModel } from '@fieldkit/ui';
import { createSmsLog, type SmsLogModel } from '../model/sms-log';

/**
 * The SMS and e-mail log of the user signed in to `fieldkit`, started on mount (its counts poll) and disposed on
 * unmount; `given` is used instead when the host made its own (a report screen, a story).
 */
export function useCreateSmsLog(fieldkit: Fieldkit, given?: SmsLogModel): SmsLogModel {
  return useWidgetModel(() => createSmsLog({ fieldkit }), given);
}
