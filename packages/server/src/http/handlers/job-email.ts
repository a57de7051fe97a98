import { createHash } from 'node:crypto';
import { type Contract, EMAIL_JOB_PREPARED, EMAIL_JOB_SENT, emailAddresses } from '@fieldkit/core/contract';
import { printJobOf } from '../../job-print/job';
import { renderJobPdf } from '../../job-print/render-pdf';
import { HttpError } from '../errors';
import { type GroupHandlers, signedIn } from './types';

type Group = Contract['jobEmail'];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A header's text on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The job e-mail: the printout rendered and printed here from the store's data, mailed, logged; its download. */
export const jobEmailHandlers: GroupHandlers<Group> = {
  async sendEmailJob({ caller, body, log }, deps) {
    const me = signedIn(caller);
    const { pdf, fileName } = await renderJobPdf(deps, me.companyId, body.WoJobId, body.Language);
    const company = await deps.db
      .selectFrom('companies')
      .select('inbound_email')
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    const to = emailAddresses(body.To);
    let sent: { messageId: string; response: string };
    try {
      sent = await deps.mailer().send({
        to,
        ...(company?.inbound_email ? { replyTo: company.inbound_email } : {}),
        subject: oneLine(body.Subject),
        // The body as the user wrote it, as text: never HTML from the client.
        text: body.Body,
        attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
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
        pdf_sha256: sha256(pdf),
      })
      .execute();
    return { Message: { MessageCode: EMAIL_JOB_SENT, Severity: 'success' } };
  },
  async emailJobDownload({ caller, body }, deps) {
    const me = signedIn(caller);
    await renderJobPdf(deps, me.companyId, body.WoJobId, body.Language);
    return { Message: { MessageCode: EMAIL_JOB_PREPARED, Severity: 'success' } };
  },
  async getEmailJobDownload({ caller, query }, deps) {
    const me = signedIn(caller);
    const { pdf, fileName } = await renderJobPdf(deps, me.companyId, query.WojobId);
    return new File([new Uint8Array(pdf)], fileName, { type: 'application/pdf' });
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
    }));
  },
};
