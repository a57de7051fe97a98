import { otherParty, rowWith } from './party';
import type { ChatState, OpenConversation } from './state';
import type { ChatListItem, ChatMessage, UnreadCounts } from './types';

/** Whether a message belongs to the conversation between the current user and `other`. */
export function isOfConversation(message: ChatMessage, myUserId: number, otherUserId: number): boolean {
  return (
    (message.FromUserId === myUserId && message.ToUserId === otherUserId) ||
    (message.FromUserId === otherUserId && message.ToUserId === myUserId)
  );
}

/** Opening a conversation: its page, its unread count removed from the total (its messages load separately). */
export function openConversation(
  state: ChatState,
  myUserId: number,
  open: OpenConversation,
): Partial<ChatState> {
  const item = rowWith(state.conversations, myUserId, open.userId);
  return {
    page: 'conversation',
    open,
    tray: [],
    unreadFrom: null,
    unreadTotal: Math.max(0, state.unreadTotal - (item?.UnreadMessageCount ?? 0)),
    conversations: state.conversations.map((c) => (c === item ? { ...c, UnreadMessageCount: 0 } : c)),
  };
}

/** The server's unread counts: the total, and each conversation's count (a sender not named has none). */
export function applyUnreadCounts(
  state: ChatState,
  myUserId: number,
  counts: UnreadCounts,
): Partial<ChatState> {
  const byUser = new Map(counts.ByUser.map((entry) => [entry.UserId, entry.UnreadMessageCount]));
  return {
    unreadTotal: counts.Total,
    conversations: state.conversations.map((item) => {
      const count = byUser.get(otherParty(item, myUserId).userId) ?? 0;
      return count === item.UnreadMessageCount ? item : { ...item, UnreadMessageCount: count };
    }),
  };
}

/** How many received ChatDataIds are remembered per conversation (one resync page). */
export const SEEN_IDS_PER_CONVERSATION = 500;

/** The seen ids of a conversation with `id` added, the oldest received dropped beyond the bound. */
function withSeen(seen: readonly number[] | undefined, id: number): number[] {
  const next = [...(seen ?? []), id];
  return next.length > SEEN_IDS_PER_CONVERSATION ? next.slice(-SEEN_IDS_PER_CONVERSATION) : next;
}

/** What a new message did, so the caller knows which calls follow. */
export interface ReceiveOutcome {
  patch: Partial<ChatState>;
  /** An incoming message of the open conversation, to be marked read. */
  markRead: boolean;
  /** The message is of a conversation not in the list: the list must be fetched. */
  unknownConversation: boolean;
  /** An incoming message, unread and received for the first time: news for the user. */
  news: boolean;
}

/**
 * What a new message does besides being shown (the conversation's live collection shows it): its row's preview and
 * place, the unread counts when it is not on screen, its outbox item gone, and its sender no longer typing. It is to
 * be marked read when it is incoming and on screen. A ChatDataId already received or shown changes nothing twice.
 */
export function receiveMessage(state: ChatState, myUserId: number, message: ChatMessage): ReceiveOutcome {
  const incoming = message.ToUserId === myUserId && message.FromUserId !== myUserId;
  const otherId = incoming ? message.FromUserId : message.ToUserId;
  // Seen means this very id was received or shown: pushes may come out of order, so a lower id can be new.
  const seenIds = state.seenChatDataIds[otherId];
  const seenBefore =
    (seenIds?.includes(message.ChatDataId) ?? false) ||
    state.messages.some((m) => m.ChatDataId === message.ChatDataId);
  // An older message arriving late counts, but the preview keeps the newest one.
  const newest = !seenIds || seenIds.every((id) => id < message.ChatDataId);
  const isOpen = state.open !== null && state.open.userId === otherId && state.page === 'conversation';
  const visible = isOpen && state.window !== 'closed';
  const patch: Partial<ChatState> = {
    seenChatDataIds: seenBefore
      ? state.seenChatDataIds
      : { ...state.seenChatDataIds, [otherId]: withSeen(seenIds, message.ChatDataId) },
    outbox: message.ClientMessageId
      ? state.outbox.filter((item) => item.clientMessageId !== message.ClientMessageId)
      : state.outbox,
  };

  const index = state.conversations.findIndex((item) => otherParty(item, myUserId).userId === otherId);
  // Their message is what they were typing: the indicator goes with it (until 0: over), not when the notice runs out.
  if (incoming && state.typing[otherId]) patch.typing = { ...state.typing, [otherId]: 0 };
  const raise = incoming && !visible && !message.IsRead && !seenBefore;
  if (raise) patch.unreadTotal = state.unreadTotal + 1;
  if (index >= 0 && !seenBefore) {
    const item = state.conversations[index]!;
    const updated: ChatListItem = {
      ...(newest ? withPreviewOf(item, message) : item),
      UnreadMessageCount: raise ? item.UnreadMessageCount + 1 : item.UnreadMessageCount,
    };
    // The conversation with the newest message leads the list.
    patch.conversations = [updated, ...state.conversations.filter((_, i) => i !== index)];
  }
  return {
    patch,
    markRead: incoming && visible && !message.IsRead && !seenBefore,
    unknownConversation: index < 0,
    news: incoming && !message.IsRead && !seenBefore,
  };
}

/**
 * A row whose preview is `message` as it is now: its text, time, sender and first file; deleted or a server's line
 * when it is one. What the preview showed before (a deleted message, a missed call) goes with it.
 */
function withPreviewOf(row: ChatListItem, message: ChatMessage): ChatListItem {
  const { LastIsDeleted: _deleted, LastKind: _kind, ...rest } = row;
  return {
    ...rest,
    LastChatTxt: message.ChatTxt,
    LastMessageDatetime: message.ChatDatetime,
    LastFromUserId: message.FromUserId,
    AttachmentName: message.AttachmentDetails[0]?.AttachmentFileName ?? '',
    ...(message.Kind ? { LastKind: message.Kind } : {}),
    ...(message.IsDeleted ? { LastIsDeleted: true } : {}),
  };
}

/**
 * A message changed (edited or deleted, here or elsewhere): when it is its row's last message (the same time and
 * sender), the row's preview takes its new text, or 'Message deleted'; the row stays where it is. Null when the
 * preview shows another message (or the row is not listed): nothing to change. The unread counts come by their own push.
 */
export function changePreview(
  state: ChatState,
  myUserId: number,
  message: ChatMessage,
): Pick<ChatState, 'conversations'> | null {
  const otherId = message.FromUserId === myUserId ? message.ToUserId : message.FromUserId;
  const row = rowWith(state.conversations, myUserId, otherId);
  if (!row || row.LastMessageDatetime !== message.ChatDatetime || row.LastFromUserId !== message.FromUserId)
    return null;
  const changed = withPreviewOf(row, message);
  return { conversations: state.conversations.map((item) => (item === row ? changed : item)) };
}

/** A change that sets IsDelivered (or IsRead, which implies delivered) on the messages named by ChatDataId. */
export function marking(
  ids: readonly number[],
  mark: 'delivered' | 'read',
): (message: ChatMessage) => ChatMessage {
  const named = new Set(ids);
  return (message) =>
    named.has(message.ChatDataId)
      ? { ...message, IsDelivered: true, IsRead: mark === 'read' ? true : message.IsRead }
      : message;
}

/** The oldest incoming message not yet read, where the unread line goes; null when all are read. */
export function firstUnreadId(messages: readonly ChatMessage[], myUserId: number): number | null {
  const ids = unreadIncomingIds(messages, myUserId);
  return ids.length > 0 ? Math.min(...ids) : null;
}

/** The ChatDataIds of incoming messages not yet read. */
export function unreadIncomingIds(messages: readonly ChatMessage[], myUserId: number): number[] {
  return messages
    .filter((m) => m.ToUserId === myUserId && m.FromUserId !== myUserId && !m.IsRead)
    .map((m) => m.ChatDataId);
}

/**
 * The conversation to open after a delete in the large window: the one listed second when the delete was chosen,
 * or the first remaining when that one is gone (it was the deleted one).
 */
export function conversationAfterDelete(
  before: readonly ChatListItem[],
  after: readonly ChatListItem[],
  myUserId: number,
): ChatListItem | null {
  const second = before[1];
  const secondId = second ? otherParty(second, myUserId).userId : null;
  const stillListed = after.find((item) => otherParty(item, myUserId).userId === secondId);
  return stillListed ?? after[0] ?? null;
}
