import { Icon } from '@fieldkit/ui';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';
import { CallButton } from './CallButton';

/**
 * The call's buttons: microphone, camera and the participant panel (maximised only) as toggles (`aria-pressed`), the
 * window's size named by what it does (Maximise, Minimise), then Leave and End Call. Each keeps its place whatever the
 * state, so the focus stays on the one pressed.
 */
export function CallControls() {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const muted = useVideoCallState((s) => s.self.IsMuted);
  const cameraOff = useVideoCallState((s) => s.self.IsCameraOff);
  const panelOpen = useVideoCallState((s) => s.panelOpen);
  const maximised = useVideoCallState((s) => s.window === 'maximised');

  const micName = muted ? t('unmuteMicrophone') : t('muteMicrophone');
  const cameraName = cameraOff ? t('cameraOn') : t('cameraOff');
  const panelName = panelOpen ? t('hideParticipants') : t('showParticipants');
  const sizeName = maximised ? t('minimise') : t('maximise');
  return (
    <div className="fk-video-controls">
      <button
        type="button"
        className="fk-button fk-video-control"
        aria-pressed={muted}
        aria-label={micName}
        title={micName}
        onClick={() => videoCall.toggleMute()}
      >
        <Icon name={muted ? 'mic-off' : 'mic'} />
      </button>
      <button
        type="button"
        className="fk-button fk-video-control"
        aria-pressed={cameraOff}
        aria-label={cameraName}
        title={cameraName}
        onClick={() => videoCall.toggleCamera()}
      >
        <Icon name={cameraOff ? 'camera-off' : 'camera'} />
      </button>
      {maximised ? (
        <button
          type="button"
          className="fk-button fk-video-control"
          aria-pressed={panelOpen}
          aria-label={panelName}
          title={panelName}
          onClick={() => videoCall.togglePanel()}
        >
          <Icon name="people" />
        </button>
      ) : null}
      <button
        type="button"
        className="fk-button fk-video-control"
        data-fk-control="size"
        aria-label={sizeName}
        title={sizeName}
        onClick={() => videoCall.setWindow(maximised ? 'minimised' : 'maximised')}
      >
        <Icon name={maximised ? 'minimise' : 'maximise'} />
      </button>
      <span className="fk-video-controls__gap" />
      <CallButton label={t('leave')} onClick={() => void videoCall.leave()} />
      <CallButton
        label={t('endCall')}
        icon="phone-off"
        variant="danger"
        onClick={() => void videoCall.endCall()}
      />
    </div>
  );
}
