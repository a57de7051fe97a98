import { isRefusedForNow, type OutgoingMessage } from '@fieldkit/core/contract';
import { type createOutboxFiles, mayLaterSucceed } from '@fieldkit/core/kit';
import type { OutboxItem } from './outbox';
import type { ChatScope } from './scope';
import type { ChatMessage } from './types';

/** How long the outbox waits before it sends again a message the server refused for now (its rate limits). */
export const RETRY_REFUSED_FOR_NOW_MS = 1_000;

/** The outbox's sending: each message it holds sent in order while connected, and its wire form. */
export interface OutboxSending {
  /** Sends what the outbox holds, oldest first, while connected (one flush at a time). */
  flushOutbox(): Promise<void>;
  /** The wire message of an outbox item. */
  outgoingOf(item: OutboxItem): OutgoingMessage;
}

/**
 * Sends the outbox's messages: text by the hub, a message with files (kept in `outboxFiles`) by SendFiles; each one
 * the server accepted goes to `sent`. A dropped connection keeps a message for later, a refusal for now sends it
 * again in a moment, any other refusal drops it with a notice.
 */
export function createOutboxSending(
  scope: ChatScope,
  sent: (message: ChatMessage) => void,
  outboxFiles: ReturnType<typeof createOutboxFiles>,
): OutboxSending {
  const { api, hub, set, me, outbox } = scope;

  /** The wire message of an outbox item. */
  function outgoingOf(item: OutboxItem): OutgoingMessage {
    const { userId, companyId, userType } = me();
    return {
      FromUserId: userId,
      ToUserId: item.toUserId,
      CompanyId: companyId,
      FromUserTypeId: userType,
      ToUserTypeId: item.toUserType,
      ChatMessage: item.text,
      IsAttachmentExists: !!item.files,
      ...(item.files && {
        AttachmentName: item.files
          .map((f) => f.name)
          .join(', ')
          .slice(0, 500),
      }),
      ClientMessageId: item.clientMessageId,
      ...(item.replyTo && { ReplyToChatDataId: item.replyTo.ChatDataId }),
    };
  }

  /** Sends one outbox item: text by the hub's NewMessage, a message with files by SendFiles with the same id. */
  async function sendItem(item: OutboxItem): Promise<'sent' | 'offline' | 'later' | 'refused'> {
    const outgoing = outgoingOf(item);
    let outcome: 'sent' | 'refused' = 'sent';
    try {
      if (item.files) {
        const files = await outboxFiles?.get(item.clientMessageId, item.files);
        // The stored files are gone (site data cleared): the message can never be sent.
        if (!files) throw new Error('Chat: the files of an unsent message are gone');
        sent(await api.chat.sendFiles({ body: { files, detail: outgoing } }));
      } else {
        sent(await hub.invoke('NewMessage', outgoing));
      }
    } catch (error) {
      // A dropped connection (for files: no answer or a server error) keeps the message for later; the same id
      // makes the resend harmless.
      if (item.files ? mayLaterSucceed(error) : !scope.isConnected()) return 'offline';
      // The server's limits refused it for now (too many calls at once): kept, and sent again in a moment.
      if (isRefusedForNow(error)) return 'later';
      scope.warn('message refused', error);
      scope.notify('error', 'ERRMESSAGE', 'sendFailed');
      outcome = 'refused';
    }
    outbox.remove(item.clientMessageId);
    set({ outbox: outbox.items() });
    if (item.files) await outboxFiles?.remove(item.clientMessageId).catch(() => {});
    return outcome;
  }

  let flushing: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  async function drainOutbox() {
    // Let the caller keep the promise first: the loop may finish without awaiting anything.
    await Promise.resolve();
    try {
      // Read from storage each time: another tab of the same user may have sent or added some.
      for (let item = outbox.items()[0]; item && scope.isConnected(); item = outbox.items()[0]) {
        const outcome = await sendItem(item);
        if (outcome === 'offline') break;
        if (outcome === 'later') {
          clearTimeout(retry);
          retry = setTimeout(() => void flushOutbox(), RETRY_REFUSED_FOR_NOW_MS);
          break;
        }
      }
    } finally {
      flushing = null;
      set({ outbox: outbox.items() });
    }
  }
  function flushOutbox(): Promise<void> {
    flushing ??= drainOutbox();
    return flushing;
  }

  return { flushOutbox, outgoingOf };
}
