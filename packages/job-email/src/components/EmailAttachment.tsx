import { Icon, IconButton, useFocusToggle } from '@fieldkit/ui';
import { useJobEmailTexts } from '../hooks/widget';

/** Props of {@link EmailAttachment}. */
export interface EmailAttachmentProps {
  /** The attachment's file name (`{job id}.pdf`). */
  fileName: string;
  /** Whether the printout goes as that attachment; false once removed. */
  attached: boolean;
  onAttachedChange: (attached: boolean) => void;
  /** The company sends the printout as the e-mail's body (PrintJobHtml 1): there is no attachment to remove. */
  inBody: boolean;
  readOnly: boolean;
}

/** The Attachment row of the e-mail form: the file name with a remove icon, or what goes instead. */
export function EmailAttachment({
  fileName,
  attached,
  onAttachedChange,
  inBody,
  readOnly,
}: EmailAttachmentProps) {
  const t = useJobEmailTexts();
  // The button pressed goes away: the focus moves to the one that takes its place.
  const focus = useFocusToggle(attached, onAttachedChange);
  return (
    <fieldset className="fk-field fk-job-email__attachment">
      <legend className="fk-field__label">{t('attachment')}</legend>
      {inBody ? (
        <p className="fk-job-email__attachment-note">{t('printoutInBody')}</p>
      ) : attached ? (
        <span className="fk-job-email__file">
          <Icon name="attach" />
          <span className="fk-job-email__file-name">{fileName}</span>
          {readOnly ? null : (
            <IconButton
              label={t('removeAttachment', { name: fileName })}
              icon="close"
              ref={focus.on}
              onClick={() => focus.press(false)}
            />
          )}
        </span>
      ) : (
        <p className="fk-job-email__attachment-note">
          {t('noAttachment')}{' '}
          {readOnly ? null : (
            <button
              ref={focus.off}
              type="button"
              className="fk-link-button"
              onClick={() => focus.press(true)}
            >
              {t('addAttachment', { name: fileName })}
            </button>
          )}
        </p>
      )}
    </fieldset>
  );
}
