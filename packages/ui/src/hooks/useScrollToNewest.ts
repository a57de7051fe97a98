import { type RefObject, useEffect, useRef } from 'react';

/** Longest a smooth scroll is waited for where the browser has no `scrollend` event. */
const SMOOTH_SCROLL_MAX_MS = 1000;
/** A scroll this soon after the user's wheel, touch, pointer or key is taken as theirs. */
const USER_SCROLL_MS = 1000;
/** A scroll this soon after the window was resized (a phone's keyboard, a full-page screenshot) is the resize's. */
const RESIZE_SCROLL_MS = 250;

/** What {@link useScrollToNewest} tells the scroll listener. */
export interface ScrollToNewest {
  /** True while the animated scroll to the newest entry runs: its scroll events are not the user's. */
  animating: RefObject<boolean>;
  /** Whether the user touched the list (wheel, touch, pointer, key) just now: a scroll then is theirs. */
  userScrolled(): boolean;
  /** Whether the window was resized just now: a scroll then is the browser's, not the user's. */
  resized(): boolean;
}

/**
 * Follows the newest entry while the list is at its bottom: an animated scroll to the bottom `delayMs` after the
 * last row changes, and the bottom kept when an image of the list finishes loading (a preview grows after it is
 * shown). Tells the scroll listener when the animation runs and when the user touched the list: the other scroll
 * events are not the user's, so they must not decide whether the list follows the newest entry.
 */
export function useScrollToNewest(
  scroller: RefObject<HTMLElement | null>,
  atBottom: RefObject<boolean>,
  newest: string | number | undefined,
  delayMs: number,
): ScrollToNewest {
  const animating = useRef(false);
  const lastInput = useRef(Number.NEGATIVE_INFINITY);
  const lastResize = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (newest === undefined) return;
    let done: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      const box = scroller.current;
      if (!box || !atBottom.current) return;
      animating.current = true;
      box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
      done = setTimeout(() => box.dispatchEvent(new Event('scrollend')), SMOOTH_SCROLL_MAX_MS);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(done);
    };
  }, [newest, scroller, atBottom, delayMs]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const keepBottom = () => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    };
    // The animation aimed at the bottom it saw when it started: content that grew meanwhile is caught up with.
    const ended = () => {
      if (!animating.current) return;
      animating.current = false;
      keepBottom();
    };
    // The user scrolling during the animation takes over: their scroll decides again.
    const takeOver = () => {
      animating.current = false;
      lastInput.current = performance.now();
    };
    const userInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    // A resized window can move the list's scroll (Chromium moved it 350 px up for a full-page screenshot's resize):
    // that scroll is the browser's. It comes just after the window's resize event.
    const onResize = () => {
      lastResize.current = performance.now();
    };
    const view = box.ownerDocument.defaultView;
    view?.addEventListener('resize', onResize);
    // Load events do not bubble (React does not pass them to a div either): caught on their way down.
    box.addEventListener('load', keepBottom, true);
    box.addEventListener('scrollend', ended);
    for (const type of userInput) box.addEventListener(type, takeOver, { passive: true });
    return () => {
      box.removeEventListener('load', keepBottom, true);
      box.removeEventListener('scrollend', ended);
      for (const type of userInput) box.removeEventListener(type, takeOver);
      view?.removeEventListener('resize', onResize);
    };
  }, [scroller, atBottom]);

  return {
    animating,
    userScrolled: () => performance.now() - lastInput.current < USER_SCROLL_MS,
    resized: () => performance.now() - lastResize.current < RESIZE_SCROLL_MS,
  };
}
