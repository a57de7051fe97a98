import { STANDARD_WORK_DAY_MINUTES } from '@fieldkit/core/contract';

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

const trimmed = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A duration as the printout shows it (spec section 9): minutes under an hour ('45 mins'), hours under 24 hours
 * ('2.5 hrs'), and from 24 hours on in work days of `dayMinutes` (480 unless multi-day scheduling sets another):
 * 1,920 minutes are '4 days' of 8 hours.
 */
export function formatDuration(minutes: number, dayMinutes = STANDARD_WORK_DAY_MINUTES): string {
  const total = Math.max(0, minutes);
  if (total < 60) return `${trimmed(total)} mins`;
  if (total < 24 * 60) {
    const hours = total / 60;
    return `${trimmed(hours)} ${hours === 1 ? 'hr' : 'hrs'}`;
  }
  const days = total / dayMinutes;
  return `${trimmed(days)} ${days === 1 ? 'day' : 'days'}`;
}
