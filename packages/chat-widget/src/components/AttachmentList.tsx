import { formatFileSize, IconButton } from '@fieldkit/ui';
import { useState } from 'react';
import { useChat, useChatTexts } from '../hooks/widget';
import { isImageAttachment } from '../model/files';
import type { ChatMessage } from '../model/types';
import { AttachmentPreview } from './AttachmentPreview';
import { PictureViewer } from './PictureViewer';

/**
 * A message's files: image previews that open the message's pictures in the viewer, a download per file, and
 * 'Download All' (a zip) when there is more than one.
 */
export function AttachmentList({ message }: { message: ChatMessage }) {
  const t = useChatTexts();
  const chat = useChat();
  const [viewing, setViewing] = useState<number | null>(null);
  const files = message.AttachmentDetails;
  if (files.length === 0) return null;
  const pictures = files.filter((file) => isImageAttachment(file.AttachmentType));
  return (
    <div className="fk-chat-attachments">
      <ul className="fk-chat-attachments__list">
        {files.map((file) => (
          <li key={file.ChatAttachmentId} className="fk-chat-attachment">
            {pictures.includes(file) ? (
              <AttachmentPreview attachment={file} onOpen={() => setViewing(pictures.indexOf(file))} />
            ) : null}
            <span className="fk-chat-attachment__name">{file.AttachmentFileName}</span>
            {file.FileSize > 0 ? (
              <span className="fk-chat-attachment__size">{formatFileSize(file.FileSize)}</span>
            ) : null}
            <IconButton
              label={t('download', { name: file.AttachmentFileName })}
              onClick={() => void chat.downloadOne(file)}
            >
              <span aria-hidden="true">⤓</span>
            </IconButton>
          </li>
        ))}
      </ul>
      {files.length > 1 ? (
        <button
          type="button"
          className="fk-button fk-chat-download-all"
          onClick={() => void chat.downloadAll(message)}
        >
          {t('downloadAll')}
        </button>
      ) : null}
      <PictureViewer pictures={pictures} index={viewing} onIndexChange={setViewing} />
    </div>
  );
}
