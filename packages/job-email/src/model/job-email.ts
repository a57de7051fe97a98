import { type ApiClient, HttpError } from '@fieldkit/core';
import {
  attachmentName,
  type CrewContact,
  type CustomerTechDetails,
  EMAIL_JOB_INTERRUPTED,
  type EmailJobPayload,
  jobEmail,
  jobPrint,
  type PrintJobHtmlSetting,
  type UpdateMessage,
} from '@fieldkit/core/contract';
import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import type { EmailJobValues } from './email-form';

/** The PDF the server prepared for a job: the bytes the e-mail attaches, their SHA-256 and the attachment's name. */
export interface PreviewPdf {
  bytes: Uint8Array<ArrayBuffer>;
  /** SHA-256 of `bytes`, lowercase hex: sent with the e-mail so the server sends exactly these bytes. */
  sha256: string;
  language: PrintLanguage;
}

/** What the form adds to its values when it sends: the attachment kept or removed, the language, the preview seen. */
export interface EmailJobSend {
  values: EmailJobValues;
  attach: boolean;
  language: PrintLanguage;
  /** The preview of this job in this language the user saw, if any: the server sends it or refuses (409). */
  preview?: PreviewPdf | null;
}

/** What the popup opens with, read from the job: its customer, its crew, how the company sends a printout. */
export interface EmailJobStart {
  customer: CustomerTechDetails;
  crew: CrewContact[];
  htmlSetting: PrintJobHtmlSetting;
}

/** Why a send failed, as the popup says it: the job changed since its preview, the mail server refused, or other. */
export type SendFailure =
  | 'changedSincePreview'
  | 'mailRefused'
  | 'sendLimitReached'
  | 'sendInterrupted'
  | 'sendFailed';

/** The contract groups the job e-mail calls: its own, and the printout's for what the form is filled from. */
export const jobEmailCalls = { jobEmail, jobPrint };

/** The job e-mail's typed calls (a widget scope's `api`). */
export type JobEmailApi = ApiClient<typeof jobEmailCalls>;

/** SHA-256 of bytes, lowercase hex (Web Crypto: the browser's and Node's). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The e-mail job payload of spec section 3 from the form: its values, the job, the sender, the extras of issue 11. */
export function emailJobPayload(
  job: PrintedJob,
  loginId: number,
  { values, attach, language, preview }: EmailJobSend,
): EmailJobPayload {
  return {
    CustomerName: values.CustomerName,
    To: values.To,
    Subject: values.Subject,
    Attachement: attach ? attachmentName(job.woJobId) : '',
    Body: values.Body,
    CompanyId: job.companyId,
    LoginId: loginId,
    WoJobId: job.woJobId,
    IsInvoice: 0,
    InvoiceId: '',
    Language: language,
    ...(preview && preview.language === language ? { PreviewSha256: preview.sha256 } : {}),
  };
}

/**
 * What a failed send says: 409 the job changed since the preview (or, repeated, the server stopped while sending it:
 * it may have gone), 502 the mail server refused, 429 the user's or the company's sending limit was reached, anything
 * else.
 */
export function sendFailure(error: unknown): SendFailure {
  if (error instanceof HttpError && error.status === 409)
    return error.message === EMAIL_JOB_INTERRUPTED ? 'sendInterrupted' : 'changedSincePreview';
  if (error instanceof HttpError && error.status === 502) return 'mailRefused';
  if (error instanceof HttpError && error.status === 429) return 'sendLimitReached';
  return 'sendFailed';
}

/** What the form is filled from: three calls at once, one abort for all. */
export async function loadEmailJobStart(
  { jobPrint: print }: JobEmailApi,
  job: PrintedJob,
  signal?: AbortSignal,
): Promise<EmailJobStart> {
  const ofJob = { params: { companyId: job.companyId, woJobId: job.woJobId }, signal };
  const [customer, crew, htmlSetting] = await Promise.all([
    print.getCustomerTechDetails(ofJob),
    print.getCrewContacts(ofJob),
    print.getPrintJobHtmlSetting({ params: { companyId: job.companyId }, signal }),
  ]);
  return { customer, crew, htmlSetting };
}

/** The job's PDF as the server prints it in `language` for `loginId`: prepared (POST), then downloaded (GET). */
export async function loadPreviewPdf(
  { jobEmail: api }: JobEmailApi,
  loginId: number,
  job: PrintedJob,
  language: PrintLanguage,
  signal?: AbortSignal,
): Promise<PreviewPdf> {
  const ids = { CompanyId: job.companyId, LoginId: loginId };
  await api.emailJobDownload({
    body: { ...ids, WoJobId: job.woJobId, IsInvoice: 0, InvoiceId: '', Language: language },
    signal,
  });
  // The language named again: the bytes of this preparation, even if another of the user's (another tab,
  // a language chosen before this one) finishes after it.
  const file = await api.getEmailJobDownload({
    query: { ...ids, WojobId: job.woJobId, Language: language },
    signal,
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, sha256: await sha256Hex(bytes), language };
}

/**
 * Mails a job's printout: resolves with the server's message, rejects as {@link sendFailure}. The same e-mail sent
 * again after a failure carries the same key (an answer that never came cannot mail it twice); a changed one, or
 * one after a success, a new key.
 */
export function createEmailJobSender({ jobEmail: api }: JobEmailApi) {
  /** The last send that did not succeed, and its key. */
  let lastSend: { content: string; key: string } | null = null;
  return async (job: PrintedJob, loginId: number, send: EmailJobSend): Promise<UpdateMessage['Message']> => {
    const payload = emailJobPayload(job, loginId, send);
    const content = JSON.stringify(payload);
    if (lastSend?.content !== content) lastSend = { content, key: crypto.randomUUID() };
    const { Message } = await api.sendEmailJob({ body: { ...payload, IdempotencyKey: lastSend.key } });
    lastSend = null;
    return Message;
  };
}
