import { Icon, Popover, useTranslation } from '@fieldkit/ui';
import { PeopleList, useVideoCallState, VideoCall } from '@fieldkit/video-call';
import { useEffect, useState } from 'react';
import '@fieldkit/video-call/styles.css';

/**
 * The top bar's video button: the people to call, shown when the company has video calls on. The list closes once
 * a call rings (either way): it would stay open over the prompt and the call window.
 */
function PeopleButton() {
  const { t } = useTranslation('shell');
  const enabled = useVideoCallState((s) => s.enabled === true);
  const phase = useVideoCallState((s) => s.phase);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (phase !== 'idle') setOpen(false);
  }, [phase]);
  if (!enabled) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('video.people')}
      placement="bottom-end"
      trigger={
        <button type="button" className="fk-shell-topbar-icon" aria-label={t('video.open')}>
          <Icon name="camera" />
        </button>
      }
    >
      <PeopleList />
    </Popover>
  );
}

/**
 * The top bar's video call button with the people to call, and the ring prompt and call window, which show wherever
 * the user is in the app. One video widget per signed-in frame: it starts with the frame and is disposed with it.
 * The chat's 'Video call' button reaches it through the core event bus.
 */
export default function VideoSlot() {
  return (
    <VideoCall>
      <PeopleButton />
    </VideoCall>
  );
}
