import { useBlobUrl } from '@fieldkit/ui';
import { useChat } from '../hooks/ChatContext';
import type { ChatAttachment } from '../model/types';

/** An image attachment shown as a preview, fetched with the session's token (the path is not a public URL). */
export function AttachmentPreview({ attachment }: { attachment: ChatAttachment }) {
  const chat = useChat();
  const { url } = useBlobUrl(() => chat.fetchAttachment(attachment), attachment);
  if (!url) return <span className="fk-chat-attachment__preview" data-fk-loading="true" aria-hidden="true" />;
  return <img className="fk-chat-attachment__preview" src={url} alt={attachment.AttachmentFileName} />;
}
