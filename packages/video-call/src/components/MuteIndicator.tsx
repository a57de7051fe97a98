import { Icon } from '@fieldkit/ui';
import { useVideoTexts } from '../hooks/widget';

/** The sign that someone's microphone is off: the crossed microphone and the word 'Muted'. */
export function MuteIndicator() {
  const t = useVideoTexts();
  return (
    <span className="fk-video-muted">
      <Icon name="mic-off" />
      {t('muted')}
    </span>
  );
}
