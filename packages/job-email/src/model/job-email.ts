import { createApiClient, type Fieldkit, HttpError, registerBuiltInTexts } from '@fieldkit/core';
import {
  attachmentName,
  type CrewContact,
  type CustomerTechDetails,
  EMAIL_JOB_INTERRUPTED,
  type EmailJobLogEntry,
  type EmailJobPayload,
  jobEmail,
  jobPrint,
  type PrintJobHtmlSetting,
  type UpdateMessage,
} from '@fieldkit/core/contract';
import { signedInUser } from '@fieldkit/core/kit';
import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import type { EmailJobValues } from './email-form';
import { jobEmailTexts } from './texts';

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

/** The job e-mail's calls for the user signed in to a Fieldkit. */
export interface JobEmailClient {
  /** What the form is filled from (three calls at once, one abort for all). */
  start(job: PrintedJob, signal?: AbortSignal): Promise<EmailJobStart>;
  /** The job's PDF as the server prints it in `language`: prepared (POST), then downloaded with the token (GET). */
  preview(job: PrintedJob, language: PrintLanguage, signal?: AbortSignal): Promise<PreviewPdf>;
  /** Mails the job's printout; resolves with the server's message (severity success), rejects as {@link sendFailure}. */
  send(job: PrintedJob, send: EmailJobSend): Promise<UpdateMessage['Message']>;
  /** The job's send log, newest first. */
  log(job: PrintedJob, signal?: AbortSignal): Promise<EmailJobLogEntry[]>;
}

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

/** The job e-mail's calls through `fieldkit`'s HTTP client (its token, its 401 and WebLog policies). */
export function createJobEmailClient(fieldkit: Fieldkit): JobEmailClient {
  // The notices it pushes (sent, with the server's code) read the widget's texts: its English for a host without them.
  registerBuiltInTexts('jobEmail', jobEmailTexts);
  const { jobEmail: api, jobPrint: print } = createApiClient(fieldkit.http, { jobEmail, jobPrint });
  const me = () => signedInUser(fieldkit.session, 'JobEmail');
  /** The last send that did not succeed, and its key. */
  let lastSend: { content: string; key: string } | null = null;
  return {
    async start(job, signal) {
      const ofJob = { params: { companyId: job.companyId, woJobId: job.woJobId }, signal };
      const [customer, crew, htmlSetting] = await Promise.all([
        print.getCustomerTechDetails(ofJob),
        print.getCrewContacts(ofJob),
        print.getPrintJobHtmlSetting({ params: { companyId: job.companyId }, signal }),
      ]);
      return { customer, crew, htmlSetting };
    },
    async preview(job, language, signal) {
      const { loginId } = me();
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
    },
    async send(job, send) {
      const payload = emailJobPayload(job, me().loginId, send);
      // The same e-mail sent again after a failure carries the same key (an answer that never came cannot mail it
      // twice); a changed one, or one after a success, a new key.
      const content = JSON.stringify(payload);
      if (lastSend?.content !== content) lastSend = { content, key: crypto.randomUUID() };
      const { Message } = await api.sendEmailJob({ body: { ...payload, IdempotencyKey: lastSend.key } });
      lastSend = null;
      return Message;
    },
    log(job, signal) {
      return api.getEmailJobLog({ params: { companyId: job.companyId, woJobId: job.woJobId }, signal });
    },
  };
}
