import * as z from 'zod/mini';
import { BinaryFile, endpoint } from './define';
import { pathId } from './entities';
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
  /** An SMS's sender in E.164 (what a reply goes to); an e-mail's From address. */
  FromNumber: z.string(),
  /**
   * `FromNumber` as the screens show it, one way for every number of the log: the national format for a number of the
   * company's own numbering plan ('07700 900456'), the international one for the others ('+33 6 12 34 56 78'); an
   * e-mail's address as it is.
   */
  FromNumberFormatted: z.string(),
  ToNumber: z.string(),
  DisplayName: z.string(),
  SMSContent: z.string(),
  RecvdDate: z.string(),
  IsRead: z.boolean(),
  Notification: AlertType,
  Filepath: z.string(),
  contenttype: z.string(),
  /** An e-mail's subject ('' for an SMS). */
  Subject: z.string(),
  /**
   * Whether the receiving step vouches for the sender: an SMS the provider signed; an e-mail whose DKIM signature
   * passed for its From address's domain. An e-mail's `DisplayName` is the name its From header writes, which anyone
   * can write: a screen marks an unverified sender as such.
   */
  SenderVerified: z.boolean(),
});
export type ReceivedSms = z.infer<typeof ReceivedSms>;

/** The longest search of the SMS and e-mail log. */
export const SMS_LOG_SEARCH_MAX_LENGTH = 100;

/** An instant as ISO 8601 in UTC (`2026-11-23T00:00:00.000Z`), as `Date.toISOString` writes it. */
const IsoInstant = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/,
      'A date must be an ISO 8601 instant in UTC.',
    ),
  );

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
  /** Received at or after this instant (ISO 8601): the report's date range. */
  FromDate: z.optional(IsoInstant),
  /** Received before this instant (ISO 8601). */
  ToDate: z.optional(IsoInstant),
  /** Messages whose sender, name, subject or text holds this text (case-insensitive). */
  SearchText: z.optional(z.string().check(z.maxLength(SMS_LOG_SEARCH_MAX_LENGTH))),
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

/** The longest SMS a reply may be (Twilio joins up to 1,600 characters into one message). */
export const SMS_MAX_LENGTH = 1600;

// GSM 03.38: the basic set costs one unit, the extension set two (escape and character); anything else needs UCS-2.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How an SMS text is carried: its encoding, its length in that encoding's units, and the parts it is sent in. */
export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7 (an extension character counts two), UTF-16 code units for UCS-2. */
  units: number;
  /** Parts sent: one up to 160 GSM-7 or 70 UCS-2 units, else parts of 153 or 67. */
  segments: number;
}

/** The encoding and the number of parts an SMS text is sent in, as carriers count them. */
export function smsSegments(text: string): SmsSegments {
  let units = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) units += 1;
    else if (GSM_EXTENDED.includes(character)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    units = text.length;
    return {
      encoding: 'UCS-2',
      units,
      segments: units <= 70 ? (units === 0 ? 0 : 1) : Math.ceil(units / 67),
    };
  }
  return {
    encoding: 'GSM-7',
    units,
    segments: units <= 160 ? (units === 0 ? 0 : 1) : Math.ceil(units / 153),
  };
}

/** Remote images of a message to be shown through the server's image proxy: at most 50 http(s) URLs at once. */
export const ImageUrls = z.object({
  CompanyId: id,
  LoginId: id,
  Urls: z
    .array(
      z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//i, 'Only http and https images are shown.')),
    )
    .check(z.minLength(1), z.maxLength(50)),
});

/** The inline images of an e-mail: each `cid:` part the message's HTML names, as a `data:{type};base64,...` URL. */
export const InlineParts = z.object({
  Parts: z.array(z.object({ Cid: z.string(), DataUrl: z.string() })),
});
export type InlineParts = z.infer<typeof InlineParts>;

/** An SMS reply to a number (an SMS of the log, or any number), sent through the provider or queued. */
export const NewSms = z.object({
  CompanyId: id,
  LoginId: id,
  /** E.164: a plus and 7 to 15 digits. */
  ToNumber: z
    .string()
    .check(z.trim(), z.regex(/^\+[1-9]\d{6,14}$/, 'ToNumber must be a number in E.164 (+447700900123).')),
  SMSContent: z.string().check(z.trim(), z.minLength(1), z.maxLength(SMS_MAX_LENGTH)),
  /** The message this answers, when it answers one. */
  ReplyToSmsId: z.optional(id),
  /**
   * The client's key for this send (8 to 64 letters, digits, `-` or `_`), the same when it sends it again after an
   * answer that did not come: the server sends one SMS per key and answers the repeats from its log.
   */
  IdempotencyKey: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'IdempotencyKey: 8 to 64 letters, digits, - or _.')),
  ),
});

/** The photo an MMS reply may carry: JPEG, PNG or GIF (what carriers take), under 4,000,000 bytes (as chat files). */
export const SMS_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const SMS_PHOTO_SIZE_LIMIT = 4_000_000;

/** What became of a reply: sent to the provider (its id) or queued here (no provider configured). */
export const SentSms = z.object({
  SentSmsId: id,
  Status: z.enum(['sent', 'queued']),
  ProviderSid: z.nullable(z.string()),
});
export type SentSms = z.infer<typeof SentSms>;

/** A reply sent to an SMS of the log: to whom, what, what became of it, who sent it and when. */
export const SmsReplyRecord = z.object({
  SentSmsId: id,
  ToNumber: z.string(),
  SMSContent: z.string(),
  /**
   * 'sent' (the provider took it), 'queued' (no provider configured), 'failed' (the provider refused it), 'sending'
   * (the provider is being asked) or 'unknown' (the server stopped while sending it: it may have gone, and is not sent
   * again).
   */
  Status: z.enum(['sent', 'queued', 'failed', 'sending', 'unknown']),
  SentBy: z.string(),
  SentDate: z.string(),
  /** It carried a photo (an MMS). */
  Photo: z.boolean(),
});
export type SmsReplyRecord = z.infer<typeof SmsReplyRecord>;

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
  /** The image or video an SMS carries (its `Filepath`), shown in place; a message the caller does not see is 404. */
  getSmsMedia: endpoint({
    service: 'notification',
    method: 'GET',
    path: 'Sms/GetSmsMedia',
    access: 'token',
    query: z.object({ CompanyId: pathId, SmsId: pathId }),
    responseType: 'binary',
    response: BinaryFile,
  }),
  /**
   * The proxy addresses (signed, valid 10 minutes, relative to the notification service) of a message's remote
   * images, for 'Show images': the browser then loads them from this server, never from the sender.
   */
  signImageUrls: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/SignImageUrls',
    access: 'token',
    body: ImageUrls,
    ownLogin: ['LoginId'],
    response: z.object({ Urls: z.array(z.string()) }),
  }),
  /**
   * The images an e-mail's HTML shows in place (its `cid:` parts: PNG, JPEG, GIF or WebP, up to 2 MB each, at most
   * 20), as `data:` URLs by Content-ID (without angle brackets), for the viewer to put in place of each `cid:`
   * reference. A message without such parts answers an empty list; one the caller does not see is 404.
   */
  getInlineParts: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/GetInlineParts',
    access: 'token',
    body: z.object({ CompanyId: id, LoginId: id, SmsId: id }),
    ownLogin: ['LoginId'],
    response: InlineParts,
  }),
  /**
   * The replies sent to an SMS of the caller's log, oldest first, whoever of the company sent them: what the viewer
   * lists under the message. A message the caller does not see is 404.
   */
  getSmsReplies: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/GetSmsReplies',
    access: 'token',
    body: z.object({ CompanyId: id, LoginId: id, SmsId: id }),
    ownLogin: ['LoginId'],
    response: z.object({ Replies: z.array(SmsReplyRecord) }),
  }),
  /**
   * Sends an MMS: the reply's text with a photo (`photo`: JPEG, PNG or GIF under 4,000,000 bytes, else 413 or 415)
   * and the `detail` JSON field of SendSms. The provider fetches the photo from this server at a signed address
   * under PUBLIC_URL; queued and recorded like a text.
   */
  sendMms: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/SendMms',
    access: 'token',
    bodyType: 'multipart',
    body: z.object({ photo: z.array(z.file()).check(z.length(1)), detail: NewSms }),
    response: SentSms,
  }),
  /**
   * Sends an SMS from the company's number through the SMS provider, or queues it when none is configured; either
   * way it is recorded. A provider that refuses it is 502 with its reason, and the reply is recorded as failed.
   */
  sendSms: endpoint({
    service: 'notification',
    method: 'POST',
    path: 'Sms/SendSms',
    access: 'token',
    body: NewSms,
    ownLogin: ['LoginId'],
    response: SentSms,
  }),
};
