import type { ReceivedSms } from '@fieldkit/core/contract';
import { useBlobUrl } from '@fieldkit/ui';
import type { SmsLogT } from '../hooks/widget';
import { useSmsLog } from '../hooks/widget';

/** A message's image or video attachment (a video when its content type says video), fetched with the token. */
export function MessageMedia({ t, message }: { t: SmsLogT; message: ReceivedSms }) {
  const log = useSmsLog();
  const { url, status } = useBlobUrl(
    message.Filepath ? (signal) => log.fetchMedia(message, signal) : null,
    message.SmsId,
  );
  if (status === 'idle') return null;
  if (status === 'error') return <p className="fk-sms-viewer__media-state">{t('mediaFailed')}</p>;
  if (!url)
    return (
      <p className="fk-sms-viewer__media-state" role="status">
        {t('mediaLoading')}
      </p>
    );
  return message.contenttype.includes('video') ? (
    // biome-ignore lint/a11y/useMediaCaption: a stranger's video arrives without captions; its controls are the browser's.
    <video
      className="fk-sms-viewer__media"
      src={url}
      controls
      preload="metadata"
      aria-label={t('attachment')}
    />
  ) : (
    <img className="fk-sms-viewer__media" src={url} alt={t('attachment')} />
  );
}
