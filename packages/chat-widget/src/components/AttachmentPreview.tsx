import { useEffect, useState } from 'react';
import { useChat } from '../hooks/ChatContext';
import type { ChatAttachment } from '../model/types';

/** An image attachment shown as a preview, fetched with the session's token (the path is not a public URL). */
export function AttachmentPreview({ attachment }: { attachment: ChatAttachment }) {
  const chat = useChat();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let objectUrl: string | null = null;
    chat
      .fetchAttachment(attachment)
      .then((blob) => {
        if (revoked || typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [chat, attachment]);
  if (!url) return <span className="fk-chat-attachment__preview" data-fk-loading="true" aria-hidden="true" />;
  return <img className="fk-chat-attachment__preview" src={url} alt={attachment.AttachmentFileName} />;
}
