import { ALERT_TYPE } from '@fieldkit/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { normalizePhone } from './phone';

/** An SMS as the provider hands it over. */
export interface InboundSms {
  /** The provider's id of the message: stored once, however often it is delivered. */
  messageSid: string;
  from: string;
  to: string;
  body: string;
}

/** What became of an inbound SMS. */
export type InboundResult =
  | { status: 'stored'; companyId: number; alertId: number }
  | { status: 'duplicate'; companyId: number; alertId: number }
  | { status: 'unknown-number' };

/** The company whose SMS number `to` is. */
async function companyOfNumber(db: Db, to: string): Promise<number | null> {
  const number = normalizePhone(to);
  if (!number) return null;
  const row = await db
    .selectFrom('companies')
    .select('company_id')
    .where('sms_number', '=', number)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

/** Who sent it: a user of the company whose mobile is `from`, else a customer contact with that number, else nobody. */
async function senderOf(
  db: Db,
  companyId: number,
  from: string,
): Promise<{ name: string; vendorId: number }> {
  const number = normalizePhone(from);
  if (!number) return { name: '', vendorId: 0 };
  const user = await db
    .selectFrom('chat_profiles')
    .innerJoin('users', 'users.login_id', 'chat_profiles.login_id')
    .select(['users.display_name', 'users.vendor_id'])
    .where('users.company_id', '=', companyId)
    // Profiles keep the number as the user typed it.
    .where(
      sql<string>`replace(replace(replace(replace(chat_profiles.phone_no, ' ', ''), '-', ''), '(', ''), ')', '')`,
      '=',
      number,
    )
    .orderBy('users.login_id')
    .executeTakeFirst();
  if (user) return { name: user.display_name, vendorId: user.vendor_id };
  const contact = await db
    .selectFrom('customer_contacts')
    .select('contact_name')
    .where('company_id', '=', companyId)
    .where('mobile', '=', number)
    .orderBy('contact_id')
    .executeTakeFirst();
  return { name: contact?.contact_name ?? '', vendorId: 0 };
}

async function alertOfSid(db: Db, companyId: number, messageSid: string) {
  return db
    .selectFrom('received_alerts')
    .select('alert_id')
    .where('company_id', '=', companyId)
    .where('message_sid', '=', messageSid)
    .executeTakeFirst();
}

/**
 * Stores an inbound SMS in the log of the company whose number it was sent to, for the whole company (a vendor's
 * users see it when it came from one of their vendor's people). A message already stored (the provider retries) is
 * not stored again.
 */
export async function storeInboundSms(db: Db, sms: InboundSms): Promise<InboundResult> {
  const companyId = await companyOfNumber(db, sms.to);
  if (companyId === null) return { status: 'unknown-number' };
  const sender = await senderOf(db, companyId, sms.from);
  return insertReceivedAlert(db, companyId, sms.messageSid, {
    alert_type: ALERT_TYPE.sms,
    from_address: normalizePhone(sms.from) ?? sms.from,
    to_address: normalizePhone(sms.to) ?? sms.to,
    display_name: sender.name,
    vendor_id: sender.vendorId,
    content: sms.body,
    // The provider signed the webhook that brought it (checked before this is called).
    sender_verified: 1,
  });
}

/** What an inbound message says, besides its company and its provider's id. */
export interface ReceivedAlertValues {
  alert_type: number;
  from_address: string;
  to_address: string;
  display_name: string;
  vendor_id: number;
  content: string;
  subject?: string;
  /** 1 when the receiving step vouches for the sender (see `ReceivedAlertsTable.sender_verified`). */
  sender_verified: 0 | 1;
}

/**
 * Stores an inbound message for the whole company under the next id of the company's log, once per provider id
 * (`messageSid`): two at once collide on the key and the second tries again, or finds its message stored by the
 * first.
 */
export async function insertReceivedAlert(
  db: Db,
  companyId: number,
  messageSid: string,
  values: ReceivedAlertValues,
): Promise<Exclude<InboundResult, { status: 'unknown-number' }>> {
  const known = await alertOfSid(db, companyId, messageSid);
  if (known) return { status: 'duplicate', companyId, alertId: known.alert_id };
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db
        .insertInto('received_alerts')
        .values((eb) => ({
          company_id: companyId,
          alert_id: eb
            .selectFrom('received_alerts')
            .select(sql<number>`coalesce(max(alert_id), 0) + 1`.as('next'))
            .where('company_id', '=', companyId),
          login_id: 0,
          recvd_date: new Date().toISOString(),
          filepath: '',
          is_read: 0,
          message_sid: messageSid,
          ...values,
        }))
        .returning('alert_id')
        .executeTakeFirstOrThrow();
      return { status: 'stored', companyId, alertId: row.alert_id };
    } catch (error) {
      const raced = await alertOfSid(db, companyId, messageSid);
      if (raced) return { status: 'duplicate', companyId, alertId: raced.alert_id };
      if (attempt >= 4) throw error;
    }
  }
}
