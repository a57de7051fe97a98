import type { NewEmbedKey } from '@fieldkit/core/contract';
import { Dialog, useTranslation } from '@fieldkit/ui';
import { useId } from 'react';

/** Props of {@link EmbedKeySecret}. */
export interface EmbedKeySecretProps {
  /** The key just made, with its secret; nothing shows without one. */
  made: NewEmbedKey | null;
  onClose: () => void;
}

/** A read-only value with its label, selected whole on focus, to copy. */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="fk-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="fk-input"
        readOnly
        value={value}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

/** The key just made: its id and its secret, which is shown this once, for the host's backend to keep. */
export function EmbedKeySecret({ made, onClose }: EmbedKeySecretProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open={made !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('embedKeys.madeTitle', { name: made?.Name ?? '' })}
      actions={
        <button type="button" className="fk-button" data-fk-variant="primary" onClick={onClose}>
          {t('embedKeys.done')}
        </button>
      }
    >
      <p role="alert">{t('embedKeys.secretOnce')}</p>
      <CopyField label={t('embedKeys.keyId')} value={made?.KeyId ?? ''} />
      <CopyField label={t('embedKeys.secret')} value={made?.Secret ?? ''} />
    </Dialog>
  );
}
