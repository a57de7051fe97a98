import { applyTheme, Notices } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import { VideoCall } from '../components/VideoCall';
import type { VideoCallState } from '../model/types';
import { stillFrame } from './still-frame';
import { storyVideoCall } from './story-video-call';

/** Props of {@link StoryVideoCallWidget}. */
export interface StoryVideoCallWidgetProps {
  /** The widget's state laid over an idle one. */
  state?: Partial<VideoCallState>;
  /** Shows the people to call. */
  showPeople?: boolean;
  /** Gives the user and every participant a still picture for a camera (else their initials show). */
  video?: boolean;
  /** ThemeId applied to the widget's container. */
  themeId?: number;
}

/** The video widget on a stand-in model in a given state; cameras are still pictures, never the real camera. */
export function StoryVideoCallWidget({
  state = {},
  showPeople = false,
  video = true,
  themeId,
}: StoryVideoCallWidgetProps) {
  const [videoCall] = useState(() => {
    const filmed: Partial<VideoCallState> = { ...state };
    if (video && state.participants)
      filmed.participants = state.participants.map((person, index) => ({
        ...person,
        stream: person.link === 'connecting' ? null : stillFrame(200 + index * 55),
      }));
    if (video && state.self && !state.self.problem) filmed.self = { ...state.self, stream: stillFrame(20) };
    return storyVideoCall(filmed);
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (themeId && box.current) applyTheme(box.current, themeId);
  }, [themeId]);
  return (
    <div ref={box} className="fk-root" style={{ minHeight: 560 }}>
      <p style={{ maxWidth: 520, color: 'var(--fk-color-text-muted)' }}>
        Work order WO-1002, job 5003: boiler pump replacement at 14 Mill Lane. The page goes on under the
        call.
      </p>
      <VideoCall videoCall={videoCall} showPeople={showPeople} />
      <Notices />
    </div>
  );
}
