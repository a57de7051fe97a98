import * as z from 'zod/mini';
import { BinaryFile, endpoint } from './define';
import { pathId } from './entities';
import { EmailJobLanguage } from './job-print';
import { UpdateMessage } from './service-notes';

// Sending a job's printout by e-mail (spec, feature areas section 3 "Email job payload", section 7 "Job print and
// email"): the server renders the printout itself from its own data and mails it as a PDF.

const id = z.number().check(z.int(), z.gte(0));

/** The longest text of a field of the job e-mail (spec section 5). */
export const EMAIL_JOB_FIELD_MAX = 200;

/** MessageCode of a job e-mail sent. */
export const EMAIL_JOB_SENT = 1004;
/** MessageCode of a job's PDF prepared for download. */
export const EMAIL_JOB_PREPARED = 1005;

const requiredText = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(EMAIL_JOB_FIELD_MAX, `At most ${EMAIL_JOB_FIELD_MAX} characters.`),
    );

const address = z.email();

/** The addresses of a semicolon-separated list, each trimmed; empty entries left out. */
export function emailAddresses(text: string): string[] {
  return text
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

/** Whether a text holds at least one address and every entry of it (separated by semicolons) is an e-mail address. */
export function isEmailAddressList(text: string): boolean {
  const list = emailAddresses(text);
  return list.length > 0 && list.every((a) => address.safeParse(a).success);
}

/** The untrusted HTML a client may send along: accepted on the wire as the spec has it, never rendered. */
const ignoredHtml = z.optional(z.string().check(z.maxLength(2_000_000)));

/**
 * The e-mail job payload: the form's fields with its rules (Customer Name, To and Subject required, each at most
 * 200 characters, To one or more addresses separated by semicolons), the job, and the printout's language (en-GB when
 * left out). `AttachementContent` is the client's HTML of the printout: accepted, ignored (the server prints its own).
 */
export const EmailJobPayload = z.object({
  CustomerName: requiredText('CUSTOMERNAMEISREQUIRED'),
  To: z.string().check(
    z.trim(),
    z.minLength(1, 'TOISREQUIRED'),
    z.maxLength(EMAIL_JOB_FIELD_MAX, `At most ${EMAIL_JOB_FIELD_MAX} characters.`),
    z.refine((text) => text === '' || isEmailAddressList(text), 'Invalid email'),
  ),
  Subject: requiredText('SUBJECTISREQUIRED'),
  Attachement: z.optional(z.string().check(z.maxLength(EMAIL_JOB_FIELD_MAX))),
  Body: z.string().check(z.maxLength(20_000)),
  CompanyId: id,
  LoginId: id,
  WoJobId: id,
  WorkOrderId: z.optional(id),
  AttachementContent: ignoredHtml,
  IsInvoice: z.optional(z.literal(0)),
  InvoiceId: z.optional(z.literal('')),
  Language: z.optional(EmailJobLanguage),
});
export type EmailJobPayload = z.infer<typeof EmailJobPayload>;

/** The download request: the job (its printout prepared by the server; AttachementContent ignored). */
export const EmailJobDownloadRequest = z.object({
  CompanyId: id,
  LoginId: id,
  WoJobId: id,
  IsInvoice: z.optional(z.literal(0)),
  InvoiceId: z.optional(z.literal('')),
  AttachementContent: ignoredHtml,
  Language: z.optional(EmailJobLanguage),
});
export type EmailJobDownloadRequest = z.infer<typeof EmailJobDownloadRequest>;

/** A job e-mail sent: by whom, to whom, when, the SMTP answer and the SHA-256 (hex) of the PDF attached. */
export const EmailJobLogEntry = z.object({
  EmailLogId: id,
  WoJobId: id,
  LoginId: id,
  SentBy: z.string(),
  To: z.string(),
  Subject: z.string(),
  MessageId: z.string(),
  SmtpResponse: z.string(),
  SentAt: z.string(),
  PdfSha256: z.string(),
});
export type EmailJobLogEntry = z.infer<typeof EmailJobLogEntry>;

/**
 * The job e-mail: send a job's printout as a PDF, prepare and download that PDF, and the job's send log. A job of
 * another company is 404, another company or login named 403.
 */
export const jobEmail = {
  /**
   * Renders the job's printout on the server (its own data, in the payload's language) and mails it as a PDF to
   * every address of To, Reply-To the company's inbound address, the body as text. Answers severity success.
   */
  sendEmailJob: endpoint({
    service: 'workOrder',
    method: 'POST',
    path: 'SendEmailJob',
    access: 'token',
    body: EmailJobPayload,
    response: UpdateMessage,
    ownLogin: ['LoginId'],
  }),
  /** Prepares the job's PDF for the download that follows (the same PDF the e-mail attaches). */
  emailJobDownload: endpoint({
    service: 'attachment',
    method: 'POST',
    path: 'EmailJobDownload',
    access: 'token',
    body: EmailJobDownloadRequest,
    response: UpdateMessage,
    ownLogin: ['LoginId'],
  }),
  /** The job's PDF, as a download named as the e-mail's attachment (`{WoJobId}.pdf` unless the company names it). */
  getEmailJobDownload: endpoint({
    service: 'attachment',
    method: 'GET',
    path: 'EmailJobDownload',
    access: 'token',
    query: z.object({ CompanyId: pathId, LoginId: pathId, WojobId: pathId }),
    responseType: 'binary',
    response: BinaryFile,
    ownLogin: ['LoginId'],
  }),
  /** The job's send log, newest first. */
  getEmailJobLog: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'EmailJobLog/{companyId}/{woJobId}',
    access: 'token',
    params: z.object({ companyId: pathId, woJobId: pathId }),
    response: z.array(EmailJobLogEntry),
  }),
};
