import { createContext, useContext } from 'react';
import type { Chat } from '../model/chat';

/** The chat of the nearest widget. */
export const ChatContext = createContext<Chat | null>(null);

/** The chat of the nearest `<ChatWidget>`; throws outside one. */
export function useChat(): Chat {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error('useChat: no ChatWidget above this component.');
  return chat;
}

/** The chat of the nearest `<ChatWidget>`, or undefined outside one. */
export function useMaybeChat(): Chat | undefined {
  return useContext(ChatContext) ?? undefined;
}
