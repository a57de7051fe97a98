import { lazy } from 'react';
import { DeferredSlot } from './deferred-slot';
import type { TopBarItem } from './top-bar-items';

const VideoSlot = lazy(() => import('./VideoSlot'));

/** The video call slot of the top bar, filled by @fieldkit/video-call once the frame has painted. */
export function VideoCallSlot() {
  return <DeferredSlot slot={VideoSlot} />;
}

/**
 * The video call's top-bar item: the people to call, the ring prompt and the call window. Always there (a ring can
 * come any time); the button shows only when the company has video calls on (the provider's enabled flag).
 */
export const videoTopBarItem: TopBarItem = {
  id: 'video',
  order: 25,
  shownWhen: [],
  namespace: 'video',
  component: VideoCallSlot,
};
