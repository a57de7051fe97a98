import { useStoreState } from '@fieldkit/ui';
import type { VideoCallState } from '../model/types';
import { useVideoCall } from './VideoCallContext';

/** A slice of the nearest widget's state; re-renders when the slice changes. */
export function useVideoCallState<T>(selector: (state: VideoCallState) => T): T {
  return useStoreState(useVideoCall().store, selector);
}
