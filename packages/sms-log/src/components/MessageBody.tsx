import type { ReceivedSms } from '@fieldkit/core/contract';
import { remoteImagesOf, SafeHtml } from '@fieldkit/ui/html';
import { useMemo, useState } from 'react';
import { useInlineParts } from '../hooks/useInlineParts';
import type { SmsLogT } from '../hooks/widget';
import { useSmsLog } from '../hooks/widget';

/** The message's remote images, fetched through the proxy once the user asked to see them, as `data:` URLs. */
interface ShownImages {
  byUrl: ReadonlyMap<string, string>;
}

/**
 * What a message says. An SMS is text. An e-mail is HTML a stranger wrote: sanitised and shown in a sandboxed frame,
 * its inline `cid:` images from the message itself, its remote images held back (neither a tracking pixel nor the
 * reader's address reaches the sender) until 'Show images' loads them through the server's image proxy: the viewer
 * fetches each once and gives the frame `data:` URLs (its policy allows no other origin), so those the proxy could
 * not get are known, and said in words rather than left as broken pictures alone.
 */
export function MessageBody({ t, message }: { t: SmsLogT; message: ReceivedSms }) {
  if (message.Notification !== 2) return <p className="fk-sms-viewer__text">{message.SMSContent}</p>;
  return <EmailBody t={t} message={message} />;
}

function EmailBody({ t, message }: { t: SmsLogT; message: ReceivedSms }) {
  const log = useSmsLog();
  const html = message.SMSContent;
  const remote = useMemo(() => remoteImagesOf(html), [html]);
  const { parts, loading } = useInlineParts(message);
  const [shown, setShown] = useState<ShownImages | null>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [broken, setBroken] = useState(0);
  const cidUrl = useMemo(() => (parts ? (cid: string) => parts.get(cid) ?? null : undefined), [parts]);
  const imageProxy = useMemo(
    () => (shown ? (url: string) => shown.byUrl.get(url) ?? '' : undefined),
    [shown],
  );

  const showImages = async () => {
    setAsking(true);
    setFailed(false);
    try {
      const proxied = await log.proxyImages(remote);
      const loaded = await log.loadImages(proxied.byUrl);
      setShown({ byUrl: loaded.byUrl });
      setBroken(loaded.broken);
    } catch {
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      {remote.length > 0 && !shown ? (
        <div className="fk-sms-viewer__images">
          <p>{t('imagesBlocked', { count: remote.length })}</p>
          <button type="button" className="fk-button" disabled={asking} onClick={() => void showImages()}>
            {t('showImages')}
          </button>
          {failed ? (
            <p className="fk-sms-viewer__media-state" role="alert">
              {t('imagesFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {shown && broken > 0 ? (
        <p className="fk-sms-viewer__media-state" role="status">
          {t('imagesNotLoaded', { count: broken })}
        </p>
      ) : null}
      {/* Shown once its inline images are at hand, so the message does not draw twice. */}
      {loading ? null : (
        <SafeHtml
          className="fk-sms-viewer__html"
          title={t('messageFrame')}
          html={html}
          showImages={shown !== null}
          imageProxy={imageProxy}
          cidUrl={cidUrl}
        />
      )}
    </>
  );
}
