import { trimText } from '@fieldkit/core';
import { SettingId, settingIs } from '@fieldkit/core/app';
import type { AssistantAnswer } from '@fieldkit/core/contract';
import { useFieldkit, useSettings, useTranslation } from '@fieldkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { shellApiOf } from '../api/shellApi';
import { useMenuNavigate } from '../menu/useMenuNavigate';
import { type AssistantState, assistantClosesOnLeave } from './assistant-state';
import { useChatWindowRoom } from './useChatWindowRoom';

/** The gap between the assistant and the chat window or the page's edge (--fk-space-4). */
const GAP = 16;
/** The narrowest the assistant's panel gets beside the chat window: with less room it steps aside. */
const NARROWEST = 280;

const SIZE_ICONS = { minimized: '▁', maximized: '□', restore: '❐' } as const;

/** Asks the assistant a question; the reference server's endpoint unless the app passes another. */
export type AskAssistant = (question: string) => Promise<AssistantAnswer>;

type Entry = { id: number; question: string; answer: AssistantAnswer | null; failed?: boolean };

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
  const { http } = useFieldkit();
  const settings = useSettings();
  const [state, setState] = useState<AssistantState>('closed');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const go = useMenuNavigate();
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
  // In that size, the button restores; otherwise it takes the panel there.
  const sizeLabel = (size: 'minimized' | 'maximized') =>
    t(
      state === size
        ? 'assistant.restore'
        : size === 'minimized'
          ? 'assistant.minimize'
          : 'assistant.maximize',
    );
  const close = () => setState('closed');
  const send = async () => {
    const text = trimText(question);
    if (!text) return;
    const id = Date.now();
    setQuestion('');
    setEntries((list) => [...list, { id, question: text, answer: null }]);
    const askIt: AskAssistant =
      ask ?? ((q) => shellApiOf(http).shell.askAssistant({ body: { Question: q } }));
    try {
      const answer = await askIt(text);
      setEntries((list) => list.map((e) => (e.id === id ? { ...e, answer } : e)));
    } catch {
      setEntries((list) => list.map((e) => (e.id === id ? { ...e, failed: true } : e)));
    }
  };

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
              onClick={close}
            >
              <span aria-hidden="true">×</span>
              <span className="fk-visually-hidden">{t('assistant.close')}</span>
            </button>
          </div>
          {state !== 'minimized' ? (
            <>
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
              <form
                className="fk-shell-assistant-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void send();
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
