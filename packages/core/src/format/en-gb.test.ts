import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatTime, weekStartsOn } from './en-gb';

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
