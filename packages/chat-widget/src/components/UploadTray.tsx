import { formatFileSize, Icon, IconButton, useBlobUrl } from '@fieldkit/ui';
import { useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { isPicture } from '../model/files';

/**
 * A chosen picture as a small thumbnail, from the file itself (nothing is uploaded for it); a file mark for a
 * document, or for a picture the browser cannot draw.
 */
function Thumbnail({ file }: { file: File }) {
  const { url } = useBlobUrl(isPicture(file.name) ? () => Promise.resolve(file) : null, file);
  const [broken, setBroken] = useState(false);
  if (!url || broken)
    return (
      <span className="fk-chat-tray__thumb" data-fk-kind="file" aria-hidden="true">
        <Icon name="attach" />
      </span>
    );
  return <img className="fk-chat-tray__thumb" src={url} alt="" onError={() => setBroken(true)} />;
}

/** The files chosen for the next message: a thumbnail of each picture, name, size, a remove control each, and 'Add New'. */
export function UploadTray({ onAddNew }: { onAddNew: () => void }) {
  const t = useChatTexts();
  const chat = useChat();
  const tray = useChatState((s) => s.tray);
  if (tray.length === 0) return null;
  return (
    <section className="fk-chat-tray" aria-label={t('chosenFiles')}>
      <ul className="fk-chat-tray__list">
        {tray.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; its place is its identity.
          <li key={`${file.name}-${index}`} className="fk-chat-tray__file">
            <Thumbnail file={file} />
            <span className="fk-chat-tray__name">{file.name}</span>
            <span className="fk-chat-tray__size">{formatFileSize(file.size)}</span>
            <IconButton label={t('remove', { name: file.name })} onClick={() => chat.removeFile(index)}>
              <span aria-hidden="true">×</span>
            </IconButton>
          </li>
        ))}
      </ul>
      <button type="button" className="fk-button" onClick={onAddNew}>
        {t('addNew')}
      </button>
    </section>
  );
}
