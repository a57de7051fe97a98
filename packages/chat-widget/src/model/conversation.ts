import { CHAT_PAGE_SIZE, CHAT_RESYNC_LIMIT, type chatHub } from '@fieldkit/core/contract';
import { createLiveCollection, type LiveCollection } from '@fieldkit/core/kit';
import type { AlertsPart } from './alerts';
import { createMessageMarks } from './message-marks';
import { messageFromPush } from './realtime';
import type { ChatScope } from './scope';
import type { OpenConversation } from './state';
import {
  changePreview,
  firstUnreadId,
  isOfConversation,
  openConversation as openConversationPatch,
  receiveMessage,
} from './transitions';
import type { ChatMessage } from './types';

/** A changed message as pushed, with the marks already shown (a mark can be newer than the change's copy). */
const keepMarks = (shown: ChatMessage, changed: ChatMessage): ChatMessage => ({
  ...changed,
  IsDelivered: shown.IsDelivered || changed.IsDelivered,
  IsRead: shown.IsRead || changed.IsRead,
  // A push carries no file sizes: those shown stay.
  AttachmentDetails: changed.AttachmentDetails.map(
    (file) => shown.AttachmentDetails.find((s) => s.ChatAttachmentId === file.ChatAttachmentId) ?? file,
  ),
});

/** The open conversation: its messages (a live collection), their marks, and what every message does elsewhere. */
export interface ConversationPart {
  /** Opens a conversation and loads its newest page. */
  open(conversation: OpenConversation): Promise<void>;
  /** Nothing open any more (the conversation was deleted). */
  close(): void;
  loadOlder(): Promise<void>;
  /** The server cleared the open conversation's messages for the current user. */
  cleared(): void;
  /** A message that came back from a send: shown, its outbox item gone, its row updated. */
  sent(message: ChatMessage): void;
  /** A message as it is now (edited or deleted by its sender): shown in place, and its list row updated. */
  changed(message: ChatMessage): void;
  /** Marks the open conversation's incoming messages read when it is on screen and connected. */
  markRead(): Promise<void>;
  /** The view says whether the open conversation's newest message is on screen; coming back to it reads it. */
  setNewestInView(inView: boolean): void;
  /** Tells the server the user's messages reached this client. */
  markDelivered(): void;
  /** Fetches the gap a dropped connection left (across every conversation), then the list and counts. */
  resync(): Promise<void>;
  /** Listens to new messages, delivered and read marks, and reconnects; returns the stop. */
  listen(): () => void;
}

/**
 * The conversation part of a chat. One live collection holds the open conversation's messages; its gap after a
 * reconnect spans every conversation (one ChatDataId sequence), so each message, shown or not, also updates the recent
 * chats and the unread counts (`receiveMessage`).
 */
export function createConversation(
  scope: ChatScope,
  list: { refresh(): Promise<void> },
  alerts: Pick<AlertsPart, 'arrived'>,
): ConversationPart {
  const { api, hub, get, set, me, conversationParams } = scope;

  const marks = createMessageMarks(scope, (change) => messages.update(change));
  const { markRead, markDelivered } = marks;

  function received(message: ChatMessage) {
    const outcome = receiveMessage(get(), me().userId, message);
    // Only the user's own messages can be in their outbox (its storage is read and written on each removal).
    if (message.ClientMessageId && message.FromUserId === me().userId)
      scope.outbox.remove(message.ClientMessageId);
    set(outcome.patch);
    // Marked once the collection has shown it (it is handed here first).
    if (outcome.markRead) queueMicrotask(() => void markRead());
    // A resync's page brings messages delivered already (to another tab, or shown here before): no mark for those.
    if (message.ToUserId === me().userId && !message.IsDelivered) markDelivered();
    if (outcome.unknownConversation) void list.refresh();
    if (outcome.news) alerts.arrived();
  }

  /** A page of a conversation before a ChatDataId (0: its newest). */
  const pageOf = (open: OpenConversation, before: number) =>
    api.chat.getChatDetails({ params: { ...conversationParams(open), beforeChatDataId: before } });

  const messages: LiveCollection<ChatMessage> = createLiveCollection<ChatMessage, typeof chatHub>({
    idOf: (message) => message.ChatDataId,
    pageSize: CHAT_PAGE_SIZE,
    async fetchPage(before) {
      const open = get().open;
      return open ? pageOf(open, before ?? 0) : [];
    },
    hub,
    events: { MessageReceived: messageFromPush },
    fetchAfter: (after) => api.chat.getChatDetailsAfter({ params: { ...me(), afterChatDataId: after } }),
    afterLimit: CHAT_RESYNC_LIMIT,
    // The gap spans every conversation; a page is one of them.
    wideGap: true,
    shows(message) {
      const open = get().open;
      return open !== null && isOfConversation(message, me().userId, open.userId);
    },
    onItem: received,
    async afterResync() {
      await Promise.all([list.refresh(), refreshShown(scope, messages, pageOf)]);
      void markRead();
    },
  });

  // The chat's store mirrors the collection: components and stories read one store.
  messages.store.subscribe(({ items, status, loadingOlder, hasOlder }) =>
    set({ messages: items, messagesStatus: status, loadingOlder, hasOlder }),
  );

  return {
    async open(conversation) {
      // The same conversation again is already shown and kept live by pushes and resyncs.
      const again = get().open?.userId === conversation.userId && get().messagesStatus === 'ready';
      // A conversation opens on its newest message.
      set({
        ...openConversationPatch(get(), me().userId, conversation),
        newestInView: true,
        // A reply or an edit belongs to the conversation it was started in.
        ...(again ? {} : { composing: null }),
      });
      try {
        if (!again) await messages.load();
        // Taken before they are marked read: the line stays where the unread messages started until the next open.
        set({ unreadFrom: firstUnreadId(get().messages, me().userId) });
        await markRead();
      } catch (error) {
        scope.warn('GetChatDetails failed', error);
      }
    },
    close() {
      set({ open: null, page: 'recentChats' });
      messages.reset();
    },
    async loadOlder() {
      try {
        await messages.loadOlder();
      } catch (error) {
        scope.warn('older messages failed', error);
      }
    },
    cleared: () => messages.clear(),
    sent: (message) => messages.add(message),
    changed(message) {
      messages.update((shown) =>
        shown.ChatDataId === message.ChatDataId ? keepMarks(shown, message) : shown,
      );
      // The list row shows the last message's text: it may be this one.
      const preview = changePreview(get(), me().userId, message);
      if (preview) set(preview);
    },
    markRead,
    setNewestInView(inView) {
      if (get().newestInView === inView) return;
      set({ newestInView: inView });
      if (inView) void markRead();
    },
    markDelivered,
    resync: () => messages.resync(),
    listen() {
      const stops = [messages.listen(), marks.listen()];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/**
 * The newest page again, replacing the copies shown: a message edited or deleted during an outage is one of them
 * (a message changes only within 15 minutes of its sending). Nothing is added, so no gap is hidden.
 */
async function refreshShown(
  { get, warn }: ChatScope,
  messages: LiveCollection<ChatMessage>,
  pageOf: (open: OpenConversation, before: number) => Promise<ChatMessage[]>,
) {
  const open = get().open;
  if (!open || get().messagesStatus !== 'ready') return;
  try {
    const page = await pageOf(open, 0);
    if (get().open?.userId !== open.userId) return;
    const byId = new Map(page.map((message) => [message.ChatDataId, message]));
    messages.update((message) => byId.get(message.ChatDataId) ?? message);
  } catch (error) {
    warn('GetChatDetails failed', error);
  }
}
