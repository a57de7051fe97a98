import { createWidgetContext } from '@fieldkit/ui';
import type { VideoCall } from '../model/types';

const videoCall = createWidgetContext<VideoCall>('useVideoCall', 'VideoCall');

/** The video call of the nearest widget. */
export const VideoCallContext = videoCall.Context;
/** The video call of the nearest `<VideoCall>`; throws outside one. */
export const useVideoCall = videoCall.useModel;
/** The video call of the nearest `<VideoCall>`, or undefined outside one. */
export const useMaybeVideoCall = videoCall.useMaybeModel;
