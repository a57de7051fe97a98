import type { SentSms } from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { claimedUntil, settledRow } from '../../outbox/send-once';
import type { SentSmsTable } from './schema';
import { sendThroughTwilio, type TwilioAccount } from './twilio-client';

/** A reply to send. */
export interface OutboundSms {
  to: string;
  body: string;
  replyTo: number | undefined;
  /** An MMS's photo: where it is kept, its type, and the address the provider fetches it from. */
  photo?: { path: string; type: string; url: string } | undefined;
  /** The client's key for this send: a repeat with it is answered from the row it made, never sent again. */
  idempotencyKey?: string | undefined;
}

/**
 * What became of a reply: the recorded row; why the provider refused it; or that a process stopped while sending it
 * (a repeat of that send learns it may have gone, and it is not sent again).
 */
export type OutboundResult = { sent: SentSms } | { failed: string } | { interrupted: string };

const INTERRUPTED = 'The server stopped while sending this SMS: it may have been sent. It is not sent again.';

type Row = Pick<SentSmsTable, 'status' | 'provider_sid' | 'error'> & {
  sent_sms_id: number;
  claimed_until: string | null;
};

/** Marks the replies left 'sending' by a process that stopped (their claim ran out) as 'unknown'. */
export async function settleInterruptedReplies(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('sent_sms')
    .set({ status: 'unknown', error: INTERRUPTED, claimed_until: null })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The answer a row gives: settled, or null while it is still being sent. */
function outcomeOf(row: Row): OutboundResult | null {
  if (row.status === 'sending') return null;
  if (row.status === 'failed') return { failed: row.error ?? 'The SMS provider refused the message.' };
  if (row.status === 'unknown') return { interrupted: row.error ?? INTERRUPTED };
  return { sent: { SentSmsId: row.sent_sms_id, Status: row.status, ProviderSid: row.provider_sid } };
}

/** The caller's row of `key`, or undefined. */
function rowOfKey(db: Db, me: Caller, key: string) {
  return db
    .selectFrom('sent_sms')
    .select(['sent_sms_id', 'status', 'provider_sid', 'error', 'claimed_until'])
    .where('company_id', '=', me.companyId)
    .where('login_id', '=', me.loginId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * A repeat of a send: answered from the row its key made, waiting while that one is being sent (a row whose sender
 * stopped is settled as 'unknown'); never sent again. Still under way after the wait, it is answered as queued: it
 * goes.
 */
async function repeatOf(db: Db, me: Caller, key: string): Promise<OutboundResult | undefined> {
  const row = await settledRow(
    () => rowOfKey(db, me, key),
    () => settleInterruptedReplies(db),
  );
  if (!row) return undefined;
  return outcomeOf(row) ?? { sent: { SentSmsId: row.sent_sms_id, Status: 'queued', ProviderSid: null } };
}

/**
 * Sends an SMS as the caller, once per idempotency key: the row is written first ('sending', held for the send), then
 * the rates and quotas are taken (the row goes if they refuse), then the provider is asked when one is configured
 * (else it is queued here), then the row says what became of it. A repeat of the key is answered from the row; a
 * process that stops mid-send leaves the row, settled as 'unknown'.
 */
export async function sendSms(
  db: Db,
  me: Caller,
  sms: OutboundSms,
  provider: TwilioAccount | undefined,
  /** Runs before a new send (not before a repeat): the rates and quotas, which refuse by throwing. */
  beforeNewSend: () => Promise<void> = async () => {},
): Promise<OutboundResult> {
  const key = sms.idempotencyKey;
  if (key) {
    const repeat = await repeatOf(db, me, key);
    if (repeat) return repeat;
  }
  let row: { sent_sms_id: number };
  try {
    row = await db
      .insertInto('sent_sms')
      .values({
        company_id: me.companyId,
        login_id: me.loginId,
        to_number: sms.to,
        from_number: provider?.from ?? '',
        body: sms.body,
        status: 'sending',
        provider_sid: null,
        error: null,
        reply_to: sms.replyTo ?? null,
        created_at: new Date().toISOString(),
        media_path: sms.photo?.path ?? null,
        media_type: sms.photo?.type ?? null,
        idempotency_key: key ?? null,
        claimed_until: claimedUntil(),
      })
      .returning('sent_sms_id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The same key at the same time: the other request made the row.
    const repeat = key ? await repeatOf(db, me, key) : undefined;
    if (repeat) return repeat;
    throw error;
  }
  // The row holds the key first, so that repeats at the same time wait for this send instead of counting too.
  try {
    await beforeNewSend();
  } catch (error) {
    await db.deleteFrom('sent_sms').where('sent_sms_id', '=', row.sent_sms_id).execute();
    throw error;
  }
  if (!provider) {
    await db
      .updateTable('sent_sms')
      .set({ status: 'queued', claimed_until: null })
      .where('sent_sms_id', '=', row.sent_sms_id)
      .execute();
    return { sent: { SentSmsId: row.sent_sms_id, Status: 'queued', ProviderSid: null } };
  }
  const answer = await sendThroughTwilio(provider, sms.to, sms.body, sms.photo?.url);
  await db
    .updateTable('sent_sms')
    .set({
      status: answer.ok ? 'sent' : 'failed',
      provider_sid: answer.ok ? answer.sid : null,
      error: answer.ok ? null : answer.reason,
      claimed_until: null,
    })
    .where('sent_sms_id', '=', row.sent_sms_id)
    .execute();
  if (!answer.ok) return { failed: answer.reason };
  return { sent: { SentSmsId: row.sent_sms_id, Status: 'sent', ProviderSid: answer.sid } };
}
