import { focusableIn, focusedElement } from '@fieldkit/ui';
import { type RefObject, useEffect } from 'react';
import { type CallKey, callKeyOf } from '../model/call-keys';
import type { VideoCall } from '../model/types';

/** What a call's key does in the call's present state; undefined where it does nothing. */
function actionOf(videoCall: VideoCall, key: Exclude<CallKey, 'goToCall'>): (() => void) | undefined {
  const { phase, outgoing } = videoCall.store.getState();
  if (key === 'accept' && phase === 'incoming') return () => void videoCall.accept();
  if (key === 'decline' && phase === 'incoming') return () => void videoCall.reject();
  if (key === 'decline' && phase === 'outgoing' && outgoing?.status === 'ringing')
    return () => void videoCall.disconnect();
  if (key === 'mute' && phase === 'inCall') return () => videoCall.toggleMute();
  return undefined;
}

/**
 * The call's keys (CALL_KEYS) on the whole page while a call rings or goes on: accept, decline, mute, and the key that
 * takes the focus to the prompt or the call window. A ring never takes the focus itself (the user may be typing):
 * from the prompt, Escape takes it back to where it was.
 */
export function useCallKeys(videoCall: VideoCall, rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const doc = root.ownerDocument;
    let cameFrom: HTMLElement | null = null;
    const focused = () => focusedElement(doc);
    // Where the focus was when the ring began: where Escape in the prompt goes when the user tabbed into it.
    const unsubscribe = videoCall.store.subscribe((state, previous) => {
      if (previous.phase === 'idle' && state.phase !== 'idle') cameFrom = focused();
      if (state.phase === 'idle') cameFrom = null;
    });
    const callPart = () => root.querySelector<HTMLElement>('[part="prompt"], [part="window"]');

    const onKeyDown = (event: KeyboardEvent) => {
      const { phase } = videoCall.store.getState();
      if (phase === 'idle' || event.defaultPrevented) return;
      const part = callPart();
      const inPart = !!part && event.composedPath().includes(part);
      if (event.key === 'Escape' && inPart && part?.getAttribute('part') === 'prompt') {
        event.preventDefault();
        event.stopPropagation();
        if (cameFrom?.isConnected) cameFrom.focus();
        else focused()?.blur();
        return;
      }
      const key = callKeyOf(event);
      if (!key) return;
      if (key === 'goToCall') {
        if (!part) return;
        event.preventDefault();
        if (!inPart) cameFrom = focused();
        (focusableIn(part)[0] ?? part).focus();
        return;
      }
      const action = actionOf(videoCall, key);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => {
      unsubscribe();
      doc.removeEventListener('keydown', onKeyDown, true);
    };
  }, [videoCall, rootRef]);
}
