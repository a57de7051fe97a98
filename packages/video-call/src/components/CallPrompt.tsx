import { Avatar, useTabWrap } from '@fieldkit/ui';
import { useEffect, useId, useRef } from 'react';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';
import { CALL_KEYS } from '../model/call-keys';
import type { IncomingRing, OutgoingRing } from '../model/types';
import { CallButton } from './CallButton';

/**
 * The call prompt at the top of the page. Rung: a non-modal dialog with the caller's name, 'Calling...', Accept and
 * Reject and their keys, announced (an alert) without taking the focus, so Enter typed elsewhere never answers a
 * call; Alt+Shift+C goes to it (and a notice when the browser keeps the ringtone silent). Ringing, from the user's
 * own Video call: an alert dialog with the focus on Disconnect, 'Calling {name}...', then busy, declined, 'No answer'
 * or offline for the moment before it closes. Once the focus is in a prompt, Tab stays in it (it covers the page's
 * top); Escape takes the focus back to where it was, and the ring goes on (useCallKeys).
 */
export function CallPrompt() {
  const phase = useVideoCallState((s) => s.phase);
  const incoming = useVideoCallState((s) => s.incoming);
  const outgoing = useVideoCallState((s) => s.outgoing);
  if (phase === 'incoming' && incoming) return <IncomingPrompt incoming={incoming} />;
  if (phase === 'outgoing' && outgoing) return <OutgoingPrompt outgoing={outgoing} />;
  return null;
}

/** A call that rings here: announced with its keys, and it takes no focus. */
function IncomingPrompt({ incoming }: { incoming: IncomingRing }) {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const ringtoneBlocked = useVideoCallState((s) => s.ringtoneBlocked);
  const titleId = useId();
  const textId = useId();
  const noticeId = useId();
  const promptRef = useRef<HTMLDivElement>(null);
  const wrapTab = useTabWrap(promptRef);
  const blocked = ringtoneBlocked ? noticeId : '';
  const keysText = t('ringKeys', {
    accept: CALL_KEYS.accept,
    decline: CALL_KEYS.decline,
    go: CALL_KEYS.goToCall,
  });
  return (
    <div
      ref={promptRef}
      className="fk-video-prompt"
      part="prompt"
      data-fk-direction="incoming"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={`${textId} ${blocked}`.trim()}
      tabIndex={-1}
      onKeyDown={wrapTab}
    >
      <span id={titleId} hidden>
        {t('incomingCall', { name: incoming.fromName })}
      </span>
      {/* Said at once by a screen reader, wherever the user is: who calls, and the keys that answer. */}
      <p className="fk-visually-hidden" role="alert">
        {t('incomingCall', { name: incoming.fromName })}. {keysText}
      </p>
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
          label={t('accept')}
          icon="phone"
          variant="accept"
          keys={CALL_KEYS.accept}
          onClick={() => void videoCall.accept()}
        />
        <CallButton
          label={t('reject')}
          icon="phone-off"
          variant="danger"
          keys={CALL_KEYS.decline}
          onClick={() => void videoCall.reject()}
        />
      </div>
      <p className="fk-video-prompt__keys" aria-hidden="true">
        {keysText}
      </p>
    </div>
  );
}

/** The user's own call: 'Calling {name}...' with Disconnect (focused), then its outcome for a moment. */
function OutgoingPrompt({ outgoing }: { outgoing: OutgoingRing }) {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const titleId = useId();
  const promptRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLButtonElement>(null);
  const wrapTab = useTabWrap(promptRef);
  const ringing = outgoing.status === 'ringing';
  // The call, or its outcome: the focus goes to Disconnect, else to the prompt, which says why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the call or its outcome changes.
  useEffect(() => {
    (answerRef.current ?? promptRef.current)?.focus();
  }, [outgoing.roomName, ringing]);
  const name = outgoing.toName;
  const text = {
    ringing: t('callingName', { name }),
    busy: t('busy', { name }),
    declined: t('callRejected', { name }),
    noAnswer: t('noAnswer'),
    offline: t('calleeOffline', { name }),
  }[outgoing.status];
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
      onKeyDown={wrapTab}
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
            keys={CALL_KEYS.decline}
            onClick={() => void videoCall.disconnect()}
          />
        </div>
      ) : null}
    </div>
  );
}
