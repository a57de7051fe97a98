import { formatDate, formatTime } from '@fieldkit/core';

/** The calendar day of a moment, in local time, as a sortable key. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Whether `date` falls on the day before `now`. */
function isYesterday(date: Date, now: Date): boolean {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return dayKey(date) === dayKey(yesterday);
}

/** How a conversation's last-message time reads: the time if today, 'Yesterday', otherwise a short date. */
export type LastMessageTime =
  | { kind: 'time'; text: string }
  | { kind: 'yesterday' }
  | { kind: 'date'; text: string };

/** The last-message time of a recent-chats row. */
export function lastMessageTime(date: Date, now: Date = new Date()): LastMessageTime {
  if (dayKey(date) === dayKey(now)) return { kind: 'time', text: formatTime(date) };
  if (isYesterday(date, now)) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(date) };
}

/** A date separator ('Today' or the date) before the first message of each day: display type 0. */
export interface DateSeparator {
  type: 0;
  key: string;
  today: boolean;
  text: string;
}

/** A message in the list: display type 1. */
export interface MessageRow<M> {
  type: 1;
  message: M;
}

/** Messages in order with a date separator before the first message of each day. */
export function withDateSeparators<M>(
  messages: readonly M[],
  dateOf: (message: M) => Date,
  now: Date = new Date(),
): Array<DateSeparator | MessageRow<M>> {
  const rows: Array<DateSeparator | MessageRow<M>> = [];
  let last = '';
  const today = dayKey(now);
  for (const message of messages) {
    const date = dateOf(message);
    const key = dayKey(date);
    if (key !== last) {
      rows.push({ type: 0, key, today: key === today, text: formatDate(date) });
      last = key;
    }
    rows.push({ type: 1, message });
  }
  return rows;
}
