import { describe, expect, it } from 'vitest';
import { formatForCompany, normalizePhone, numberForCompany } from './phone';

const ACME = '+447700900100';

describe('a number as the company writes it', () => {
  it('the national format for its own plan, whatever form the number was stored in', () => {
    expect(formatForCompany('+447700900456', ACME)).toBe('07700 900456');
    expect(formatForCompany('+44 7700 900123', ACME)).toBe('07700 900123');
    expect(formatForCompany('+442079460958', ACME)).toBe('020 7946 0958');
    // Guernsey shares the UK's plan (+44): dialled from the UK as a UK number is.
    expect(formatForCompany('+447911123456', ACME)).toBe('07911 123456');
  });

  it('the international format for another plan, or when the company has no number', () => {
    expect(formatForCompany('+33612345678', ACME)).toBe('+33 6 12 34 56 78');
    expect(formatForCompany('+14155550123', ACME)).toBe('+1 415 555 0123');
    expect(formatForCompany('+447700900456', null)).toBe('+44 7700 900456');
  });

  it('text that is no number as it is', () => {
    expect(formatForCompany('facilities@northwind.example', ACME)).toBe('facilities@northwind.example');
    expect(formatForCompany('12345', ACME)).toBe('12345');
  });
});

describe('a number as a company’s people type it', () => {
  it('national in its own plan, or international, gives E.164', () => {
    expect(numberForCompany('07700 900456', ACME)).toBe('+447700900456');
    expect(numberForCompany('+33 6 12 34 56 78', ACME)).toBe('+33612345678');
    expect(numberForCompany('(020) 7946-0958', ACME)).toBe('+442079460958');
  });

  it('words, short digits and no company number are no number', () => {
    expect(numberForCompany('gate code', ACME)).toBeNull();
    expect(numberForCompany('4471', ACME)).toBeNull();
    expect(numberForCompany('07700 900456', null)).toBeNull();
  });

  it('E.164 is what numbers are compared in', () => {
    expect(normalizePhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalizePhone('07700 900123')).toBeNull();
  });
});
