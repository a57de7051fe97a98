/** The locale Fieldkit formats in. */
export const LOCALE = 'en-GB';

/** Weeks start on Monday (0 = Sunday, 1 = Monday). */
export const weekStartsOn = 1;

/** Options shared by the formatters: the time zone to show dates in (the browser's when absent). */
export interface FormatOptions {
  timeZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const id = `${key}|${timeZone ?? ''}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, ...(timeZone ? { timeZone } : {}) });
    cache.set(id, format);
  }
  return format;
}

const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'GBP' });

/** Pounds sterling with the pound sign: `formatCurrency(1234.5)` is '£1,234.50'. */
export function formatCurrency(amount: number): string {
  return currency.format(amount);
}

/** Day, month, year as dd/MM/yyyy. */
export function formatDate(date: Date | number, options: FormatOptions = {}): string {
  return dateTimeFormat(
    'date',
    { day: '2-digit', month: '2-digit', year: 'numeric' },
    options.timeZone,
  ).format(date);
}

/** 24-hour time as HH:mm. */
export function formatTime(date: Date | number, options: FormatOptions = {}): string {
  return dateTimeFormat(
    'time',
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    options.timeZone,
  ).format(date);
}

/** Date and 24-hour time as dd/MM/yyyy HH:mm. */
export function formatDateTime(date: Date | number, options: FormatOptions = {}): string {
  return `${formatDate(date, options)} ${formatTime(date, options)}`;
}
