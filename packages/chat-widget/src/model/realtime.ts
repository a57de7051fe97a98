import { RealtimeMessage } from '@fieldkit/core/contract';
import type { ChatMessage } from './types';

/**
 * A MessageReceived push (camelCase, as the spec names it) as a ChatMessage, or null when it does not parse:
 * hub payloads are a boundary, so they are validated like any response.
 */
export function messageFromPush(payload: unknown): ChatMessage | null {
  const parsed = RealtimeMessage.safeParse(payload);
  if (!parsed.success) return null;
  const m = parsed.data;
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
  };
}
