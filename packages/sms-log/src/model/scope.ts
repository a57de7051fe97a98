import type { Fieldkit } from '@fieldkit/core';
import { type ReceivedSms, sms } from '@fieldkit/core/contract';
import { createWidgetScope, type WidgetScope } from '@fieldkit/core/kit';
import type { AlertKind } from './alert-counts';
import type { DayRange } from './day-range';
import { type SmsLogTextKey, smsLogTexts } from './texts';

/** A reply being written in the SMS popup. */
export interface SmsReply {
  to: string;
  text: string;
  /** The photo it carries (an MMS), or null. */
  photo: File | null;
  /** The message it answers. */
  replyTo: number | undefined;
  sending: boolean;
  /**
   * The key the server sends it once by: the same while the reply is unchanged (sending it again after an answer that
   * never came cannot send it twice), a new one once its text or photo changes.
   */
  idempotencyKey: string;
}

/** What the SMS and e-mail log shows, besides its page of messages. */
export interface SmsLogState {
  /** The open log popup, or null. */
  open: AlertKind | null;
  /** The message shown in the viewer ('Read Notification'), or null. */
  viewing: ReceivedSms | null;
  /** Save is on its way. */
  saving: boolean;
  /** The SMS popup's reply, or null while it is closed. */
  reply: SmsReply | null;
  /** The report's date range; null for the whole log (the popup). */
  range: DayRange | null;
  /** The report's search box as typed (asked `SMS_LOG_SEARCH_DELAY_MS` after the last key). */
  searchText: string;
  /** Counts the replies sent from here, so that the list of a message's replies is asked again after one. */
  repliesSent: number;
}

/** What every part of one SMS and e-mail log shares. */
export interface SmsLogScope extends WidgetScope<{ sms: typeof sms }, SmsLogState, SmsLogTextKey> {
  /** The caller's company and login, as most of the log's calls take them. */
  owner(): { CompanyId: number; LoginId: number };
}

/** The shared part of a log for the signed-in user of `fieldkit`, with its report's range to start with. */
export function createSmsLogScope(fieldkit: Fieldkit, range: DayRange | null): SmsLogScope {
  const scope = createWidgetScope<{ sms: typeof sms }, SmsLogState, SmsLogTextKey>({
    fieldkit,
    name: 'createSmsLog',
    label: 'SMS log',
    ns: 'smsLog',
    texts: smsLogTexts,
    calls: { sms },
    state: {
      open: null,
      viewing: null,
      saving: false,
      reply: null,
      range,
      searchText: '',
      repliesSent: 0,
    },
  });
  return {
    ...scope,
    owner() {
      const { companyId, loginId } = scope.me();
      return { CompanyId: companyId, LoginId: loginId };
    },
  };
}
