import { defineWidget, type Widget, type WidgetT } from '@fieldkit/ui';
import { type Chat, createChat } from '../model/chat';
import type { ChatState } from '../model/state';
import { type ChatTextKey, chatTexts } from '../model/texts';

/** The chat widget, declared once: its model's context and the hooks its components use. */
export const chatWidget: Widget<Chat, ChatTextKey> = defineWidget({
  hook: 'useChat',
  widget: 'ChatWidget',
  namespace: 'chat',
  texts: chatTexts,
  create: (fieldkit) => createChat({ fieldkit }),
});

/** The chat of the nearest widget. */
export const ChatContext = chatWidget.Context;
/** The chat of the nearest `<ChatWidget>`; throws outside one. */
export const useChat = chatWidget.useModel;
/** The chat of the nearest `<ChatWidget>`, or undefined outside one. */
export const useMaybeChat = chatWidget.useMaybeModel;
/**
 * A chat for the signed-in user of a Fieldkit, started on mount and disposed on unmount; `given` is used instead when
 * the host made its own (the shell, to show the unread total on its icon).
 */
export const useCreateChat = chatWidget.useCreate;
/** A slice of the nearest widget's chat state; re-renders when the slice changes. */
export const useChatState: <R>(selector: (state: ChatState) => R) => R = chatWidget.useState;
/** Texts of the `chat` namespace with built-in English defaults. */
export const useChatTexts = chatWidget.useTexts;
/** A chat text: the host's `chat` translation when it has one, the built-in English otherwise. */
export type ChatT = WidgetT<ChatTextKey>;
