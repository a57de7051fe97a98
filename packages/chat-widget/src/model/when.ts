import { formatDate, formatTime } from '@fieldkit/core';
import { dayKey } from '@fieldkit/ui';

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
