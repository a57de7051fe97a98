import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money as the printout shows it', () => {
  it('two decimals and the pound sign, thousands grouped', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-5)).toBe('-£5.00');
    expect(formatMoney(2.005)).toBe('£2.01');
    expect(formatMoney(Number.NaN)).toBe('£0.00');
  });
});
