import * as z from 'zod/mini';
import { BinaryFile, endpoint } from './define';
import { pathId } from './entities';
import { EmailJobLanguage } from './job-print';
import { UpdateMessage } from './service-notes';

// Sending a job's printout by e-mail (spec, feature areas section 3 "Email job payload", section 7 "Job print and
// email"): the server renders the printout itself from its own data and mails it as a PDF (or as the e-mail's HTML
// body when the company's PrintJobHtml is 1). The PDF a user prepares is the PDF the e-mail sends: the same job data
// in the same language gives the same bytes, and a send names the preview it was checked against by its SHA-256.

const id = z.number().check(z.int(), z.gte(0));

/** The longest text of a field of the job e-mail (spec section 5). */
export const EMAIL_JOB_FIELD_MAX = 200;

/** MessageCode of a job e-mail sent. */
export const EMAIL_JOB_SENT = 1004;
/** MessageCode of a job's PDF prepared for download. */
export const EMAIL_JOB_PREPARED = 1005;

/**
 * How a job e-mail carried its printout: a PDF attachment, the e-mail's HTML body (PrintJobHtml 1), or not at all
 * (the user removed the attachment: the e-mail is the body alone).
 */
export const EmailJobFormat = z.enum(['pdf', 'html', 'none']);
export type EmailJobFormat = z.infer<typeof EmailJobFormat>;

/** A SHA-256 in hex: 64 lowercase digits. */
const sha256Hex = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 lowercase hex digits.'));

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
 * 200 characters, To one or more addresses separated by semicolons, every text trimmed), the job, and the printout's
 * language (the customer's PrintLanguage when left out). `PreviewSha256` is the SHA-256 of the PDF the user
 * previewed (the bytes GetEmailJobDownload answered): the server sends only that PDF, and refuses (409) when the job
 * has changed since. `Attachement` is the attachment's file name as the popup shows it; empty when the user removed
 * it (the e-mail then goes without the printout). `AttachementContent` is the client's HTML of the printout:
 * accepted, ignored (the server prints its own).
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
  Body: z.string().check(z.trim(), z.maxLength(20_000)),
  CompanyId: id,
  LoginId: id,
  WoJobId: id,
  WorkOrderId: z.optional(id),
  AttachementContent: ignoredHtml,
  IsInvoice: z.optional(z.literal(0)),
  InvoiceId: z.optional(z.literal('')),
  Language: z.optional(EmailJobLanguage),
  PreviewSha256: z.optional(sha256Hex),
  /**
   * The client's key for this send (8 to 64 letters, digits, `-` or `_`), the same when it sends the same e-mail again
   * after an answer that did not come: the server mails once per key and answers the repeats from its log.
   */
  IdempotencyKey: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'IdempotencyKey: 8 to 64 letters, digits, - or _.')),
  ),
});
export type EmailJobPayload = z.infer<typeof EmailJobPayload>;

/**
 * What a repeat of a send is answered (409) when the server stopped while mailing it the first time: the mail server
 * may have taken it, and it is not sent again.
 */
export const EMAIL_JOB_INTERRUPTED =
  'The server stopped while sending this e-mail: it may have been sent. It is not sent again.';

/**
 * The download request: the job, and the printout's language (the customer's PrintLanguage when left out). The
 * server prints it and keeps it as the user's prepared PDF of the job (AttachementContent ignored).
 */
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

/**
 * A job e-mail sent: by whom, to whom, when, the SMTP answer, the printout's language and how it went (Format), the
 * SHA-256 (hex) of its PDF (the PDF attached; with Format 'html', the PDF of the same printout, as its preview
 * showed it) and the SHA-256 of the preview the send was checked against (null when the sender named none).
 */
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
  Language: EmailJobLanguage,
  PreviewSha256: z.nullable(sha256Hex),
  Format: EmailJobFormat,
  /** 'sent' (the mail server took it), or 'unknown' (the server stopped while sending it: it may have gone). */
  Status: z.enum(['sent', 'unknown']),
});
export type EmailJobLogEntry = z.infer<typeof EmailJobLogEntry>;

/**
 * The job e-mail: send a job's printout as a PDF, prepare and download that PDF, and the job's send log. A job of
 * another company is 404, another company or login named 403.
 */
export const jobEmail = {
  /**
   * Renders the job's printout on the server (its own data, in the payload's language, else the customer's) and
   * mails it to every address of To, Reply-To the company's inbound address, the body as text: as a PDF attachment
   * named by the company's FileSetting, or, when the company's PrintJobHtml is 1, as the e-mail's HTML body (the body
   * as paragraphs above the printout, its images attached inline) with no attachment. 409 when PreviewSha256 is not
   * the SHA-256 of the PDF about to be sent (the job changed since its preview): nothing is sent. 502 when the mail
   * server refuses it: nothing is logged. Each send is logged (GetEmailJobLog). Answers severity success.
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
  /**
   * Prints the job's PDF in the request's language (else the customer's) and keeps it as the caller's prepared PDF
   * of the job, for the download that follows: the same PDF the e-mail sends while the job does not change.
   */
  emailJobDownload: endpoint({
    service: 'attachment',
    method: 'POST',
    path: 'EmailJobDownload',
    access: 'token',
    body: EmailJobDownloadRequest,
    response: UpdateMessage,
    ownLogin: ['LoginId'],
  }),
  /**
   * The caller's prepared PDF of the job (the last EmailJobDownload POST): its bytes as printed, printed again in
   * its language from the job's data if they are no longer kept; a job never prepared prints in the customer's
   * language. With `Language` (beyond the spec's query), the job's PDF in that language instead: the same bytes
   * the POST of that language prepared, whatever another POST of the caller's (another tab, another language)
   * prepared since. A download named as the e-mail's attachment (`{WoJobId}.pdf` unless the company names it).
   */
  getEmailJobDownload: endpoint({
    service: 'attachment',
    method: 'GET',
    path: 'EmailJobDownload',
    access: 'token',
    query: z.object({
      CompanyId: pathId,
      LoginId: pathId,
      WojobId: pathId,
      Language: z.optional(EmailJobLanguage),
    }),
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
