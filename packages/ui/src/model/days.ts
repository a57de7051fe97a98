import { formatDate } from '@fieldkit/core';

/** The calendar day of a moment, in local time, as a sortable key (`2026-11-22`). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A date separator ('Today', 'Yesterday' or the date) before the first entry of each day: display type 0. */
export interface DateSeparator {
  type: 0;
  /** The day's {@link dayKey}. */
  key: string;
  /** The day, told apart when it is today or yesterday. */
  day: 'today' | 'yesterday' | 'other';
  /** The day as a short date. */
  text: string;
}

/** An entry of a log: display type 1. */
export interface DatedEntry<T> {
  type: 1;
  item: T;
}

/** A row of a log with date separators. */
export type DatedRow<T> = DateSeparator | DatedEntry<T>;

/** Entries in order, with a date separator before the first entry of each day. */
export function withDateSeparators<T>(
  items: readonly T[],
  dateOf: (item: T) => Date,
  now: Date = new Date(),
): Array<DatedRow<T>> {
  const rows: Array<DatedRow<T>> = [];
  let last = '';
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  for (const item of items) {
    const date = dateOf(item);
    const key = dayKey(date);
    if (key !== last) {
      const day = key === today ? 'today' : key === yesterday ? 'yesterday' : 'other';
      rows.push({ type: 0, key, day, text: formatDate(date) });
      last = key;
    }
    rows.push({ type: 1, item });
  }
  return rows;
}
