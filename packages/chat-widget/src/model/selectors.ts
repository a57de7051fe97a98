import type { ChatState } from './state';

/** The total unread count: the sum of the server's UnreadMessageCount over the recent chats. */
export const selectUnreadTotal = (state: Pick<ChatState, 'conversations'>): number =>
  state.conversations.reduce((total, item) => total + Math.max(0, item.UnreadMessageCount), 0);

/** Whether a user is online: a live push wins over the list's StatusId (2 online). */
export const selectIsOnline =
  (userId: number, statusId?: number) =>
  (state: Pick<ChatState, 'online'>): boolean =>
    state.online[userId] ?? statusId === 2;

/** Whether the hub is connected; when not, the widget shows its quiet connection line. */
export const selectIsConnected = (state: Pick<ChatState, 'connection'>): boolean =>
  state.connection === 'Connected';
