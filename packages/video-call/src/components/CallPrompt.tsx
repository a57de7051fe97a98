import { Avatar } from '@fieldkit/ui';
import { useEffect, useId, useRef } from 'react';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';
import { CallButton } from './CallButton';

/**
 * The call prompt, a non-modal alert dialog at the top of the page. Rung: the caller's name, 'Calling...', Accept and
 * Reject, with the focus on Accept so a keyboard user answers with Enter (and a notice when the browser keeps the
 * ringtone silent). Ringing: 'Calling {name}...' and Disconnect, then 'busy', '{name} declined the call' or 'No answer' for the moment before it
 * closes. Escape does nothing here: a call is only declined or hung up with its button.
 */
export function CallPrompt() {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const phase = useVideoCallState((s) => s.phase);
  const incoming = useVideoCallState((s) => s.incoming);
  const outgoing = useVideoCallState((s) => s.outgoing);
  const ringtoneBlocked = useVideoCallState((s) => s.ringtoneBlocked);
  const titleId = useId();
  const textId = useId();
  const noticeId = useId();
  const promptRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLButtonElement>(null);

  const ringing = phase === 'incoming' ? incoming !== null : outgoing?.status === 'ringing';
  const ringKey = phase === 'incoming' ? incoming?.roomName : outgoing?.roomName;
  // A new ring, or its outcome: the focus goes to the button that answers it, else to the prompt, which says why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the ring or its outcome changes.
  useEffect(() => {
    (answerRef.current ?? promptRef.current)?.focus();
  }, [phase, ringKey, ringing]);

  if (phase === 'incoming' && incoming) {
    const blocked = ringtoneBlocked ? noticeId : '';
    return (
      <div
        ref={promptRef}
        className="fk-video-prompt"
        part="prompt"
        data-fk-direction="incoming"
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${textId} ${blocked}`.trim()}
        tabIndex={-1}
      >
        <span id={titleId} hidden>
          {t('incomingCall', { name: incoming.fromName })}
        </span>
        <div className="fk-video-prompt__who">
          <span className="fk-video-prompt__avatar" data-fk-ringing="true">
            <Avatar name={incoming.fromName} size={48} />
          </span>
          <div>
            <p className="fk-video-prompt__name">{incoming.fromName}</p>
            <p id={textId} className="fk-video-prompt__text">
              {t('calling')}
            </p>
          </div>
        </div>
        {ringtoneBlocked ? (
          <p id={noticeId} className="fk-video-prompt__notice">
            {t('ringtoneBlocked')}
          </p>
        ) : null}
        <div className="fk-video-prompt__actions">
          <CallButton
            buttonRef={answerRef}
            label={t('accept')}
            icon="phone"
            variant="accept"
            onClick={() => void videoCall.accept()}
          />
          <CallButton
            label={t('reject')}
            icon="phone-off"
            variant="danger"
            onClick={() => void videoCall.reject()}
          />
        </div>
      </div>
    );
  }

  if (phase === 'outgoing' && outgoing) {
    const name = outgoing.toName;
    const text =
      outgoing.status === 'busy'
        ? t('busy', { name })
        : outgoing.status === 'declined'
          ? t('callRejected', { name })
          : outgoing.status === 'noAnswer'
            ? t('noAnswer')
            : outgoing.status === 'offline'
              ? t('calleeOffline', { name })
              : t('callingName', { name });
    return (
      <div
        ref={promptRef}
        className="fk-video-prompt"
        part="prompt"
        data-fk-direction="outgoing"
        data-fk-status={outgoing.status}
        role="alertdialog"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="fk-video-prompt__who">
          <span className="fk-video-prompt__avatar" data-fk-ringing={ringing ? 'true' : undefined}>
            <Avatar name={name} size={48} />
          </span>
          <p id={titleId} className="fk-video-prompt__name">
            {text}
          </p>
        </div>
        {ringing ? (
          <div className="fk-video-prompt__actions">
            <CallButton
              buttonRef={answerRef}
              label={t('disconnect')}
              icon="phone-off"
              variant="danger"
              onClick={() => void videoCall.disconnect()}
            />
          </div>
        ) : null}
      </div>
    );
  }
  return null;
}
