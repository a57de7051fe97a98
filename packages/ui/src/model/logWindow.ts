/** What identifies an entry of a log: its React key, and how the log finds it again to keep its place. */
export type LogKey = string | number;

/** Whether entries older than the first one in memory can still be loaded. */
export type OlderStatus = 'idle' | 'loading' | 'done';

/** The rendered slice of a log's entries: from `start` (included) to `end` (excluded). */
export interface LogWindow {
  start: number;
  end: number;
}

/**
 * The slice rendered when the window ends after the entry keyed `endKey`, or at the newest entry when `endKey` is
 * null or names an entry that is gone; at most `max` entries.
 */
export function logWindow<T>(
  items: readonly T[],
  keyOf: (item: T) => LogKey,
  endKey: LogKey | null,
  max: number,
): LogWindow {
  const found = endKey === null ? -1 : items.findIndex((item) => keyOf(item) === endKey);
  const end = found < 0 ? items.length : found + 1;
  return { start: Math.max(0, end - max), end };
}

/** The key of the entry that ends the window, or null for the newest (the window then follows new entries). */
function endKeyAt<T>(items: readonly T[], keyOf: (item: T) => LogKey, end: number): LogKey | null {
  const last = items[end - 1];
  return end >= items.length || last === undefined ? null : keyOf(last);
}

/** Where the window ends after moving `step` entries towards the oldest (never fewer than `max` entries shown). */
export function olderEnd<T>(
  items: readonly T[],
  keyOf: (item: T) => LogKey,
  window: LogWindow,
  max: number,
  step: number,
): LogKey | null {
  return endKeyAt(items, keyOf, Math.max(max, window.end - step));
}

/** Where the window ends after moving `step` entries towards the newest. */
export function newerEnd<T>(
  items: readonly T[],
  keyOf: (item: T) => LogKey,
  window: LogWindow,
  step: number,
): LogKey | null {
  return endKeyAt(items, keyOf, window.end + step);
}

/** Where the window ends to show the oldest entries (an older page just arrived). */
export function oldestEnd<T>(items: readonly T[], keyOf: (item: T) => LogKey, max: number): LogKey | null {
  return endKeyAt(items, keyOf, Math.min(max, items.length));
}
