import { useTranslation } from '@fieldkit/ui';
import { useMenuNavigate } from '../menu/useMenuNavigate';
import type { AssistantEntry } from './useAssistantEntries';

/** The questions asked and the answers, each answer's links navigating like menu entries. */
export function AssistantLog({ entries }: { entries: readonly AssistantEntry[] }) {
  const { t } = useTranslation('shell');
  const go = useMenuNavigate();
  return (
    <div role="log" aria-live="polite" className="fk-shell-assistant-log">
      {entries.length === 0 ? <p>{t('assistant.intro')}</p> : null}
      {entries.map((entry) => (
        <div key={entry.id}>
          <p className="fk-shell-assistant-question">{entry.question}</p>
          {entry.failed ? <p role="alert">{t('assistant.failed')}</p> : null}
          {entry.answer ? (
            <div className="fk-shell-assistant-answer">
              <p>{entry.answer.Answer}</p>
              <ul>
                {entry.answer.Links.map((link) => (
                  <li key={`${link.Url}-${link.Label}`}>
                    <a
                      href={link.Url}
                      onClick={(event) => {
                        event.preventDefault();
                        void go({ MenuName: link.Label, UiPageName: link.Url, IsExternal: true });
                      }}
                    >
                      {link.Label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
