/**
 * @fieldkit/video-call: video calls that ring like a phone, as React components and the `<fk-video-call>` element,
 * on a framework-free model: the hub's rings and rooms, and WebRTC between the windows of a call.
 */

export { type LocalMedia, openLocalMedia, stopMedia } from './model/local-media';
export type {
  CreateMediaTransport,
  MediaTransport,
  MediaTransportEvents,
  MediaTransportOptions,
  RemotePeer,
} from './model/mesh';
export { loadPeople } from './model/people';
export { createRingtone, type Ringtone } from './model/ringtone';
export { type VideoTextKey, videoTexts } from './model/texts';
export type * from './model/types';
export { createVideoCall, OUTCOME_SHOWN_MS, type VideoCallOptions } from './model/video-call';
