import { SMS_MAX_LENGTH, SMS_PHOTO_TYPES } from '@fieldkit/core/contract';
import { Dialog, formatFileSize, Icon, IconButton, useBlobUrl } from '@fieldkit/ui';
import { useId, useRef } from 'react';
import { type SmsLogT, useSmsLog, useSmsLogState, useSmsLogTexts } from '../hooks/widget';
import { replySegments } from '../model/reply';

/**
 * The SMS popup of a reply: To prefilled with the sender's number, the text with its character and SMS count (GSM-7
 * or, with special characters, UCS-2 parts), Send. Sent or queued, it closes; refused, it says why and keeps the text.
 */
export function SmsReplyDialog() {
  const t = useSmsLogTexts();
  const log = useSmsLog();
  const reply = useSmsLogState((s) => s.reply);
  const formId = useId();
  // The popup opens on the text to write (To is filled in already).
  const textRef = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const segments = replySegments(reply?.text ?? '');
  return (
    <Dialog
      part="reply"
      open={reply !== null}
      onOpenChange={(next) => {
        if (!next) log.closeReply();
      }}
      title={t('replyTitle')}
      className="fk-sms-reply"
      fullScreenOnPhone
      initialFocus={textRef}
      actions={
        <>
          <button type="button" className="fk-button" onClick={() => log.closeReply()}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="fk-button"
            data-fk-variant="primary"
            disabled={reply?.sending}
            aria-busy={reply?.sending}
          >
            {reply?.sending ? t('sending') : t('send')}
          </button>
        </>
      }
    >
      {reply ? (
        <form
          id={formId}
          className="fk-sms-reply__form"
          onSubmit={(event) => {
            event.preventDefault();
            void log.sendReply();
          }}
        >
          <label className="fk-field">
            <span className="fk-field__label">{t('to')}</span>
            <input className="fk-input" type="tel" value={reply.to} readOnly />
          </label>
          <label className="fk-field">
            <span className="fk-field__label">{t('replyText')}</span>
            <textarea
              ref={textRef}
              className="fk-textarea fk-sms-reply__text"
              rows={5}
              maxLength={SMS_MAX_LENGTH}
              value={reply.text}
              aria-describedby={countId}
              onChange={(event) => log.setReplyText(event.target.value)}
            />
          </label>
          <ReplyPhoto t={t} photo={reply.photo} onChange={(photo) => log.setReplyPhoto(photo)} />
          <p id={countId} className="fk-sms-reply__count">
            {t(segments.encoding === 'UCS-2' ? 'replyCountUnicode' : 'replyCount', {
              units: reply.text.length,
              max: SMS_MAX_LENGTH,
              segments: segments.segments,
            })}
          </p>
        </form>
      ) : null}
    </Dialog>
  );
}

/** The reply's photo (an MMS): 'Add a photo' (JPEG, PNG or GIF), then its thumbnail, name and size, and 'Remove'. */
function ReplyPhoto({
  t,
  photo,
  onChange,
}: {
  t: SmsLogT;
  photo: File | null;
  onChange: (photo: File | null) => void;
}) {
  const { url } = useBlobUrl(photo ? async () => photo : null, photo);
  if (!photo)
    return (
      <label className="fk-button fk-sms-reply__add-photo">
        <input
          className="fk-visually-hidden"
          type="file"
          accept={SMS_PHOTO_TYPES.join(',')}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Icon name="attach" />
        {t('addPhoto')}
      </label>
    );
  return (
    <figure className="fk-sms-reply__photo">
      {url ? <img src={url} alt={t('replyPhoto')} /> : null}
      <figcaption>
        {photo.name} ({formatFileSize(photo.size)})
      </figcaption>
      <IconButton label={t('removePhoto', { name: photo.name })} onClick={() => onChange(null)}>
        ×
      </IconButton>
    </figure>
  );
}
