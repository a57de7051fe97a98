import { ImageViewer, useBlobUrl } from '@fieldkit/ui';
import { useChat, useChatTexts } from '../hooks/widget';
import type { ChatAttachment } from '../model/types';

/** Props of {@link PictureViewer}. */
export interface PictureViewerProps {
  /** The pictures of one message. */
  pictures: readonly ChatAttachment[];
  /** The one shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** A message's pictures in the kit's viewer, one at a time, each fetched with the session's token. */
export function PictureViewer({ pictures, index, onIndexChange }: PictureViewerProps) {
  const t = useChatTexts();
  const chat = useChat();
  const picture = index === null ? undefined : pictures[index];
  const { url, status } = useBlobUrl(
    picture ? () => chat.fetchAttachment(picture) : null,
    picture?.ChatAttachmentId,
  );
  if (!picture || index === null) return null;
  const name = picture.AttachmentFileName;
  return (
    <ImageViewer
      open
      onClose={() => onIndexChange(null)}
      name={name}
      src={url}
      placeholder={t(status === 'error' ? 'loadFailed' : 'pictureLoading')}
      onDownload={() => void chat.downloadOne(picture)}
      index={index}
      count={pictures.length}
      onIndexChange={onIndexChange}
      closeLabel={t('closePicture')}
      downloadLabel={t('download', { name })}
      previousLabel={t('previousPicture')}
      nextLabel={t('nextPicture')}
      positionLabel={(position, total) => t('picturePosition', { position, total })}
    />
  );
}
