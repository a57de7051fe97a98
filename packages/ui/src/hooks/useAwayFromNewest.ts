import { useRef, useState } from 'react';
import type { LogKey } from '../model/logWindow';

/**
 * Whether a log's view is away from its newest entry, and how many entries arrived since it left: `leave(newest)`
 * when the view scrolls off the newest entry (the first call names it), `back()` when it returns.
 */
export function useAwayFromNewest<T>(
  items: readonly T[],
  keyOf: (entry: T) => LogKey,
  onAwayChange?: ((away: boolean) => void) | undefined,
) {
  const [away, setAwayState] = useState(false);
  // The newest entry when the view left it.
  const newestWhenLeft = useRef<LogKey | null>(null);
  const setAway = (now: boolean) => {
    setAwayState(now);
    onAwayChange?.(now);
  };
  const leftAt =
    newestWhenLeft.current === null ? -1 : items.findIndex((e) => keyOf(e) === newestWhenLeft.current);
  return {
    away,
    setAway,
    /** How many entries arrived since the view left the newest. */
    newBelow: away && leftAt >= 0 ? items.length - 1 - leftAt : 0,
    /** The view is off the newest entry: the first call since it was there remembers which it was. */
    leave(newest: T | undefined) {
      newestWhenLeft.current ??= newest === undefined ? null : keyOf(newest);
    },
    /** The view is at the newest entry again. */
    back() {
      newestWhenLeft.current = null;
    },
  };
}
