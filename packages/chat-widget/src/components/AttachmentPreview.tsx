import { guardRequest } from '@fieldkit/core/kit';
import { useEffect, useState } from 'react';
import { useChat } from '../hooks/ChatContext';
import type { ChatAttachment } from '../model/types';

/** An image attachment shown as a preview, fetched with the session's token (the path is not a public URL). */
export function AttachmentPreview({ attachment }: { attachment: ChatAttachment }) {
  const chat = useChat();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const stop = guardRequest(
      () => chat.fetchAttachment(attachment),
      (blob) => {
        if (typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
    );
    return () => {
      stop();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [chat, attachment]);
  if (!url) return <span className="fk-chat-attachment__preview" data-fk-loading="true" aria-hidden="true" />;
  return <img className="fk-chat-attachment__preview" src={url} alt={attachment.AttachmentFileName} />;
}
