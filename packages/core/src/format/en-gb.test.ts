import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatTime,
  setFormatLocale,
  weekStartsOn,
} from './en-gb';

describe('en-GB formatting through Intl: GBP with the pound sign, dd/MM/y, 24-hour time, week from Monday', () => {
  const evening = new Date(Date.UTC(2026, 2, 5, 18, 7));

  it('formats money as pounds sterling', () => {
    expect(formatCurrency(1234.5)).toBe('£1,234.50');
    expect(formatCurrency(0)).toBe('£0.00');
  });

  it('formats dates as dd/MM/yyyy', () => {
    expect(formatDate(evening, { timeZone: 'UTC' })).toBe('05/03/2026');
  });

  it('formats time in 24 hours', () => {
    expect(formatTime(evening, { timeZone: 'UTC' })).toBe('18:07');
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 5), { timeZone: 'UTC' })).toBe('00:05');
  });

  it('formats date and time together, in the time zone asked for', () => {
    expect(formatDateTime(evening, { timeZone: 'Europe/London' })).toBe('05/03/2026 18:07');
    expect(formatDateTime(Date.UTC(2026, 6, 1, 23, 30), { timeZone: 'Europe/London' })).toBe(
      '02/07/2026 00:30',
    );
  });

  it('weeks start on Monday', () => {
    expect(weekStartsOn).toBe(1);
  });
});

describe("money and dates follow the chosen language's formats; the currency stays the company's", () => {
  afterEach(() => setFormatLocale('en-GB'));
  const evening = new Date(Date.UTC(2026, 2, 5, 18, 7));
  // Intl writes a narrow no-break space between thousands and a no-break space before the sign in French.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('French writes 1 250,50 £ and Spanish 12.250,50 £: pounds sterling still, with its own sign', () => {
    setFormatLocale('fr-FR');
    expect(plain(formatCurrency(1250.5))).toBe('1 250,50 £');
    setFormatLocale('es-ES');
    expect(plain(formatCurrency(12250.5))).toBe('12.250,50 £');
  });

  it('a company in another currency keeps it in every language', () => {
    expect(plain(formatCurrency(1250.5, { locale: 'fr-FR', currency: 'EUR' }))).toBe('1 250,50 €');
  });

  it('dates and times follow the language, 24-hour time in all three', () => {
    setFormatLocale('fr-FR');
    expect(formatDateTime(evening, { timeZone: 'UTC' })).toBe('05/03/2026 18:07');
    expect(formatDate(evening, { timeZone: 'UTC', locale: 'es-ES' })).toBe('05/03/2026');
  });

  it('an unknown language tag keeps en-GB', () => {
    setFormatLocale('not a tag!');
    expect(formatCurrency(1234.5)).toBe('£1,234.50');
  });
});
