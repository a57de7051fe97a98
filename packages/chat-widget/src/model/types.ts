/** The chat's wire entities, from the contract (the spec's field names). */
export type {
  ChatAttachment,
  ChatListItem,
  ChatMessage,
  ChatMessageKind,
  ChatProfile,
  RealtimeMessage,
  SelectableUser,
  UnreadCounts,
} from '@fieldkit/core/contract';
