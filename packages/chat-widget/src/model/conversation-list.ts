import { oneAtATime } from './one-at-a-time';
import { openOf } from './party';
import type { ChatScope } from './scope';
import type { OpenConversation } from './state';
import { applyUnreadCounts, conversationAfterDelete } from './transitions';

/** The recent chats and the unread counts. */
export interface ConversationList {
  /** Fetches the list and the counts (the server's are the truth); a call while one is under way asks for one more. */
  refresh(): Promise<void>;
  /** Deletes a conversation for the current user; in the large window the next one opens. */
  delete(conversation: OpenConversation): Promise<void>;
  /** Listens to the counts the server pushes; returns the stop. */
  listen(): () => void;
}

/** What deleting a conversation asks of the open conversation. */
interface OpenConversationControl {
  open(conversation: OpenConversation): Promise<void>;
  close(): void;
}

/** The recent-chats part of a chat. */
export function createConversationList(
  scope: ChatScope,
  conversation: () => OpenConversationControl,
): ConversationList {
  const { api, hub, get, set, me } = scope;

  /** One at a time: the messages of a new conversation arriving together ask for one more list, not one each. */
  const refresh = oneAtATime(async () => {
    set({ conversationsStatus: get().conversations.length ? 'ready' : 'loading' });
    try {
      const [list, counts] = await Promise.all([
        api.chat.getChatList({ params: me() }),
        api.chat.getUnreadCounts({ params: me() }),
      ]);
      set({ conversations: list, conversationsStatus: 'ready' });
      set(applyUnreadCounts(get(), me().userId, counts));
    } catch (error) {
      // The spec shows nothing for a failed list; the list says it could not load.
      scope.warn('GetChatList failed', error);
      set({ conversationsStatus: 'error' });
    }
  });

  return {
    refresh,
    async delete(deleted) {
      const before = get().conversations;
      await api.chat.chatUpdateDelete({ params: scope.conversationParams(deleted) });
      scope.notify('success', 'SUCCESS', 'chatDeleted');
      if (get().open?.userId === deleted.userId) conversation().close();
      await refresh();
      if (get().window === 'large') {
        const next = conversationAfterDelete(before, get().conversations, me().userId);
        if (next) await conversation().open(openOf(next, me().userId));
      }
    },
    listen: () => hub.on('UnreadCounts', (counts) => set(applyUnreadCounts(get(), me().userId, counts))),
  };
}
