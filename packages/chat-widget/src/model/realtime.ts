import type { ChatMessage, RealtimeMessage } from './types';

/** A MessageReceived or MessageChanged push (camelCase, as the spec names it; checked against the contract by the hub) as a ChatMessage. */
export function messageFromPush(m: RealtimeMessage): ChatMessage {
  return {
    ChatDataId: m.chatDataId,
    ChatTxt: m.chatTxt,
    ChatDatetime: m.chatDatetime,
    ChatDatetimeStr: '',
    FromUserId: m.fromUserId,
    ToUserId: m.toUserId,
    IsDelivered: m.isDelivered,
    IsRead: m.isRead,
    IsAttachmentExists: m.isAttachmentExists,
    AttachmentDetails: m.attachmentDetails.map((a) => ({
      ChatAttachmentId: a.chatAttachmentId,
      ChatDataId: a.chatDataId,
      AttachmentFileName: a.attachmentFileName,
      AttachmentPath: a.attachmentPath,
      AttachmentType: a.attachmentType,
      // The push carries no size; 0 reads as unknown.
      FileSize: 0,
    })),
    ClientMessageId: m.clientMessageId,
    ...(m.kind ? { Kind: m.kind } : {}),
    ...(m.editedDatetime ? { EditedDatetime: m.editedDatetime } : {}),
    ...(m.isDeleted ? { IsDeleted: true } : {}),
    ...(m.replyTo ? { ReplyTo: m.replyTo } : {}),
  };
}
