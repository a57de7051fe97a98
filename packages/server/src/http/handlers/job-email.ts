import {
  type Contract,
  EMAIL_JOB_PREPARED,
  EMAIL_JOB_SENT,
  EmailJobFormat,
  emailAddresses,
} from '@fieldkit/core/contract';
import { attachmentFileName } from '@fieldkit/job-email';
import type { Caller } from '../../auth/sessions';
import { printJobHtmlSetting } from '../../job-print/company';
import { printJobOf } from '../../job-print/job';
import { printLanguageOf } from '../../job-print/job-facts';
import { printoutMailHtml } from '../../job-print/mail-html';
import { printoutsDir } from '../../job-print/printout-store';
import { type JobPdf, renderJobPdf, sha256Hex } from '../../job-print/render-pdf';
import { HttpError } from '../errors';
import { type GroupHandlers, type HandlerDeps, signedIn } from './types';

type Group = Contract['jobEmail'];

/** A header's text on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** What a send says when the PDF about to go is not the one previewed. */
const CHANGED_SINCE_PREVIEW = 'The job changed since it was previewed: preview it again.';

/** Records `printed` as the caller's prepared PDF of its job: the one the download answers. */
async function keepPrepared({ db }: HandlerDeps, me: Caller, printed: JobPdf): Promise<void> {
  const row = {
    language: printed.language,
    html_sha256: printed.htmlSha256,
    pdf_sha256: printed.pdfSha256,
    prepared_at: new Date().toISOString(),
  };
  await db
    .insertInto('email_job_prepared')
    .values({ company_id: me.companyId, login_id: me.loginId, job_id: printed.data.customer.WoJobId, ...row })
    .onConflict((c) => c.columns(['company_id', 'login_id', 'job_id']).doUpdateSet(row))
    .execute();
}

const pdfFile = (pdf: Uint8Array, name: string) =>
  new File([new Uint8Array(pdf)], name, { type: 'application/pdf' });

/** The job e-mail: the printout rendered and printed here from the store's data, mailed, logged; its download. */
export const jobEmailHandlers: GroupHandlers<Group> = {
  async sendEmailJob({ caller, body, log }, deps) {
    const me = signedIn(caller);
    const to = emailAddresses(body.To);
    // Each recipient counts, before anything is printed: a refused send costs the server nothing.
    await deps.outboundQuotas.take(me, 'email', to.length);
    const printed = await renderJobPdf(deps, me, body.WoJobId, body.Language);
    if (body.PreviewSha256 !== undefined && body.PreviewSha256 !== printed.pdfSha256)
      throw new HttpError(409, CHANGED_SINCE_PREVIEW);
    // The attachment removed in the popup: the e-mail goes without the printout.
    const format: EmailJobFormat =
      body.Attachement === '' ? 'none' : printed.data.htmlSetting.PrintJobHtml === 1 ? 'html' : 'pdf';
    const company = await deps.db
      .selectFrom('companies')
      .select('inbound_email')
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    let sent: { messageId: string; response: string };
    try {
      sent = await deps.mailer().send({
        to,
        ...(company?.inbound_email ? { replyTo: company.inbound_email } : {}),
        subject: oneLine(body.Subject),
        // The body as the user wrote it, as text: never HTML from the client.
        text: body.Body,
        ...(format === 'html'
          ? // The printout as the body, its images attached inline; the user's text above it, escaped.
            { html: printoutMailHtml(printed, body.Body), attachDataUrls: true }
          : format === 'pdf'
            ? {
                attachments: [
                  { filename: printed.fileName, content: printed.pdf, contentType: 'application/pdf' },
                ],
              }
            : {}),
      });
    } catch (error) {
      log.warn({ err: error }, 'job e-mail: the mail server did not take it');
      throw new HttpError(502, 'The mail server did not take the e-mail.');
    }
    await deps.db
      .insertInto('email_job_log')
      .values({
        company_id: me.companyId,
        job_id: body.WoJobId,
        login_id: me.loginId,
        to_addresses: to.join(';'),
        subject: oneLine(body.Subject),
        message_id: sent.messageId,
        smtp_response: sent.response,
        sent_at: new Date().toISOString(),
        pdf_sha256: printed.pdfSha256,
        language: printed.language,
        preview_sha256: body.PreviewSha256 ?? null,
        format,
      })
      .execute();
    return { Message: { MessageCode: EMAIL_JOB_SENT, Severity: 'success' } };
  },
  async emailJobDownload({ caller, body }, deps) {
    const me = signedIn(caller);
    await keepPrepared(deps, me, await renderJobPdf(deps, me, body.WoJobId, body.Language));
    return { Message: { MessageCode: EMAIL_JOB_PREPARED, Severity: 'success' } };
  },
  async getEmailJobDownload({ caller, query }, deps) {
    const me = signedIn(caller);
    const { db } = deps;
    const job = await printJobOf(db, me.companyId, query.WojobId);
    if (query.Language !== undefined) {
      // The PDF of that language: the one its POST kept (by the document's SHA-256), whatever was prepared since.
      const printed = await renderJobPdf(deps, me, job.job_id, query.Language);
      return pdfFile(printed.pdf, printed.fileName);
    }
    const prepared = await db
      .selectFrom('email_job_prepared')
      .selectAll()
      .where('company_id', '=', job.company_id)
      .where('login_id', '=', me.loginId)
      .where('job_id', '=', job.job_id)
      .executeTakeFirst();
    if (prepared) {
      const pdf = await deps.printer.kept(prepared.html_sha256, printoutsDir(deps.config.dataDir));
      if (pdf && sha256Hex(pdf) === prepared.pdf_sha256) {
        const setting = await printJobHtmlSetting(db, job.company_id);
        const name = attachmentFileName(setting, { WoJobId: job.job_id, WoNumber: job.wo_number });
        return pdfFile(pdf, name);
      }
    }
    // No longer kept (or never prepared): printed again in the language prepared, else the customer's.
    const language = prepared ? printLanguageOf(prepared.language) : undefined;
    const printed = await renderJobPdf(deps, me, job.job_id, language);
    await keepPrepared(deps, me, printed);
    return pdfFile(printed.pdf, printed.fileName);
  },
  async getEmailJobLog({ caller, params }, { db }) {
    const me = signedIn(caller);
    const job = await printJobOf(db, me.companyId, params.woJobId);
    const rows = await db
      .selectFrom('email_job_log')
      .innerJoin('users', 'users.login_id', 'email_job_log.login_id')
      .select([
        'email_job_log.email_log_id',
        'email_job_log.job_id',
        'email_job_log.login_id',
        'users.display_name',
        'email_job_log.to_addresses',
        'email_job_log.subject',
        'email_job_log.message_id',
        'email_job_log.smtp_response',
        'email_job_log.sent_at',
        'email_job_log.pdf_sha256',
        'email_job_log.language',
        'email_job_log.preview_sha256',
        'email_job_log.format',
      ])
      .where('email_job_log.company_id', '=', job.company_id)
      .where('email_job_log.job_id', '=', job.job_id)
      .orderBy('email_job_log.email_log_id', 'desc')
      .execute();
    return rows.map((r) => ({
      EmailLogId: r.email_log_id,
      WoJobId: r.job_id,
      LoginId: r.login_id,
      SentBy: r.display_name,
      To: r.to_addresses,
      Subject: r.subject,
      MessageId: r.message_id,
      SmtpResponse: r.smtp_response,
      SentAt: r.sent_at,
      PdfSha256: r.pdf_sha256,
      Language: printLanguageOf(r.language),
      PreviewSha256: r.preview_sha256,
      Format: EmailJobFormat.safeParse(r.format).data ?? 'pdf',
    }));
  },
};
