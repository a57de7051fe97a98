import * as z from 'zod/mini';
import { endpoint } from './define';
import { UpdateMessage } from './service-notes';
import { AlertType } from './shell';

const id = z.number().check(z.int(), z.gte(0));

/** The longest page of the SMS and e-mail log one request may ask for. */
export const SMS_LOG_MAX_PAGE = 500;
/** MessageCode of a message marked read. */
export const SMS_MARKED_READ = 1003;

/**
 * A received SMS (Notification 1) or e-mail (Notification 2), with the spec's field names (feature areas section 3,
 * "Received SMS"). `SmsId` names it in the calls; `contenttype` is the attachment's type ('' when none).
 */
export const ReceivedSms = z.object({
  SmsId: id,
  FromNumber: z.string(),
  ToNumber: z.string(),
  DisplayName: z.string(),
  SMSContent: z.string(),
  RecvdDate: z.string(),
  IsRead: z.boolean(),
  Notification: AlertType,
  Filepath: z.string(),
  contenttype: z.string(),
});
export type ReceivedSms = z.infer<typeof ReceivedSms>;

/** A page of the received SMS or e-mail log of the caller (spec section 7: company, role group, vendor, login, time zone). */
export const ReceivedSmsQuery = z.object({
  CompanyId: id,
  MaxRoleGroup: id,
  VendorId: id,
  LoginId: id,
  TimeZoneId: z.string().check(z.maxLength(64)),
  Notification: AlertType,
  /** The first record of the page, from 1. */
  startRecord: z.number().check(z.int(), z.gte(1)),
  /** The last record of the page (at most 500 records from startRecord). */
  EndRecord: z.number().check(z.int(), z.gte(1)),
});

/** A page of the log, newest first, and how many messages it holds in all. */
export const ReceivedSmsPage = z.object({
  SmsList: z.array(ReceivedSms),
  TotalRecord: id,
});
export type ReceivedSmsPage = z.infer<typeof ReceivedSmsPage>;

/** Marking a message read: the message saved with IsRead 1 (spec section 7, "Mark SMS read"). */
export const SmsRead = z.object({
  SmsId: id,
  CompanyId: id,
  LoginId: id,
  IsRead: z.literal(1),
});

/** The received SMS and e-mail log of the notification service (spec, feature areas sections 4 and 7). */
export const sms = {
  /** A page of the SMS (Notification 1) or e-mail (2) messages the caller sees, newest first. */
  getReceivedSmsLog: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/GetReceivedSmsLog',
    access: 'token',
    body: ReceivedSmsQuery,
    ownLogin: ['LoginId'],
    response: ReceivedSmsPage,
  }),
  /** Marks a message the caller sees read, recording who and when; a message it does not see is 404. */
  saveSms: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/SaveSms',
    access: 'token',
    body: SmsRead,
    ownLogin: ['LoginId'],
    response: UpdateMessage,
  }),
};
