import { useSession, useTabWrap } from '@fieldkit/ui';
import { useEffect, useRef } from 'react';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';
import type { MediaProblem } from '../model/types';
import { CallControls } from './CallControls';
import { CallTimer } from './CallTimer';
import { ParticipantPanel } from './ParticipantPanel';
import { ParticipantTile } from './ParticipantTile';

const problemText = {
  denied: 'mediaDenied',
  notFound: 'mediaNotFound',
  unavailable: 'mediaUnavailable',
} as const satisfies Record<MediaProblem, string>;

/**
 * The call window (phase 'inCall'): maximised, a modal dialog over most of the page (all of it on a phone) with the
 * tiles, the panel beside them and the controls, Tab kept inside it; minimised, a small region at the bottom right
 * with the first person's video, the timer and the same buttons, the page usable around it. Both sizes keep every
 * video element, so nobody goes silent. Escape minimises; nothing but End Call and Leave ends the call.
 */
export function CallWindow() {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const size = useVideoCallState((s) => s.window);
  const participants = useVideoCallState((s) => s.participants);
  const self = useVideoCallState((s) => s.self);
  const panelOpen = useVideoCallState((s) => s.panelOpen);
  const startedAt = useVideoCallState((s) => s.startedAt);
  const myName = useSession((s) => s.session?.DisplayName ?? '');
  const windowRef = useRef<HTMLElement>(null);
  const maximised = size === 'maximised';
  const wrapTab = useTabWrap(windowRef);

  // The window takes the focus when it opens (from the prompt's Accept, which has gone), so the keys work in it.
  useEffect(() => {
    windowRef.current?.focus();
  }, []);

  const names = participants.map((p) => p.ParticipantName).join(', ');
  const label = names ? t('callWindow', { names }) : t('videoCall');
  const tiles = participants.length + 1;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal comes with the dialog role, maximised only.
    <section
      ref={windowRef}
      className="fk-video-window"
      part="window"
      role={maximised ? 'dialog' : 'region'}
      aria-modal={maximised ? 'true' : undefined}
      aria-label={label}
      data-fk-window={size}
      data-fk-panel={maximised && panelOpen ? 'open' : undefined}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (maximised) wrapTab(event);
        if (event.key !== 'Escape' || !maximised) return;
        event.stopPropagation();
        videoCall.setWindow('minimised');
        // The focus may have been in the panel, which goes: it stays in the window, on the button that maximises.
        windowRef.current?.querySelector<HTMLElement>('[data-fk-control="size"]')?.focus();
      }}
    >
      {/* Not a <header>: the window is no page of its own, and a second banner landmark would say it is. */}
      <div className="fk-video-window__bar">
        <h2 className="fk-video-window__title">{label}</h2>
        <CallTimer startedAt={startedAt} />
      </div>
      {self.problem ? (
        <p className="fk-video-window__problem" role="alert">
          {t(problemText[self.problem])}
        </p>
      ) : null}
      <div className="fk-video-window__body">
        <div className="fk-video-grid" data-fk-count={Math.min(tiles, 5)}>
          <ParticipantTile
            label={t('you')}
            name={myName || t('you')}
            stream={self.stream}
            isMuted={self.IsMuted}
            isCameraOff={self.IsCameraOff}
            self
          />
          {participants.map((person) => (
            <ParticipantTile
              key={person.peerId}
              label={person.ParticipantName}
              name={person.ParticipantName}
              stream={person.stream}
              isMuted={person.IsMuted}
              isCameraOff={person.IsCameraOff}
              link={person.link}
            />
          ))}
        </div>
        {maximised && panelOpen ? <ParticipantPanel /> : null}
      </div>
      <CallControls />
    </section>
  );
}
