import { useTranslation } from '@fieldkit/ui';
import type { AssistantState } from './assistant-state';

const SIZE_ICONS = { minimized: '▁', maximized: '□', restore: '❐' } as const;

/** Props of {@link AssistantHead}. */
export interface AssistantHeadProps {
  titleId: string;
  state: AssistantState;
  setState: (state: AssistantState) => void;
}

/** The assistant's title, its minimise and maximise buttons (each restores in its own size) and Close. */
export function AssistantHead({ titleId, state, setState }: AssistantHeadProps) {
  const { t } = useTranslation('shell');
  // In that size, the button restores; otherwise it takes the panel there.
  const sizeLabel = (size: 'minimized' | 'maximized') =>
    t(
      state === size
        ? 'assistant.restore'
        : size === 'minimized'
          ? 'assistant.minimize'
          : 'assistant.maximize',
    );
  return (
    <div className="fk-shell-assistant-head">
      <h2 id={titleId}>{t('assistant.title')}</h2>
      {(['minimized', 'maximized'] as const).map((size) => (
        // Icons keep the header to one row in every language; the words are their names and tooltips.
        <button
          key={size}
          type="button"
          className="fk-button"
          data-fk-variant="icon"
          title={sizeLabel(size)}
          onClick={() => setState(state === size ? 'open' : size)}
        >
          <span aria-hidden="true">{SIZE_ICONS[state === size ? 'restore' : size]}</span>
          <span className="fk-visually-hidden">{sizeLabel(size)}</span>
        </button>
      ))}
      <button
        type="button"
        className="fk-button"
        data-fk-variant="icon"
        title={t('assistant.close')}
        onClick={() => setState('closed')}
      >
        <span aria-hidden="true">×</span>
        <span className="fk-visually-hidden">{t('assistant.close')}</span>
      </button>
    </div>
  );
}
