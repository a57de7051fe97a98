/** The report's date range: local calendar days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A day range as the instants the server compares: from the start of `from` to the start of the day after `to`, in
 * the browser's time zone; a day left empty (or not a date) leaves that end open.
 */
export function rangeInstants(range: DayRange): { FromDate?: string; ToDate?: string } {
  const start = new Date(`${range.from}T00:00:00`);
  const end = new Date(`${range.to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return {
    ...(Number.isNaN(start.getTime()) ? {} : { FromDate: start.toISOString() }),
    ...(Number.isNaN(end.getTime()) ? {} : { ToDate: end.toISOString() }),
  };
}

/** The last `days` days up to today, as the report opens (setting 65, the default date range). */
export function lastDays(days: number, today = new Date()): DayRange {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const from = new Date(today);
  from.setDate(from.getDate() - days);
  return { from: day(from), to: day(today) };
}
