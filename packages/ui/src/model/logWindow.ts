/** What identifies an entry of a log: its React key, and how the log finds it again to keep its place. */
export type LogKey = string | number;

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

/**
 * The end key of a window that ends before index `end`: the key of the entry there, or null when that is the newest
 * entry or past it (the window then follows new entries).
 */
export function windowEndKey<T>(items: readonly T[], keyOf: (item: T) => LogKey, end: number): LogKey | null {
  const last = items[end - 1];
  return end >= items.length || last === undefined ? null : keyOf(last);
}
