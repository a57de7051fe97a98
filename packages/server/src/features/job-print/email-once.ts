import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { settledRow } from '../../outbox/send-once';

/** Marks the job e-mails left 'sending' by a process that stopped (their hold ran out) as 'unknown'. */
export async function settleInterruptedEmails(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('email_job_log')
    .set({ status: 'unknown', claimed_until: null })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What a repeat of a job e-mail's key is answered: it went, it may have gone (409), or it is under way. */
export type EmailRepeat = 'sent' | 'interrupted' | 'sending';

/**
 * The outcome of the caller's send of `key`, waiting while it is under way; undefined when the key sent nothing (no
 * row, or its send failed and the row went).
 */
export async function emailRepeatOf(db: Db, me: Caller, key: string): Promise<EmailRepeat | undefined> {
  const row = await settledRow(
    () =>
      db
        .selectFrom('email_job_log')
        .select(['status', 'claimed_until'])
        .where('company_id', '=', me.companyId)
        .where('login_id', '=', me.loginId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    () => settleInterruptedEmails(db),
  );
  if (!row) return undefined;
  return row.status === 'unknown' ? 'interrupted' : row.status;
}
