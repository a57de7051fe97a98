/** The locale Fieldkit formats in by default (the spec's English (United Kingdom)). */
export const LOCALE = 'en-GB';

let current = LOCALE;

/**
 * Formats in a language's conventions from now on (1 250,50 £ and 27/11/2026 in French): the app calls it with the
 * chosen language at start and on every switch. The currency does not follow the language: it stays the company's.
 * An unknown tag keeps en-GB.
 */
export function setFormatLocale(locale: string): void {
  try {
    current = Intl.getCanonicalLocales(locale)[0] ?? LOCALE;
  } catch {
    current = LOCALE;
  }
}

/** Weeks start on Monday (0 = Sunday, 1 = Monday). */
export const weekStartsOn = 1;

/** Options shared by the formatters: the time zone to show dates in (the browser's when absent). */
export interface FormatOptions {
  timeZone?: string;
  /** The language's conventions to follow; the one set with `setFormatLocale` (en-GB unless set) when absent. */
  locale?: string;
}

/** Options of `formatCurrency`. */
export interface CurrencyOptions {
  /** The language's conventions to follow; the one set with `setFormatLocale` when absent. */
  locale?: string;
  /** ISO 4217 code of the company's currency; GBP when absent. */
  currency?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions, given: FormatOptions) {
  const { timeZone } = given;
  const locale = given.locale ?? current;
  const id = `${key}|${timeZone ?? ''}|${locale}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    cache.set(id, format);
  }
  return format;
}

const money = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the company's currency (pounds sterling unless told), written the language's way:
 * `formatCurrency(1234.5)` is '£1,234.50' in en-GB, '1 250,50 £' for 1250.5 in fr-FR.
 */
export function formatCurrency(amount: number, options: CurrencyOptions = {}): string {
  const locale = options.locale ?? current;
  // The company's currency, pounds sterling by default (spec section 1), whatever the language.
  const currency = options.currency ?? 'GBP';
  const id = `${locale}|${currency}`;
  let format = money.get(id);
  if (!format) {
    // The narrow sign: French would otherwise write '£GB'.
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    money.set(id, format);
  }
  return format.format(amount);
}

/** Day, month, year as dd/MM/yyyy. */
export function formatDate(date: Date | number, options: FormatOptions = {}): string {
  return dateTimeFormat('date', { day: '2-digit', month: '2-digit', year: 'numeric' }, options).format(date);
}

/** 24-hour time as HH:mm. */
export function formatTime(date: Date | number, options: FormatOptions = {}): string {
  return dateTimeFormat('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, options).format(
    date,
  );
}

/** Date and 24-hour time as dd/MM/yyyy HH:mm. */
export function formatDateTime(date: Date | number, options: FormatOptions = {}): string {
  return `${formatDate(date, options)} ${formatTime(date, options)}`;
}
