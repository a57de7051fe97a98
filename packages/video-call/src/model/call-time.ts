const two = (n: number) => String(n).padStart(2, '0');

/** A call's length as the timer shows it: mm:ss, and hh:mm:ss from an hour on. */
export function formatCallTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Whole seconds from `startedAt` to `now` (ms since the epoch), never below 0. */
export function callSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
