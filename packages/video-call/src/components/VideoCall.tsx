import { useFieldkit, useStoreState } from '@fieldkit/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useCallEvents } from '../hooks/useCallEvents';
import { useCallKeys } from '../hooks/useCallKeys';
import { useCreateVideoCall, VideoCallContext } from '../hooks/widget';
import type { CallEventCallbacks } from '../model/call-events';
import type { VideoCall as VideoCallModel } from '../model/types';
import { CallPrompt } from './CallPrompt';
import { CallWindow } from './CallWindow';
import { PeopleList } from './PeopleList';

/** Props of {@link VideoCall}: its model, and the call's events as callbacks (`onCallIncoming`, …). */
export interface VideoCallProps extends CallEventCallbacks {
  /** A video call the host made with `createVideoCall` (to ring from elsewhere); one is made when absent. */
  videoCall?: VideoCallModel;
  /** Shows the company's people, each with a button that rings them. */
  showPeople?: boolean;
  /**
   * The host's own parts that read this widget's model (`useVideoCall`), rendered first inside its provider: the shell's people button.
   */
  children?: ReactNode;
}

/**
 * Video calls for the signed-in user: the prompt while a call rings (either way), the call window during a call, and,
 * when asked, the people to call. When a call is over the focus goes back to where it was before it rang. The host
 * hears each call rung, started, ended, missed or rejected through the `onCall…` callbacks.
 */
export function VideoCall({ videoCall: given, showPeople = false, children, ...callbacks }: VideoCallProps) {
  const videoCall = useCreateVideoCall(useFieldkit(), given);
  useCallEvents(videoCall, callbacks);
  const phase = useStoreState(videoCall.store, (s) => s.phase);
  const rootRef = useRef<HTMLDivElement>(null);
  useCallKeys(videoCall, rootRef);

  // Followed on the store itself, so the element is read before the prompt or the window takes the focus.
  useEffect(() => {
    let returnFocus: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = videoCall.store.subscribe((state, previous) => {
      const root = rootRef.current;
      if (!root || state.phase === previous.phase) return;
      const active = (root.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
      if (previous.phase === 'idle') {
        // Read before the prompt renders, so it is never one of the call's own elements.
        returnFocus = active;
        return;
      }
      if (state.phase !== 'idle') return;
      const back = returnFocus;
      returnFocus = null;
      // After the call's own elements have gone: only a focus they took with them is given back.
      timer = setTimeout(() => {
        const now = (root.getRootNode() as Document | ShadowRoot).activeElement;
        if (back?.isConnected && (!now || now === root.ownerDocument.body)) back.focus();
      });
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [videoCall]);

  return (
    <VideoCallContext.Provider value={videoCall}>
      <div ref={rootRef} className="fk-video-call" data-fk-widget="video">
        {children}
        {showPeople ? <PeopleList /> : null}
        {phase === 'incoming' || phase === 'outgoing' ? <CallPrompt /> : null}
        {phase === 'inCall' ? <CallWindow /> : null}
      </div>
    </VideoCallContext.Provider>
  );
}
