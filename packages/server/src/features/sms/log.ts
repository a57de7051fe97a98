import type { ReceivedSms } from '@fieldkit/core/contract';
import { sql } from 'kysely';
import type { Caller } from '../../auth/sessions';
import { likeContaining } from '../../db/like';
import type { Db } from '../../db/schema';
import { formatForCompany, normalizePhone, numberForCompany } from './phone';
import { visibleAlerts } from './visible-alerts';

/** A page of the log a caller sees. */
export interface SmsLogQuery {
  /** 1 SMS, 2 e-mail. */
  type: number;
  startRecord: number;
  endRecord: number;
  /** Received at or after (ISO instant). */
  from?: string | undefined;
  /** Received before (ISO instant). */
  to?: string | undefined;
  /** Sender, name, subject or text holds it. */
  search?: string | undefined;
}

/** A page of the SMS or e-mail messages the caller sees, newest first, and how many there are in all. */
export async function smsLogPage(
  db: Db,
  me: Caller,
  q: SmsLogQuery,
): Promise<{ SmsList: ReceivedSms[]; TotalRecord: number }> {
  const company = await db
    .selectFrom('companies')
    .select('sms_number')
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  const companyNumber = company?.sms_number ?? null;
  let mine = db.selectFrom('received_alerts').where(visibleAlerts(me)).where('alert_type', '=', q.type);
  // Stored instants are ISO 8601 in UTC, so they order as text on both stores.
  if (q.from) mine = mine.where('recvd_date', '>=', q.from);
  if (q.to) mine = mine.where('recvd_date', '<', q.to);
  const search = q.search?.trim();
  if (search) {
    // A number searched as the screens show it ('07700 900456') finds the senders stored in E.164 as well.
    const number = q.type === 1 ? numberForCompany(search, companyNumber) : null;
    mine = mine.where((eb) =>
      eb.or([
        eb(
          sql<string>`lower(from_address || ' ' || display_name || ' ' || subject || ' ' || content)`,
          'like',
          sql<string>`${likeContaining(search)} ESCAPE '\\'`,
        ),
        ...(number ? [eb('from_address', '=', number)] : []),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    mine
      .selectAll()
      .orderBy('recvd_date', 'desc')
      .orderBy('alert_id', 'desc')
      .limit(q.endRecord - q.startRecord + 1)
      .offset(q.startRecord - 1)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  /** An SMS's sender in E.164, however it was stored (to reply to, to compare); an e-mail's address as it is. */
  const sender = (r: (typeof rows)[number]) =>
    r.alert_type === 1 ? (normalizePhone(r.from_address) ?? r.from_address) : r.from_address;
  return {
    SmsList: rows.map((r) => ({
      SmsId: r.alert_id,
      FromNumber: sender(r),
      FromNumberFormatted:
        r.alert_type === 1 ? formatForCompany(r.from_address, companyNumber) : r.from_address,
      ToNumber: r.to_address,
      DisplayName: r.display_name,
      SMSContent: r.content,
      RecvdDate: r.recvd_date,
      IsRead: r.is_read === 1,
      Notification: r.alert_type,
      Filepath: r.filepath,
      contenttype: r.media_type,
      SenderVerified: r.sender_verified === 1,
      Subject: r.subject,
    })),
    TotalRecord: Number(total.n),
  };
}

/** Marks a message the caller sees read, recording who and when; false when the caller does not see it. */
export async function markSmsRead(
  db: Db,
  me: Caller,
  smsId: number,
  { unreadOnly = false } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('received_alerts')
    .set({ is_read: 1, read_by: me.loginId, read_at: new Date().toISOString() })
    .where('alert_id', '=', smsId)
    .where(visibleAlerts(me))
    .$if(unreadOnly, (update) => update.where('is_read', '=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored media file of a message the caller sees, with its type; null when there is none to see. */
export async function smsMediaOf(
  db: Db,
  me: Caller,
  smsId: number,
): Promise<{ path: string; type: string } | null> {
  const row = await db
    .selectFrom('received_alerts')
    .select(['filepath', 'media_type'])
    .where('alert_id', '=', smsId)
    .where(visibleAlerts(me))
    .executeTakeFirst();
  return row?.filepath && row.media_type ? { path: row.filepath, type: row.media_type } : null;
}
