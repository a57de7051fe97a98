import { createContext, useContext } from 'react';
import type { VideoCall } from '../model/types';

/** The video call of the nearest widget. */
export const VideoCallContext = createContext<VideoCall | null>(null);

/** The video call of the nearest `<VideoCall>`; throws outside one. */
export function useVideoCall(): VideoCall {
  const videoCall = useContext(VideoCallContext);
  if (!videoCall) throw new Error('useVideoCall: no VideoCall above this component.');
  return videoCall;
}
