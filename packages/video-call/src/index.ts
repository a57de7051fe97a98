/**
 * @fieldkit/video-call: video calls between the people of a company, as the `<VideoCall>` React component (the call
 * prompt, the call window with its participant panel, and the people to call) and the `<fk-video-call>` element, on
 * a framework-free model.
 */

import { VideoCall as VideoCallComponent } from './components/VideoCall';
import type { VideoCall as VideoCallModel } from './model/types';

export { CallControls } from './components/CallControls';
export { CallPrompt } from './components/CallPrompt';
export { CallTimer, type CallTimerProps } from './components/CallTimer';
export { CallWindow } from './components/CallWindow';
export { MuteIndicator } from './components/MuteIndicator';
export { ParticipantPanel } from './components/ParticipantPanel';
export { ParticipantTile, type ParticipantTileProps } from './components/ParticipantTile';
export { PeopleList } from './components/PeopleList';
export type { VideoCallProps } from './components/VideoCall';
export { VideoCallElement, type VideoCallElementProps } from './components/VideoCallElement';
export {
  useCreateVideoCall,
  useMaybeVideoCall,
  useVideoCall,
  useVideoCallState,
  useVideoTexts,
  VideoCallContext,
  type VideoT,
  videoCallWidget,
} from './hooks/widget';
export type { CallEvent, CallEventCallbacks, CallEventMap, CallRing } from './model/call-events';
export { callSeconds, formatCallTime } from './model/call-time';
export { type LocalMedia, openLocalMedia, stopMedia } from './model/local-media';
export type {
  CreateMediaTransport,
  MediaTransport,
  MediaTransportEvents,
  MediaTransportOptions,
  RemotePeer,
} from './model/mesh';
export { loadPeople } from './model/people';
export { PEOPLE_SEARCH_MIN_LENGTH, peopleToInvite } from './model/people-search';
export { OUTCOME_SHOWN_MS } from './model/ringing';
export { createRingtone, type Ringtone } from './model/ringtone';
export { type VideoTextKey, videoTexts } from './model/texts';
export type {
  CallInvitee,
  CallParticipant,
  CallPhase,
  IncomingRing,
  MediaProblem,
  OutgoingRing,
  PeerLink,
  SelfMedia,
  VideoCallState,
} from './model/types';
export { createVideoCall, type VideoCallOptions } from './model/video-call';

/** The widget: `<VideoCall>` (the component) and `VideoCall` (the model it runs on) share the name. */
export const VideoCall = VideoCallComponent;
/** One video widget's state and actions (see `createVideoCall`). */
export type VideoCall = VideoCallModel;
