import { useBlobUrl } from '@fieldkit/ui';
import { useChat, useChatTexts } from '../hooks/widget';
import type { ChatAttachment } from '../model/types';

/**
 * An image attachment shown as a preview, fetched with the session's token (the path is not a public URL): a button
 * that opens the picture in the viewer.
 */
export function AttachmentPreview({
  attachment,
  onOpen,
}: {
  attachment: ChatAttachment;
  onOpen: () => void;
}) {
  const t = useChatTexts();
  const chat = useChat();
  const { url } = useBlobUrl(() => chat.fetchAttachment(attachment), attachment.ChatAttachmentId);
  return (
    <button
      type="button"
      className="fk-chat-attachment__open"
      aria-label={t('openPicture', { name: attachment.AttachmentFileName })}
      onClick={onOpen}
    >
      {url ? (
        <img className="fk-chat-attachment__preview" src={url} alt="" />
      ) : (
        <span className="fk-chat-attachment__preview" data-fk-loading="true" />
      )}
    </button>
  );
}
