import { STANDARD_WORK_DAY_MINUTES } from '@fieldkit/core/contract';
import { type JobPrintT, textsIn } from './print-texts';

/** The job detail's HourAndMinutes (spec section 3): 'N hr M mins' from its hours and minutes. */
export function hourAndMinutes(hours: number, minutes: number): string {
  const total = Math.max(0, Math.round(hours * 60 + minutes));
  return `${Math.floor(total / 60)} hr ${total % 60} mins`;
}

/** The length of a work day in minutes: the company's multi-day preference when it sets one, else 480. */
export function workDayMinutes(preference?: {
  IsMultiDayScheduling: boolean;
  WorkDayMinutes: number;
}): number {
  return preference?.IsMultiDayScheduling && preference.WorkDayMinutes > 0
    ? preference.WorkDayMinutes
    : STANDARD_WORK_DAY_MINUTES;
}

/**
 * A duration as the printout shows it (spec section 9), in its language's words (`t`, English by default): minutes
 * under an hour ('45 mins'), hours under 24 hours ('2.5 hrs'; '2,5 h' in French), and from 24 hours on in work days
 * of `dayMinutes` (480 unless multi-day scheduling sets another): 1,920 minutes are '4 days' of 8 hours.
 */
export function formatDuration(
  minutes: number,
  dayMinutes = STANDARD_WORK_DAY_MINUTES,
  t: JobPrintT = textsIn('en-GB'),
): string {
  const value = (amount: number) =>
    String(Math.round(amount * 100) / 100).replace('.', t('decimalSeparator'));
  const total = Math.max(0, minutes);
  if (total < 60) return t('durationMinutes', { value: value(total) });
  if (total < 24 * 60) {
    const hours = total / 60;
    return t(hours === 1 ? 'durationHour' : 'durationHours', { value: value(hours) });
  }
  const days = total / dayMinutes;
  return t(days === 1 ? 'durationDay' : 'durationDays', { value: value(days) });
}
