/** @fieldkit/chat-widget: staff chat between users of one company, as a React component and the `<fk-chat>` element. */

export { ChatLauncher } from './components/ChatLauncher';
export { ChatWidget, type ChatWidgetProps } from './components/ChatWidget';
export { useUnreadTotal } from './hooks/useUnreadTotal';
export {
  ChatContext,
  type ChatT,
  chatWidget,
  useChat,
  useChatState,
  useChatTexts,
  useCreateChat,
  useMaybeChat,
} from './hooks/widget';
export { type Chat, type ChatOptions, createChat } from './model/chat';
export { isSendable, isSendKey } from './model/compose';
export {
  DOCUMENT_ACCEPT,
  type FileRefusal,
  IMAGE_ACCEPT,
  isAccepted,
  MAX_FILE_BYTES,
  refusalOf,
  zipName,
} from './model/files';
export { type ChatOutbox, ChatOutboxItem, chatOutboxKey, type OutboxItem } from './model/outbox';
export {
  conversationWith,
  lastMessagePreview,
  type OtherParty,
  openOf,
  otherParty,
  partyOfUser,
} from './model/party';
export { matchesName } from './model/search';
export { type PresenceView, selectIsConnected, selectPresence, selectUnreadTotal } from './model/selectors';
export {
  type AvailabilityId,
  type ChatPage,
  type ChatState,
  type ChatWindowSize,
  initialChatState,
  type OpenConversation,
} from './model/state';
export { type ChatTextKey, chatTexts } from './model/texts';
