import type { SmsReplyRecord } from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { visibleAlerts } from './visible-alerts';

/** True when the caller sees the SMS `smsId` of the log (what a reply may answer, and whose replies it may read). */
export async function seesSms(db: Db, me: Caller, smsId: number): Promise<boolean> {
  const row = await db
    .selectFrom('received_alerts')
    .select('alert_id')
    .where('alert_id', '=', smsId)
    .where(visibleAlerts(me))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The replies the caller's company sent to an SMS the caller sees, oldest first, with who sent each; null when the
 * caller does not see the SMS.
 */
export async function repliesOf(db: Db, me: Caller, smsId: number): Promise<SmsReplyRecord[] | null> {
  if (!(await seesSms(db, me, smsId))) return null;
  const rows = await db
    .selectFrom('sent_sms')
    .innerJoin('users', 'users.login_id', 'sent_sms.login_id')
    .select([
      'sent_sms.sent_sms_id',
      'sent_sms.to_number',
      'sent_sms.body',
      'sent_sms.status',
      'sent_sms.created_at',
      'sent_sms.media_path',
      'users.display_name',
    ])
    .where('sent_sms.company_id', '=', me.companyId)
    .where('sent_sms.reply_to', '=', smsId)
    .orderBy('sent_sms.created_at')
    .orderBy('sent_sms.sent_sms_id')
    .execute();
  return rows.map((r) => ({
    SentSmsId: r.sent_sms_id,
    ToNumber: r.to_number,
    SMSContent: r.body,
    Status: r.status as SmsReplyRecord['Status'],
    SentBy: r.display_name,
    SentDate: r.created_at,
    Photo: r.media_path !== null,
  }));
}
