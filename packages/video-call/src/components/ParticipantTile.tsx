import { Avatar } from '@fieldkit/ui';
import { useEffect, useRef } from 'react';
import { useVideoTexts } from '../hooks/widget';
import type { PeerLink } from '../model/types';
import { MuteIndicator } from './MuteIndicator';

/** Props of {@link ParticipantTile}. */
export interface ParticipantTileProps {
  /** The name under the picture ('You' for the user's own tile). */
  label: string;
  /** Whose initials stand in for the video. */
  name: string;
  stream: MediaStream | null;
  isMuted: boolean;
  isCameraOff: boolean;
  /** How the peer connection stands; the user's own tile has none. */
  link?: PeerLink;
  /** The user's own tile: the video is silent and mirrored. */
  self?: boolean;
}

/**
 * One person of the call: their video (their initials while the camera is off or nothing has arrived), their name,
 * a visible 'Muted' when their microphone is off, and how the connection stands. The video element stays while the
 * camera is off, so the person is still heard; only the user's own video is silent.
 */
export function ParticipantTile({
  label,
  name,
  stream,
  isMuted,
  isCameraOff,
  link,
  self = false,
}: ParticipantTileProps) {
  const t = useVideoTexts();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (self) {
      // React sets the property only; the attribute makes the silence plain to the browser and to anyone inspecting.
      video.muted = true;
      video.setAttribute('muted', '');
    }
    if (video.srcObject !== stream) video.srcObject = stream;
  }, [stream, self]);

  const linkText = link === 'connecting' ? t('connecting') : link === 'failed' ? t('connectionLost') : null;
  // A stream without a picture (a refused camera: the microphone alone) shows the initials too.
  const showVideo = stream !== null && !isCameraOff && stream.getVideoTracks().length > 0;
  const accessibleName = [label, isMuted ? t('muted') : null, isCameraOff ? t('cameraIsOff') : null, linkText]
    .filter(Boolean)
    .join(', ');

  return (
    // A group named by who it is and how they are: a fieldset is for form fields, which the tile has none of.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      className="fk-video-tile"
      role="group"
      aria-label={accessibleName}
      data-fk-self={self ? 'true' : undefined}
      data-fk-link={link}
      data-fk-camera={showVideo ? 'on' : 'off'}
    >
      {stream ? (
        <video
          ref={videoRef}
          className="fk-video-tile__video"
          autoPlay
          playsInline
          muted={self}
          data-fk-mirror={self ? 'true' : undefined}
          hidden={!showVideo}
        />
      ) : null}
      {showVideo ? null : (
        <span className="fk-video-tile__avatar" aria-hidden="true">
          <Avatar name={name} size={72} />
        </span>
      )}
      {linkText ? (
        <span className="fk-video-tile__link" aria-hidden="true">
          {linkText}
        </span>
      ) : null}
      <span className="fk-video-tile__caption" aria-hidden="true">
        <span className="fk-video-tile__name">{label}</span>
        {isMuted ? <MuteIndicator /> : null}
      </span>
    </div>
  );
}
