import { createWidgetContext } from '@fieldkit/ui';
import type { Chat } from '../model/chat';

const chat = createWidgetContext<Chat>('useChat', 'ChatWidget');

/** The chat of the nearest widget. */
export const ChatContext = chat.Context;
/** The chat of the nearest `<ChatWidget>`; throws outside one. */
export const useChat = chat.useModel;
/** The chat of the nearest `<ChatWidget>`, or undefined outside one. */
export const useMaybeChat = chat.useMaybeModel;
