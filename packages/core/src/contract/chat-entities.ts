import * as z from 'zod/mini';

const id = z.number().check(z.int());

/** Live status codes of the spec: 2 online, 1 offline. */
export const CHAT_STATUS = { offline: 1, online: 2 } as const;

/**
 * The status a user chooses on My Profile. Others see the choice while the user is connected; Appear offline (and
 * not being connected) shows as offline, with `AvailabilityId` 4.
 */
export const CHAT_AVAILABILITY = { available: 1, busy: 2, away: 3, appearOffline: 4 } as const;

/** The user type of every chat sender and recipient: staff users (the spec's sender type, always 1). */
export const SENDER_USER_TYPE = 1;

/** Attachment types: 1 image, 2 document (anything that is not an image). */
export const CHAT_ATTACHMENT_TYPE = { image: 1, document: 2 } as const;

const availability = z.number().check(z.int(), z.gte(1), z.lte(4));
const status = z.number().check(z.int(), z.gte(1), z.lte(2));

/** One file of a message. `AttachmentPath` is a storage key, not a URL: download through DownloadSingleAttachement. */
export const ChatAttachment = z.object({
  ChatAttachmentId: id,
  ChatDataId: id,
  AttachmentFileName: z.string(),
  AttachmentPath: z.string(),
  /** 1 image, otherwise document. */
  AttachmentType: id,
  /** Size in bytes. */
  FileSize: id,
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/**
 * Lines the server writes into a conversation itself, shown as a notice rather than a bubble: a video call nobody
 * answered (its ChatTxt is the English text, for clients that know no kinds).
 */
export const ChatMessageKind = z.enum(['missedVideoCall']);
export type ChatMessageKind = z.infer<typeof ChatMessageKind>;

/**
 * The message a reply answers, as the reply shows it: who wrote it and the start of its text (CHAT_QUOTE_LENGTH
 * characters), or that it was deleted since.
 */
export const ChatReplyQuote = z.object({
  ChatDataId: id,
  FromUserId: id,
  /** The start of its text; '' when it has none or was deleted. */
  ChatTxt: z.string(),
  /** Its first file's name, '' when none. */
  AttachmentName: z.string(),
  IsDeleted: z.boolean(),
});
export type ChatReplyQuote = z.infer<typeof ChatReplyQuote>;

/** One message of a conversation, as GetChatDetails and GetChatDetailsAfter answer it (ascending ChatDataId). */
export const ChatMessage = z.object({
  ChatDataId: id,
  ChatTxt: z.string(),
  /** ISO date-time (UTC). */
  ChatDatetime: z.string(),
  /** The same instant as dd/MM/yyyy HH:mm in the caller's time zone. */
  ChatDatetimeStr: z.string(),
  FromUserId: id,
  ToUserId: id,
  IsDelivered: z.boolean(),
  IsRead: z.boolean(),
  IsAttachmentExists: z.boolean(),
  AttachmentDetails: z.array(ChatAttachment),
  /** The sender's idempotency key, or null for messages that had none. */
  ClientMessageId: z.nullable(z.string()),
  /** Set on a line the server wrote (a missed video call); absent on people's messages. */
  Kind: z.optional(ChatMessageKind),
  /** ISO date-time of the sender's last edit; absent when never edited. */
  EditedDatetime: z.optional(z.string()),
  /** The sender deleted it: no text and no files are left. */
  IsDeleted: z.optional(z.boolean()),
  /** The message this one replies to. */
  ReplyTo: z.optional(ChatReplyQuote),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * One conversation of the recent chats list. `From*` is always the caller (the list's owner), `To*` the other user;
 * `LastFromUserId` tells who sent the last message.
 */
export const ChatListItem = z.object({
  FromUserId: id,
  ToUserId: id,
  FromUser: z.string(),
  ToUser: z.string(),
  FromShortName: z.string(),
  ToShortName: z.string(),
  FromUserType: id,
  ToUserType: id,
  /** 2 online, 1 offline. */
  FromStatusId: status,
  ToStatusId: status,
  ToAvailabilityId: availability,
  /** The caller cleared the conversation after its last message. */
  FromIsClear: z.boolean(),
  /** The other user cleared the conversation after its last message. */
  ToIsClear: z.boolean(),
  /** The other user's picture (base64 png), '' when none. */
  ProfilePic: z.string(),
  /** '' when the conversation is cleared or the last message has no text. */
  LastChatTxt: z.string(),
  /** ISO date-time of the last message, '' when cleared. */
  LastMessageDatetime: z.string(),
  LastFromUserId: id,
  /** First attachment name of the last message, '' when none. */
  AttachmentName: z.string(),
  /** The last message was deleted by its sender. */
  LastIsDeleted: z.optional(z.boolean()),
  /** The last message is a line the server wrote (a missed video call): the client words it in the user's language. */
  LastKind: z.optional(ChatMessageKind),
  UnreadMessageCount: id,
});
export type ChatListItem = z.infer<typeof ChatListItem>;

/** A user of the caller's company that a new conversation can be opened with. */
export const SelectableUser = z.object({
  UserId: id,
  UserName: z.string(),
  UserTypeId: id,
  /** 1 offline, 2 online. */
  StatusId: status,
  AvailabilityId: availability,
  Email: z.string(),
  ShortName: z.string(),
  ProfilePic: z.string(),
});
export type SelectableUser = z.infer<typeof SelectableUser>;

/** The My Profile page: own profile (the chosen `AvailabilityId`) or another user's (as others see it). */
export const ChatProfile = z.object({
  UserId: id,
  UserName: z.string(),
  ShortName: z.string(),
  ProfilePic: z.string(),
  /** null when the user has no mobile number ('Not Available'). */
  PhoneNo: z.nullable(z.string()),
  Email: z.string(),
  CountryName: z.string(),
  StatusId: status,
  AvailabilityId: availability,
});
export type ChatProfile = z.infer<typeof ChatProfile>;

/** Generated by the sender for each message; a resend with the same id returns the stored message. */
export const ClientMessageId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

/** A message as the client sends it (hub NewMessage, SendFiles detail). */
export const OutgoingMessage = z.object({
  FromUserId: id,
  ToUserId: id,
  CompanyId: id,
  /** Always 1. */
  FromUserTypeId: z.literal(1),
  ToUserTypeId: id,
  ChatMessage: z.string().check(z.maxLength(8000)),
  IsAttachmentExists: z.boolean(),
  AttachmentName: z.optional(z.string().check(z.maxLength(500))),
  ClientMessageId,
  /** The message of the same conversation this one replies to. */
  ReplyToChatDataId: z.optional(id),
});
export type OutgoingMessage = z.infer<typeof OutgoingMessage>;

/** EditMessage: the sender's new text for one of their messages, within CHAT_EDIT_WINDOW_MS of sending it. */
export const MessageEdit = z.object({
  ChatDataId: id,
  ChatMessage: z.string().check(z.maxLength(8000)),
});
export type MessageEdit = z.infer<typeof MessageEdit>;

/** DeleteMessage: the sender deletes one of their messages for both sides, within CHAT_EDIT_WINDOW_MS of sending it. */
export const MessageDelete = z.object({ ChatDataId: id });
export type MessageDelete = z.infer<typeof MessageDelete>;

/** MarkMessageDelivered: every message to the caller (`UserId`) is now delivered. */
export const DeliveredMark = z.object({ UserId: id, UserTypeId: id, CompanyId: id });
export type DeliveredMark = z.infer<typeof DeliveredMark>;

/** MarkMessageRead: the caller (`FromUserId`, the reader) has read everything `ToUserId` sent them. */
export const ReadMark = z.object({
  FromUserId: id,
  FromUserTypeId: id,
  ToUserId: id,
  ToUserTypeId: id,
  CompanyId: id,
});
export type ReadMark = z.infer<typeof ReadMark>;

/** Typing (client to server): the caller is typing to `ToUserId` (or stopped). */
export const TypingNotice = z.object({ ToUserId: id, IsTyping: z.boolean() });
export type TypingNotice = z.infer<typeof TypingNotice>;

/** The Typing push (server to client): `FromUserId` is typing to the receiver (or stopped). */
export const TypingPush = z.object({ FromUserId: id, IsTyping: z.boolean() });
export type TypingPush = z.infer<typeof TypingPush>;

const realtimeAttachment = z.object({
  attachmentFileName: z.string(),
  chatAttachmentId: id,
  attachmentPath: z.string(),
  chatDataId: id,
  attachmentType: id,
});

/** The MessageReceived push: camelCase, as the spec names it. */
export const RealtimeMessage = z.object({
  fromUserId: id,
  toUserId: id,
  chatTxt: z.string(),
  chatDatetime: z.string(),
  isDelivered: z.boolean(),
  isRead: z.boolean(),
  chatDataId: id,
  isAttachmentExists: z.boolean(),
  attachmentDetails: z.array(realtimeAttachment),
  clientMessageId: z.nullable(z.string()),
  kind: z.optional(ChatMessageKind),
  editedDatetime: z.optional(z.string()),
  isDeleted: z.optional(z.boolean()),
  replyTo: z.optional(ChatReplyQuote),
});
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;

/** The UnreadCounts push and answer: server-owned, so every tab of a user shows the same numbers. */
export const UnreadCounts = z.object({
  Total: id,
  ByUser: z.array(z.object({ UserId: id, UnreadMessageCount: id })),
});
export type UnreadCounts = z.infer<typeof UnreadCounts>;

/** My status choice. */
export const ChatStatusUpdate = z.object({ CompanyId: id, UserId: id, AvailabilityId: availability });
