import * as z from 'zod/mini';
import {
  ChatListItem,
  ChatMessage,
  ChatProfile,
  ChatStatusUpdate,
  OutgoingMessage,
  SelectableUser,
  UnreadCounts,
} from './chat-entities';
import { BinaryFile, endpoint } from './define';
import { Ok, pathId } from './entities';

/** Each attached file must be smaller than this many bytes (spec: UPLOADLIMIT4MB). */
export const CHAT_FILE_SIZE_LIMIT = 4_000_000;
/** Most files one message may carry. */
export const CHAT_MAX_FILES = 10;
/** Extensions the image picker accepts (the spec's png, jpg, jpeg, gif and dwg, with webp and bmp). */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'dwg', 'webp', 'bmp'] as const;
/**
 * The image extensions a browser draws: stored as images (AttachmentType 1). A .dwg drawing, which no browser draws,
 * is stored as a document (AttachmentType 2), whichever picker chose it.
 */
export const CHAT_PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;
/**
 * Extensions the document picker accepts: the spec's .xlsx, .docx, .ppt, .txt, .pdf and .dwg, and the office formats
 * people send next to them (older Office, OpenDocument, rich text, CSV). Audio files too, see CHAT_AUDIO_EXTENSIONS.
 */
export const CHAT_DOCUMENT_EXTENSIONS = [
  'xlsx',
  'docx',
  'ppt',
  'txt',
  'pdf',
  'dwg',
  'doc',
  'xls',
  'pptx',
  'ppsx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'csv',
] as const;
/** Audio extensions the document picker accepts. */
export const CHAT_AUDIO_EXTENSIONS = [
  'mp3',
  'wav',
  'ogg',
  'oga',
  'm4a',
  'aac',
  'flac',
  'weba',
  'opus',
] as const;
/** The sender may edit or delete a message for this long after sending it (15 minutes). */
export const CHAT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** A reply quotes this many characters of the message it answers. */
export const CHAT_QUOTE_LENGTH = 200;
/** Messages per page of GetChatDetails. */
export const CHAT_PAGE_SIZE = 30;
/** Most messages one GetChatDetailsAfter answer holds; ask again from the last one when full. */
export const CHAT_RESYNC_LIMIT = 500;

const me = { companyId: pathId, userId: pathId, userType: pathId };
const conversation = z.object({ ...me, otherUserId: pathId, otherUserType: pathId });

/** The chat service: conversations, messages, files, profiles and status. */
export const chat = {
  /** The caller's conversations, latest first, with the last message, both users' status and the unread count. */
  getChatList: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetChatList/{companyId}/{userId}/{userType}',
    access: 'token',
    params: z.object(me),
    ownLogin: ['userId'],
    response: z.array(ChatListItem),
  }),
  /** Up to 30 messages of a conversation before beforeChatDataId (0 for the latest), ascending; cleared ones left out. */
  getChatDetails: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetChatDetails/{companyId}/{userId}/{userType}/{otherUserId}/{otherUserType}/{beforeChatDataId}',
    access: 'token',
    params: z.object({ ...conversation.shape, beforeChatDataId: pathId }),
    ownLogin: ['userId'],
    response: z.array(ChatMessage),
  }),
  /** Resync after a reconnect: messages to or from the caller in every conversation after afterChatDataId, ascending, at most 500. */
  getChatDetailsAfter: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetChatDetailsAfter/{companyId}/{userId}/{userType}/{afterChatDataId}',
    access: 'token',
    params: z.object({ ...me, afterChatDataId: pathId }),
    ownLogin: ['userId'],
    response: z.array(ChatMessage),
  }),
  /** The caller's unread message counts, in total and per sender (also pushed as UnreadCounts). */
  getUnreadCounts: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetUnreadCounts/{companyId}/{userId}/{userType}',
    access: 'token',
    params: z.object(me),
    ownLogin: ['userId'],
    response: UnreadCounts,
  }),
  /** The users of the caller's company a conversation can be opened with (the caller left out). */
  getProfileDetails: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetProfileDetails/{companyId}/{userType}',
    access: 'token',
    params: z.object({ companyId: pathId, userType: pathId }),
    response: z.array(SelectableUser),
  }),
  /** The profile of a user of the caller's company (the own profile shows the chosen status). */
  getProfileDetailforUser: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'GetProfileDetailforUser/{companyId}/{userId}/{userType}',
    access: 'token',
    params: z.object(me),
    response: ChatProfile,
  }),
  /** Sets the caller's status (1 Available, 2 Busy, 3 Appear away, 4 Appear offline) and pushes OnlineStatus. */
  updateChatStatus: endpoint({
    service: 'chat',
    method: 'POST',
    path: 'UpdateChatStatus',
    access: 'token',
    body: ChatStatusUpdate,
    ownLogin: ['UserId'],
    response: Ok,
  }),
  /** Clears a conversation for the caller only: its messages so far are hidden; it stays listed. */
  chatUpdateCleared: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'ChatUpdateCleared/{companyId}/{userId}/{userType}/{otherUserId}/{otherUserType}',
    access: 'token',
    params: conversation,
    ownLogin: ['userId'],
    response: Ok,
  }),
  /** Deletes a conversation for the caller only: hidden and unlisted until a new message arrives in it. */
  chatUpdateDelete: endpoint({
    service: 'chat',
    method: 'GET',
    path: 'ChatUpdateDelete/{companyId}/{userId}/{userType}/{otherUserId}/{otherUserType}',
    access: 'token',
    params: conversation,
    ownLogin: ['userId'],
    response: Ok,
  }),
  /** Sends a message with files: repeated `files` parts plus the `detail` JSON field. Each file under 4,000,000 bytes (else 413), at most 10, types as the pickers accept (else 415). Idempotent by ClientMessageId. */
  sendFiles: endpoint({
    service: 'chat',
    method: 'POST',
    path: 'SendFiles',
    access: 'token',
    bodyType: 'multipart',
    body: z.object({
      files: z.array(z.file()).check(z.minLength(1), z.maxLength(CHAT_MAX_FILES)),
      detail: OutgoingMessage,
    }),
    response: ChatMessage,
  }),
  /** Every file of a message as a zip, named '{ChatDataId} - Attachments.zip'. */
  downloadAttachement: endpoint({
    service: 'chat',
    method: 'POST',
    path: 'DownloadAttachement',
    access: 'token',
    query: z.object({ ChatDataId: pathId }),
    responseType: 'binary',
    response: BinaryFile,
  }),
  /** One file of a message, under its own name. */
  downloadSingleAttachement: endpoint({
    service: 'chat',
    method: 'POST',
    path: 'DownloadSingleAttachement',
    access: 'token',
    query: z.object({ ChatAttachmentId: pathId, CompanyId: pathId }),
    responseType: 'binary',
    response: BinaryFile,
  }),
};
