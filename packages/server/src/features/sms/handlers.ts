import { type Contract, type SentSms, SMS_LOG_MAX_PAGE, SMS_MARKED_READ } from '@fieldkit/core/contract';
import type { Caller } from '../../auth/sessions';
import type { Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { checkRecordRange } from '../../http/handlers/record-range';
import { type GroupHandlers, signedIn } from '../../http/handlers/types';
import { readUpload, uploadsDir } from '../../storage/uploads';
import { smsDestinationRefusal } from './destinations';
import { inlinePartsOf } from './email/inline-parts';
import { proxyPathOf } from './image-proxy-route';
import { markSmsRead, smsLogPage, smsMediaOf } from './log';
import { type OutboundResult, sendSms } from './outbound';
import { keepSmsPhoto } from './outbound-photo';
import { repliesOf, seesSms } from './replies';

/** The received SMS and e-mail log: a page of what the caller sees, and marking a message read. */
export const smsHandlers: GroupHandlers<Contract['sms']> = {
  async getReceivedSmsLog({ caller, body }, { db }) {
    const me = signedIn(caller);
    checkRecordRange(body.startRecord, body.EndRecord, SMS_LOG_MAX_PAGE);
    return smsLogPage(db, me, {
      type: body.Notification,
      startRecord: body.startRecord,
      endRecord: body.EndRecord,
      from: body.FromDate,
      to: body.ToDate,
      search: body.SearchText,
    });
  },

  async saveSms({ caller, body }, { db }) {
    const me = signedIn(caller);
    if (!(await markSmsRead(db, me, body.SmsId))) throw new HttpError(404, 'No such message in your log.');
    return { Message: { MessageCode: SMS_MARKED_READ, Severity: 'success' } };
  },

  async getSmsMedia({ caller, query }, { db, config }) {
    const me = signedIn(caller);
    const media = await smsMediaOf(db, me, query.SmsId);
    if (!media) throw new HttpError(404, 'No such media in your log.');
    const bytes = await readUpload(uploadsDir(config.dataDir), media.path);
    return new File([new Uint8Array(bytes)], media.path.split('/').at(-1)!, { type: media.type });
  },

  async getInlineParts({ caller, body }, { db, config }) {
    const me = signedIn(caller);
    const parts = await inlinePartsOf(db, config, me, body.SmsId);
    if (!parts) throw new HttpError(404, 'No such message in your log.');
    return { Parts: parts };
  },

  async signImageUrls({ caller, body }, { config, imageUrlLimiter }) {
    const me = signedIn(caller);
    if (!(await imageUrlLimiter.allow(`${me.companyId}:${me.loginId}`)))
      throw new HttpError(429, 'Too many images asked for: try again in a minute.');
    return { Urls: body.Urls.map((url) => proxyPathOf(config, url)) };
  },

  async getSmsReplies({ caller, body }, { db }) {
    const me = signedIn(caller);
    const replies = await repliesOf(db, me, body.SmsId);
    if (!replies) throw new HttpError(404, 'No such message in your log.');
    return { Replies: replies };
  },

  async sendSms({ caller, body }, { db, config, outboundQuotas }) {
    const me = signedIn(caller);
    await checkReplyTo(db, me, body.ReplyToSmsId);
    await checkDestination(db, me, body.ToNumber);
    return repliedTo(
      db,
      me,
      body.ReplyToSmsId,
      sent(
        await sendSms(
          db,
          me,
          {
            to: body.ToNumber,
            body: body.SMSContent,
            replyTo: body.ReplyToSmsId,
            idempotencyKey: body.IdempotencyKey,
          },
          config.twilio,
          () => outboundQuotas.take(me, 'sms', 1),
        ),
      ),
    );
  },

  async sendMms({ caller, body }, { db, config, publicUrl, outboundQuotas }) {
    const me = signedIn(caller);
    const { detail } = body;
    if (detail.LoginId !== me.loginId) throw new HttpError(403, 'body.detail.LoginId is not the caller.');
    await checkReplyTo(db, me, detail.ReplyToSmsId);
    await checkDestination(db, me, detail.ToNumber);
    const photo = await keepSmsPhoto(config, publicUrl(), me.companyId, body.photo[0]!);
    const outbound = {
      to: detail.ToNumber,
      body: detail.SMSContent,
      replyTo: detail.ReplyToSmsId,
      photo,
      idempotencyKey: detail.IdempotencyKey,
    };
    const result = await sendSms(db, me, outbound, config.twilio, () => outboundQuotas.take(me, 'sms', 1));
    return repliedTo(db, me, detail.ReplyToSmsId, sent(result));
  },
};

/** A reply sent (or queued) to a message of the log: the message is read now, if nobody had read it yet. */
async function repliedTo(db: Db, me: Caller, replyTo: number | undefined, answer: SentSms): Promise<SentSms> {
  if (replyTo !== undefined) await markSmsRead(db, me, replyTo, { unreadOnly: true });
  return answer;
}

/** A reply answers a message of the caller's own log, or none: it is listed under that message. */
async function checkReplyTo(db: Db, me: Caller, replyTo: number | undefined): Promise<void> {
  if (replyTo !== undefined && !(await seesSms(db, me, replyTo)))
    throw new HttpError(404, 'No such message in your log to reply to.');
}

/** An SMS goes only where the caller's company sends SMS (no premium rate, its countries): 422 otherwise. */
async function checkDestination(db: Db, me: Caller, to: string): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select(['sms_number', 'sms_allowed_countries', 'sms_premium_rate_allowed'])
    .where('company_id', '=', me.companyId)
    .executeTakeFirstOrThrow();
  const refused = smsDestinationRefusal(
    {
      smsNumber: company.sms_number,
      allowedCountries: company.sms_allowed_countries,
      premiumRateAllowed: company.sms_premium_rate_allowed === 1,
    },
    to,
  );
  if (refused) throw new HttpError(422, refused);
}

/**
 * The answer of a send: what became of it, the provider's refusal as 502, or a send its server stopped in the middle
 * of as 409 (a repeat of its key: it may have gone, and is not sent again).
 */
function sent(result: OutboundResult): SentSms {
  if ('failed' in result) throw new HttpError(502, result.failed);
  if ('interrupted' in result) throw new HttpError(409, result.interrupted);
  return result.sent;
}
