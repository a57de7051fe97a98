import { useLatest } from '@fieldkit/ui';
import { useEffect } from 'react';
import { type CallEventCallbacks, callbackOf, createCallEventReader } from '../model/call-events';
import type { VideoCall } from '../model/types';

/**
 * Tells the host's callbacks what happens to the calls of `videoCall` (rung, started, ended, missed, rejected), read
 * from its store as it changes. The latest callbacks are called: a host passing new functions on every render is
 * not subscribed again.
 */
export function useCallEvents(videoCall: VideoCall, callbacks: CallEventCallbacks): void {
  const latest = useLatest(callbacks);
  useEffect(() => {
    const eventsOf = createCallEventReader();
    return videoCall.store.subscribe((state, previous) => {
      for (const event of eventsOf(previous, state)) {
        const callback = latest.current[callbackOf(event.type)] as ((detail: unknown) => void) | undefined;
        callback?.(event.detail);
      }
    });
  }, [videoCall]);
}
