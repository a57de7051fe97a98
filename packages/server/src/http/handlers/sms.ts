import { type Contract, SMS_LOG_MAX_PAGE, SMS_MARKED_READ } from '@fieldkit/core/contract';
import { inlinePartsOf } from '../../mail/inline-parts';
import { proxyPathOf } from '../../sms/image-proxy-route';
import { markSmsRead, smsLogPage, smsMediaOf } from '../../sms/log';
import { sendSms } from '../../sms/outbound';
import { repliesOf, seesSms } from '../../sms/replies';
import { readUpload, uploadsDir } from '../../storage/uploads';
import { HttpError } from '../errors';
import { checkRecordRange } from './record-range';
import { type GroupHandlers, signedIn } from './types';

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

  async signImageUrls({ caller, body }, { config }) {
    signedIn(caller);
    return { Urls: body.Urls.map((url) => proxyPathOf(config, url)) };
  },

  async getSmsReplies({ caller, body }, { db }) {
    const me = signedIn(caller);
    const replies = await repliesOf(db, me, body.SmsId);
    if (!replies) throw new HttpError(404, 'No such message in your log.');
    return { Replies: replies };
  },

  async sendSms({ caller, body }, { db, config }) {
    const me = signedIn(caller);
    // A reply answers a message of the caller's own log, or none: it is listed under that message.
    if (body.ReplyToSmsId !== undefined && !(await seesSms(db, me, body.ReplyToSmsId)))
      throw new HttpError(404, 'No such message in your log to reply to.');
    const result = await sendSms(
      db,
      me,
      { to: body.ToNumber, body: body.SMSContent, replyTo: body.ReplyToSmsId },
      config.twilio,
    );
    if ('failed' in result) throw new HttpError(502, result.failed);
    return result.sent;
  },
};
