import { saveBlob } from '@fieldkit/ui';
import { zipName } from './files';
import type { ChatScope } from './scope';
import type { ChatAttachment, ChatMessage } from './types';

/** Downloading a message's files. */
export interface AttachmentsPart {
  /** Saves every file of a message as one zip. */
  downloadAll(message: ChatMessage): Promise<void>;
  downloadOne(attachment: ChatAttachment): Promise<void>;
  /** One file's content (for image previews), fetched once per attachment. */
  fetchAttachment(attachment: ChatAttachment): Promise<Blob>;
}

/** The attachments part of a chat: each file fetched at most once while it is wanted again. */
export function createAttachments({ api, me }: ChatScope): AttachmentsPart {
  const files = new Map<number, Promise<Blob>>();
  const part: AttachmentsPart = {
    async downloadAll(message) {
      const blob = await api.chat.downloadAttachement({ query: { ChatDataId: message.ChatDataId } });
      saveBlob(blob, zipName(message.ChatDataId));
    },
    async downloadOne(attachment) {
      saveBlob(await part.fetchAttachment(attachment), attachment.AttachmentFileName);
    },
    fetchAttachment(attachment) {
      let blob = files.get(attachment.ChatAttachmentId);
      if (!blob) {
        blob = api.chat.downloadSingleAttachement({
          query: { ChatAttachmentId: attachment.ChatAttachmentId, CompanyId: me().companyId },
        });
        files.set(attachment.ChatAttachmentId, blob);
        blob.catch(() => files.delete(attachment.ChatAttachmentId));
      }
      return blob;
    },
  };
  return part;
}
