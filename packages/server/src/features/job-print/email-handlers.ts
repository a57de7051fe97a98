import { randomUUID } from 'node:crypto';
import {
  attachmentFileName,
  type Contract,
  EMAIL_JOB_INTERRUPTED,
  EMAIL_JOB_PREPARED,
  EMAIL_JOB_SENT,
  EmailJobFormat,
  emailAddresses,
} from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { type GroupHandlers, type HandlerDeps, signedIn } from '../../http/handlers/types';
import { claimedUntil } from '../../outbox/send-once';
import { printJobHtmlSetting } from './company';
import { type EmailRepeat, emailRepeatOf } from './email-once';
import { printJobOf } from './job';
import { printLanguageOf } from './job-facts';
import { printoutMailHtml } from './mail-html';
import { printoutsDir } from './printout-store';
import { type JobPdf, renderJobPdf, sha256Hex } from './render-pdf';

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

/** Mails a job's printout as `format` says, with the Message-ID its log row holds. */
async function mailJob(
  deps: HandlerDeps,
  mail: {
    to: string[];
    messageId: string;
    body: { Subject: string; Body: string };
    printed: JobPdf;
    format: EmailJobFormat;
    replyTo: string | null | undefined;
  },
): Promise<{ response: string }> {
  const { printed, format, body } = mail;
  return deps.mailer().send({
    to: mail.to,
    messageId: mail.messageId,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
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
}

/** What a repeat of a send is answered: sent (or under way: it goes), or 409 when its server stopped mid-send. */
function answerOfRepeat(repeat: EmailRepeat) {
  if (repeat === 'interrupted') throw new HttpError(409, EMAIL_JOB_INTERRUPTED);
  return { Message: { MessageCode: EMAIL_JOB_SENT, Severity: 'success' as const } };
}

const pdfFile = (pdf: Uint8Array, name: string) =>
  new File([new Uint8Array(pdf)], name, { type: 'application/pdf' });

/** The job e-mail: the printout rendered and printed here from the store's data, mailed, logged; its download. */
export const jobEmailHandlers: GroupHandlers<Group> = {
  async sendEmailJob({ caller, body, log }, deps) {
    const me = signedIn(caller);
    const key = body.IdempotencyKey;
    // A repeat of a send (its answer never reached the client) is answered from the log, never mailed again.
    const repeat = key ? await emailRepeatOf(deps.db, me, key) : undefined;
    if (repeat) return answerOfRepeat(repeat);
    const to = emailAddresses(body.To);
    const messageId = `<${randomUUID()}@fieldkit>`;
    // The row first ('sending', held by this process): a process that stops mid-send leaves it, and it is never sent
    // again. It goes if the send fails before the mail server takes it.
    let row: { email_log_id: number };
    try {
      row = await deps.db
        .insertInto('email_job_log')
        .values({
          company_id: me.companyId,
          job_id: body.WoJobId,
          login_id: me.loginId,
          to_addresses: to.join(';'),
          subject: oneLine(body.Subject),
          message_id: messageId,
          smtp_response: '',
          sent_at: new Date().toISOString(),
          pdf_sha256: '',
          preview_sha256: body.PreviewSha256 ?? null,
          status: 'sending',
          idempotency_key: key ?? null,
          claimed_until: claimedUntil(),
        })
        .returning('email_log_id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      // The same key at the same time: the other request sends it.
      const raced = key ? await emailRepeatOf(deps.db, me, key) : undefined;
      if (raced) return answerOfRepeat(raced);
      throw error;
    }
    const drop = () =>
      deps.db.deleteFrom('email_job_log').where('email_log_id', '=', row.email_log_id).execute();
    let sent: { response: string };
    let printed: Awaited<ReturnType<typeof renderJobPdf>>;
    let format: EmailJobFormat;
    try {
      // Each recipient counts, before anything is printed: a refused send costs the server nothing.
      await deps.outboundQuotas.take(me, 'email', to.length);
      printed = await renderJobPdf(deps, me, body.WoJobId, body.Language);
      if (body.PreviewSha256 !== undefined && body.PreviewSha256 !== printed.pdfSha256)
        throw new HttpError(409, CHANGED_SINCE_PREVIEW);
      // The attachment removed in the popup: the e-mail goes without the printout.
      format =
        body.Attachement === '' ? 'none' : printed.data.htmlSetting.PrintJobHtml === 1 ? 'html' : 'pdf';
      const company = await deps.db
        .selectFrom('companies')
        .select('inbound_email')
        .where('company_id', '=', me.companyId)
        .executeTakeFirst();
      sent = await mailJob(deps, { to, messageId, body, printed, format, replyTo: company?.inbound_email });
    } catch (error) {
      await drop();
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'job e-mail: the mail server did not take it');
      throw new HttpError(502, 'The mail server did not take the e-mail.');
    }
    await deps.db
      .updateTable('email_job_log')
      .set({
        status: 'sent',
        claimed_until: null,
        smtp_response: sent.response,
        sent_at: new Date().toISOString(),
        pdf_sha256: printed.pdfSha256,
        language: printed.language,
        format,
      })
      .where('email_log_id', '=', row.email_log_id)
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
        'email_job_log.status',
      ])
      .where('email_job_log.company_id', '=', job.company_id)
      .where('email_job_log.job_id', '=', job.job_id)
      // What went, and what may have (a process stopped mid-send); not a send under way.
      .where('email_job_log.status', 'in', ['sent', 'unknown'])
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
      Status: r.status === 'unknown' ? ('unknown' as const) : ('sent' as const),
    }));
  },
};
