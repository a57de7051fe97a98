import { SettingId, settingIs } from '@fieldkit/core/app';
import { useSettings, useTranslation } from '@fieldkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AssistantHead } from './AssistantHead';
import { AssistantLog } from './AssistantLog';
import { type AssistantState, assistantClosesOnLeave } from './assistant-state';
import { type AskAssistant, useAssistantEntries } from './useAssistantEntries';
import { useChatWindowRoom } from './useChatWindowRoom';

export type { AskAssistant } from './useAssistantEntries';

/** The gap between the assistant and the chat window or the page's edge (--fk-space-4). */
const GAP = 16;
/** The narrowest the assistant's panel gets beside the chat window: with less room it steps aside. */
const NARROWEST = 280;

/** Props of {@link Assistant}. */
export interface AssistantProps {
  /** The assistant endpoint to use instead of the reference server's `Assistant/Ask`. */
  ask?: AskAssistant;
}

/**
 * The floating AI assistant button (setting 409 is 1) and its non-modal dialog: closed, open, minimised
 * (24vw by 50px) or maximised (30vw by 600px). Escape closes it; it closes when the user leaves technician detail
 * or library pages. Answers carry links that navigate like menu entries. It never covers the chat window, nor the
 * chat window it: it sits to the chat window's left, as wide as the room there allows, and while there is no room (a
 * phone's chat fills the screen) it is hidden, in the state it had, until the chat window closes.
 */
export function Assistant({ ask }: AssistantProps) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const [state, setState] = useState<AssistantState>('closed');
  const { entries, ask: askQuestion } = useAssistantEntries(ask);
  const [question, setQuestion] = useState('');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const chat = useChatWindowRoom();
  const aside = chat !== null && chat.room < NARROWEST + 2 * GAP;
  const beside = chat ? { insetInlineEnd: chat.end + GAP, maxWidth: chat.room - 2 * GAP } : undefined;

  useEffect(() => {
    if (assistantClosesOnLeave(previous.current, pathname)) setState('closed');
    previous.current = pathname;
  }, [pathname]);
  // Focus follows the dialog: into its question box when it opens, back to the button once it has closed
  // (the button only exists again after the closing render).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state === 'open' || state === 'maximized') input.current?.focus();
    if (state === 'closed' && wasOpen.current) button.current?.focus();
    wasOpen.current = state !== 'closed';
  }, [state]);

  if (!settingIs(settings, SettingId.aiAssistant, 1)) return null;
  const close = () => setState('closed');

  return (
    <>
      {state === 'closed' ? (
        <button
          ref={button}
          type="button"
          className="fk-button fk-shell-assistant-button"
          hidden={aside}
          style={beside}
          onClick={() => setState('open')}
        >
          {t('assistant.open')}
        </button>
      ) : null}
      {state !== 'closed' ? (
        <div
          role="dialog"
          aria-labelledby={titleId}
          className="fk-shell-assistant"
          data-fk-state={state}
          hidden={aside}
          style={beside}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <AssistantHead titleId={titleId} state={state} setState={setState} />
          {state !== 'minimized' ? (
            <>
              <AssistantLog entries={entries} />
              <form
                className="fk-shell-assistant-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (askQuestion(question)) setQuestion('');
                }}
              >
                <input
                  ref={input}
                  aria-label={t('assistant.question')}
                  value={question}
                  onChange={(event) => setQuestion(event.target.value)}
                />
                <button type="submit" className="fk-button">
                  {t('assistant.send')}
                </button>
              </form>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
