import { useStoreState } from '@fieldkit/ui';
import type { Chat } from '../model/chat';
import { selectUnreadTotal } from '../model/selectors';

/** The total unread count of a chat, for a chat icon outside the widget (the shell's top bar). */
export function useUnreadTotal(chat: Chat): number {
  return useStoreState(chat.store, selectUnreadTotal);
}
