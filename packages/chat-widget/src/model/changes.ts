import { CHAT_EDIT_WINDOW_MS, CHAT_QUOTE_LENGTH, type ChatReplyQuote } from '@fieldkit/core/contract';
import { isSendable } from './compose';
import { messageFromPush } from './realtime';
import type { ChatScope } from './scope';
import type { ChatMessage } from './types';

/** Whether a message can be replied to: a person's message that is still there. */
export const canReply = (message: ChatMessage): boolean => !message.Kind && !message.IsDeleted;

/** Whether the user may still edit or delete a message: their own, a person's, not deleted, sent within 15 minutes. */
export function canChange(message: ChatMessage, myUserId: number, now = Date.now()): boolean {
  return (
    message.FromUserId === myUserId &&
    canReply(message) &&
    now - Date.parse(message.ChatDatetime) <= CHAT_EDIT_WINDOW_MS
  );
}

/** The quote a reply carries of the message it answers (what the server stores too). */
export function quoteOf(message: ChatMessage): ChatReplyQuote {
  return {
    ChatDataId: message.ChatDataId,
    FromUserId: message.FromUserId,
    ChatTxt: [...message.ChatTxt].slice(0, CHAT_QUOTE_LENGTH).join(''),
    AttachmentName: message.AttachmentDetails[0]?.AttachmentFileName ?? '',
    IsDeleted: !!message.IsDeleted,
  };
}

/** Replying, editing and deleting: what the message box is doing, and the changes both sides see live. */
export interface ChangesPart {
  /** The message box replies to this message (with a quote of it). */
  replyTo(message: ChatMessage): void;
  /** The message box edits this message of the user's: it takes the message's text. */
  startEdit(message: ChatMessage): void;
  /** Back to writing a new message. */
  cancelCompose(): void;
  /** Saves the edit under way with `text`; false when it was not saved (the reason is shown). */
  saveEdit(text: string): Promise<boolean>;
  /** Deletes a message of the user's for both sides; false when it was not deleted (the reason is shown). */
  deleteMessage(message: ChatMessage): Promise<boolean>;
  /** Listens to MessageChanged pushes; returns the stop. */
  listen(): () => void;
}

/** What changes ask of the rest of the chat. */
interface ChangesDeps {
  /** A message as it is now (edited or deleted): shown in place. */
  changed(message: ChatMessage): void;
}

/** The changes part of a chat. */
export function createChanges(scope: ChatScope, deps: ChangesDeps): ChangesPart {
  const { hub, get, set, me } = scope;

  /** Whether the change may go to the server now; when not, the reason is shown. */
  function mayChange(message: ChatMessage): boolean {
    if (!canChange(message, me().userId)) {
      scope.notify('error', 'ERRMESSAGE', 'changeTooLate');
      return false;
    }
    if (!scope.isConnected() || scope.isSessionEnded()) {
      scope.notify('error', 'ERRMESSAGE', 'changeOffline');
      return false;
    }
    return true;
  }

  /** Sends a change; the answer is shown at once (the push to this window's others brings the same). */
  async function change(message: ChatMessage, call: () => Promise<ChatMessage>): Promise<boolean> {
    if (!mayChange(message)) return false;
    try {
      deps.changed(await call());
      return true;
    } catch (error) {
      scope.warn('message change refused', error);
      scope.notify('error', 'ERRMESSAGE', 'changeFailed');
      return false;
    }
  }

  return {
    replyTo(message) {
      if (canReply(message)) set({ composing: { mode: 'reply', message } });
    },
    startEdit(message) {
      if (canChange(message, me().userId)) set({ composing: { mode: 'edit', message } });
    },
    cancelCompose() {
      set({ composing: null });
    },
    async saveEdit(text) {
      const target = get().composing;
      if (target?.mode !== 'edit') return false;
      const { message } = target;
      // An edit to nothing would leave an empty bubble: deleting is the way to take a message back.
      if (!isSendable(text) && message.AttachmentDetails.length === 0) {
        scope.notify('error', 'ERRMESSAGE', 'editEmpty');
        return false;
      }
      const saved = await change(message, () =>
        hub.invoke('EditMessage', { ChatDataId: message.ChatDataId, ChatMessage: text.trim() }),
      );
      if (saved && get().composing === target) set({ composing: null });
      return saved;
    },
    async deleteMessage(message) {
      const deleted = await change(message, () =>
        hub.invoke('DeleteMessage', { ChatDataId: message.ChatDataId }),
      );
      if (deleted && get().composing?.message.ChatDataId === message.ChatDataId) set({ composing: null });
      return deleted;
    },
    listen() {
      return hub.on('MessageChanged', (push) => {
        const message = messageFromPush(push);
        deps.changed(message);
        // The message being answered or edited here was deleted elsewhere: nothing is left to answer or edit.
        if (message.IsDeleted && get().composing?.message.ChatDataId === message.ChatDataId)
          set({ composing: null });
      });
    },
  };
}
