import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type LogKey, logWindow, windowEndKey } from '../model/logWindow';
import { useAwayFromNewest } from './useAwayFromNewest';
import { useScrollAnchor } from './useScrollAnchor';
import { useScrollToNewest } from './useScrollToNewest';

/** The attribute each rendered entry carries (its key): the log finds its first entry by it to keep its place. */
export const LOG_KEY_ATTRIBUTE = 'data-fk-log-key';

/** Distance from an end, in pixels, that counts as reaching it. */
const EDGE = 48;

/** Options of {@link useWindowedLog}. */
export interface WindowedLogOptions<T, P = T> {
  /** The entries in memory, oldest first. */
  items: readonly T[];
  /**
   * Entries after the newest of `items` that are not stored yet (an outbox's, of their own type), shown while the
   * log follows the newest.
   */
  pending?: readonly P[] | undefined;
  /** A stable key per entry, pending ones included. */
  keyOf: (entry: T | P) => LogKey;
  /** The server may have entries older than the first in memory (a live collection's `hasOlder`). */
  hasOlder: boolean;
  /** An older page is on its way (a live collection's `loadingOlder`). */
  loadingOlder: boolean;
  /** Asks for the page before the oldest entry; called when the top is reached with no older entry in memory. */
  onLoadOlder: () => void;
  /** At most this many entries are in the DOM; scrolling moves the window (long logs stay light). 120 by default. */
  maxRendered?: number | undefined;
  /** How far the window moves per step at either end. 30 by default. */
  step?: number | undefined;
  /** How long after the newest entry changes the animated scroll to the bottom runs. 300 ms by default. */
  followDelayMs?: number | undefined;
  /** Told when the newest entry goes out of view (true) and comes back into it (false). */
  onAwayChange?: ((away: boolean) => void) | undefined;
}

/** What {@link useWindowedLog} gives the element that scrolls. */
export interface WindowedLogView<T, P = T> {
  /** The scrolling element's ref. */
  scroller: RefObject<HTMLDivElement | null>;
  /** The entries to render, oldest first (the pending ones last while the log follows the newest). */
  shown: ReadonlyArray<T | P>;
  /** The scrolling element's scroll listener. */
  onScroll: () => void;
  /** The scrolling element's key listener: End goes to the newest entry, whatever is in memory or rendered. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Whether the newest entry is out of view (the user scrolled away from it). */
  away: boolean;
  /** How many entries arrived since the view left the newest. */
  newBelow: number;
  /** Brings the view to the newest entry and follows new ones again. */
  jumpToLatest: () => void;
}

/**
 * A long log rendered through a window: reaching the top shows older entries, loading the page before the oldest
 * when none are left in memory, and reaching the bottom newer ones; the view keeps its place when entries are put
 * before it, and follows the newest entry while it is at the bottom.
 */
export function useWindowedLog<T, P = T>({
  items,
  pending,
  keyOf,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  maxRendered = 120,
  step = 30,
  followDelayMs = 300,
  onAwayChange,
}: WindowedLogOptions<T, P>): WindowedLogView<T, P> {
  const scroller = useRef<HTMLDivElement>(null);
  // The key of the last rendered entry, or null to follow the newest.
  const [endKey, setEndKey] = useState<LogKey | null>(null);
  // The first shown entry and its distance from the top of the view, to put it back there after a render.
  const { anchor, remember: rememberAnchor } = useScrollAnchor(scroller, LOG_KEY_ATTRIBUTE);
  const atBottom = useRef(true);
  // Set from asking for an older page until it has rendered.
  const askedOlder = useRef(false);
  // Whether the newest entry is out of view, and how many came since it left.
  const newestView = useAwayFromNewest(items, keyOf, onAwayChange);
  const { away, setAway } = newestView;

  const { start, end } = logWindow(items, keyOf, endKey, maxRendered);
  // The window ends at the newest entry: new entries and the pending ones show as they come.
  const following = end === items.length;
  const slice = items.slice(start, end);
  const shown: ReadonlyArray<T | P> = following && pending?.length ? [...slice, ...pending] : slice;
  const newest = shown.at(-1);
  // The content's height when the view was last put at the bottom, or last scrolled.
  const seenHeight = useRef(0);
  const { animating, userScrolled, resized } = useScrollToNewest(
    scroller,
    atBottom,
    newest === undefined ? undefined : keyOf(newest),
    followDelayMs,
  );

  const jumpToLatest = () => {
    atBottom.current = true;
    newestView.back();
    anchor.current = null;
    setAway(false);
    setEndKey(null);
    // Already following with nothing to change: the view goes down now.
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  };

  useJumpOnNewPending(pending?.length ?? 0, jumpToLatest);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (askedOlder.current && !loadingOlder) {
      askedOlder.current = false;
      // An older page arrived while the window was full: move the window's start to the oldest entry so the page
      // shows (following the newest would keep it out of view); the anchor is put back after that render.
      if (start > 0) {
        setEndKey(windowEndKey(items, keyOf, maxRendered));
        return;
      }
    }
    const saved = anchor.current;
    // Kept while the older page loads: the 'loading' line renders first, the page later.
    if (saved && !askedOlder.current) anchor.current = null;
    if (atBottom.current) {
      // Following the newest wins: a log a little taller than the view is at its top and its bottom at once, and a
      // new entry (or a preview growing) must not be held where the older page was asked for.
      box.scrollTop = box.scrollHeight;
      seenHeight.current = box.scrollHeight;
    } else if (saved?.entry.isConnected) {
      box.scrollTop = saved.entry.offsetTop - saved.offset;
    }
  });

  const onScroll = () => {
    const box = scroller.current;
    // The animated scroll to the newest entry passes through positions the user did not choose.
    if (!box || animating.current) return;
    // Content that changed height after the view was put at the bottom (a preview swapped in for its placeholder, and
    // the browser clamping the scroll to the shorter content meanwhile), or a resized window, moved the view, not the
    // user: still following.
    if (atBottom.current && (box.scrollHeight !== seenHeight.current || resized()) && !userScrolled()) {
      box.scrollTop = box.scrollHeight;
      seenHeight.current = box.scrollHeight;
      return;
    }
    seenHeight.current = box.scrollHeight;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < EDGE && following;
    if (atBottom.current) newestView.back();
    else newestView.leave(items.at(-1));
    if (away === atBottom.current) setAway(!atBottom.current);
    if (box.scrollTop < EDGE) {
      if (start > 0) {
        rememberAnchor();
        // Never fewer than maxRendered entries shown.
        setEndKey(windowEndKey(items, keyOf, Math.max(maxRendered, end - step)));
      } else if (hasOlder && !loadingOlder) {
        rememberAnchor();
        askedOlder.current = true;
        onLoadOlder();
      }
    } else if (!following && box.scrollHeight - box.scrollTop - box.clientHeight < EDGE) {
      rememberAnchor('last');
      setEndKey(windowEndKey(items, keyOf, end + step));
    }
  };

  const onKeyDown = endJumps(away, jumpToLatest);
  return { scroller, shown, onScroll, onKeyDown, away, newBelow: newestView.newBelow, jumpToLatest };
}

/** End pressed on the scroller itself goes to the newest entry while the view is away from it. */
function endJumps(away: boolean, jumpToLatest: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'End' || event.target !== event.currentTarget || !away) return;
    event.preventDefault();
    jumpToLatest();
  };
}

/** A pending entry is the user's own (an outbox's message): when one is added the view goes to it, wherever it was. */
function useJumpOnNewPending(pendingCount: number, jumpToLatest: () => void) {
  const pendingBefore = useRef(pendingCount);
  useLayoutEffect(() => {
    if (pendingCount > pendingBefore.current) jumpToLatest();
    pendingBefore.current = pendingCount;
  });
}
