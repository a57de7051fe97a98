import type { ChatMessage, RealtimeMessage } from './chat-entities';

/** A stored message as the camelCase MessageReceived push of the spec (what the chat hub sends, MessageChanged too). */
export function realtimeOf(m: ChatMessage): RealtimeMessage {
  return {
    fromUserId: m.FromUserId,
    toUserId: m.ToUserId,
    chatTxt: m.ChatTxt,
    chatDatetime: m.ChatDatetime,
    isDelivered: m.IsDelivered,
    isRead: m.IsRead,
    chatDataId: m.ChatDataId,
    isAttachmentExists: m.IsAttachmentExists,
    attachmentDetails: m.AttachmentDetails.map((a) => ({
      attachmentFileName: a.AttachmentFileName,
      chatAttachmentId: a.ChatAttachmentId,
      attachmentPath: a.AttachmentPath,
      chatDataId: a.ChatDataId,
      attachmentType: a.AttachmentType,
    })),
    clientMessageId: m.ClientMessageId,
    ...(m.Kind ? { kind: m.Kind } : {}),
    ...(m.EditedDatetime ? { editedDatetime: m.EditedDatetime } : {}),
    ...(m.IsDeleted ? { isDeleted: true } : {}),
    ...(m.ReplyTo ? { replyTo: m.ReplyTo } : {}),
  };
}
