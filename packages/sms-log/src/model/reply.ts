import { HttpError } from '@fieldkit/core';
import {
  SMS_PHOTO_SIZE_LIMIT,
  SMS_PHOTO_TYPES,
  type SmsSegments,
  smsSegments,
} from '@fieldkit/core/contract';
import type { AlertKind } from './alert-counts';
import type { SmsLogScope } from './scope';
import type { SmsLogTextKey } from './texts';

/** The SMS popup's reply to a sender. */
export interface SmsLogReply {
  /** Opens the SMS popup to answer `to` (the viewed SMS's sender, prefilled). */
  startReply(to: string, replyTo?: number): void;
  setReplyText(text: string): void;
  /** Adds a photo to the reply (JPEG, PNG or GIF under 4,000,000 bytes; anything else is refused with a notice), or removes it. */
  setReplyPhoto(photo: File | null): void;
  closeReply(): void;
  /** Sends the reply; it closes when sent or queued, and keeps its text when it fails. */
  sendReply(): Promise<void>;
}

/** The parts a reply is sent in, for the popup's character and segment count. */
export const replySegments = (text: string): SmsSegments => smsSegments(text.trim());

/** The text of a reply the server did not send: over a sending limit (429), to a number the company refuses (422). */
function replyFailure(error: unknown): SmsLogTextKey {
  if (error instanceof HttpError && error.status === 429) return 'replyLimitReached';
  if (error instanceof HttpError && error.status === 422) return 'replyNumberRefused';
  return 'replyFailed';
}

/** A new idempotency key for a send. */
const newKey = () => crypto.randomUUID();

/** The reply part of a log: a reply sent to a message of the log marks it read (the server does), then `afterRead`. */
export function createSmsLogReply(
  scope: SmsLogScope,
  afterRead: (kind: AlertKind) => Promise<void>,
): SmsLogReply {
  const { api, get, set, notify } = scope;
  return {
    startReply(to, replyTo) {
      set({ reply: { to, text: '', photo: null, replyTo, sending: false, idempotencyKey: newKey() } });
    },
    setReplyText(text) {
      const reply = get().reply;
      if (reply && reply.text !== text) set({ reply: { ...reply, text, idempotencyKey: newKey() } });
    },
    setReplyPhoto(photo) {
      const reply = get().reply;
      if (!reply) return;
      if (photo && !(SMS_PHOTO_TYPES as readonly string[]).includes(photo.type)) {
        notify('warning', 'ERROR', 'photoType');
        return;
      }
      if (photo && photo.size >= SMS_PHOTO_SIZE_LIMIT) {
        notify('warning', 'ERROR', 'photoSize');
        return;
      }
      set({ reply: { ...reply, photo, idempotencyKey: newKey() } });
    },
    closeReply() {
      set({ reply: null });
    },
    async sendReply() {
      const reply = get().reply;
      if (!reply || reply.sending) return;
      if (reply.text.trim() === '') {
        notify('warning', 'ERROR', 'replyEmpty');
        return;
      }
      const owner = scope.owner();
      set({ reply: { ...reply, sending: true } });
      try {
        const detail = {
          ...owner,
          ToNumber: reply.to,
          SMSContent: reply.text,
          ...(reply.replyTo === undefined ? {} : { ReplyToSmsId: reply.replyTo }),
          IdempotencyKey: reply.idempotencyKey,
        };
        const sent = reply.photo
          ? await api.sms.sendMms({ body: { photo: [reply.photo], detail } })
          : await api.sms.sendSms({ body: detail });
        notify('success', 'SUCCESS', sent.Status === 'sent' ? 'replySent' : 'replyQueued');
        set({ reply: null, repliesSent: get().repliesSent + 1 });
        // A reply answers an SMS (kind 1), which the server marked read with it.
        if (reply.replyTo !== undefined) await afterRead(1);
      } catch (error) {
        // The provider's reason (a 502), the company's rules or limits, or a failure: said, and the text kept.
        scope.warn('reply failed', error);
        // 502: the provider's refusal; 409: the server stopped while sending it before (it may have gone).
        const refused = error instanceof HttpError && (error.status === 502 || error.status === 409);
        scope.notifyAnswer('error', 'ERROR', refused ? error.message : replyFailure(error));
        const still = get().reply;
        // A refusal is recorded (as failed) and listed with the message's replies.
        if (still)
          set({ reply: { ...still, sending: false }, repliesSent: get().repliesSent + (refused ? 1 : 0) });
      }
    },
  };
}
