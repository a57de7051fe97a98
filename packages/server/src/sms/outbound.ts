import type { SentSms } from '@fieldkit/core/contract';
import type { Caller } from '../auth/sessions';
import type { Db } from '../db/schema';
import { sendThroughTwilio, type TwilioAccount } from './twilio-client';

/** A reply to send. */
export interface OutboundSms {
  to: string;
  body: string;
  replyTo: number | undefined;
  /** An MMS's photo: where it is kept, its type, and the address the provider fetches it from. */
  photo?: { path: string; type: string; url: string } | undefined;
}

/** What became of a reply: the recorded row and, when the provider refused it, why. */
export type OutboundResult = { sent: SentSms } | { failed: string };

/**
 * Sends an SMS as the caller: through the provider when one is configured, else queued here. Either way it is
 * recorded (failed ones with the provider's reason).
 */
export async function sendSms(
  db: Db,
  me: Caller,
  sms: OutboundSms,
  provider: TwilioAccount | undefined,
): Promise<OutboundResult> {
  const answer = provider ? await sendThroughTwilio(provider, sms.to, sms.body, sms.photo?.url) : null;
  const status = answer === null ? 'queued' : answer.ok ? 'sent' : 'failed';
  const row = await db
    .insertInto('sent_sms')
    .values({
      company_id: me.companyId,
      login_id: me.loginId,
      to_number: sms.to,
      from_number: provider?.from ?? '',
      body: sms.body,
      status,
      provider_sid: answer?.ok ? answer.sid : null,
      error: answer && !answer.ok ? answer.reason : null,
      reply_to: sms.replyTo ?? null,
      created_at: new Date().toISOString(),
      media_path: sms.photo?.path ?? null,
      media_type: sms.photo?.type ?? null,
    })
    .returning('sent_sms_id')
    .executeTakeFirstOrThrow();
  if (answer && !answer.ok) return { failed: answer.reason };
  return {
    sent: {
      SentSmsId: row.sent_sms_id,
      Status: answer ? 'sent' : 'queued',
      ProviderSid: answer?.ok ? answer.sid : null,
    },
  };
}
