import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { countryOf } from './destinations';

/**
 * A phone number in the one form numbers are compared in: E.164, a plus and digits ('+44 7700 900123' and
 * '+447700900123' are one number). Null for text that is no number.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/**
 * A number as a company writes numbers, one way for every number of its log: the national format for a number of its
 * own numbering plan (its SMS number's calling code: '07700 900456' for a UK company), the international format for
 * the others ('+33 6 12 34 56 78'). Text that is no number (an e-mail's address) is given as it is.
 */
export function formatForCompany(raw: string, companyNumber: string | null): string {
  const number = parsePhoneNumberFromString(raw);
  if (!number) return raw;
  const own = companyNumber ? parsePhoneNumberFromString(companyNumber) : undefined;
  return own?.countryCallingCode === number.countryCallingCode
    ? number.formatNational()
    : number.formatInternational();
}

/**
 * A number as a company's people type it ('07700 900456' in the national format of its own plan, or any
 * international form) in E.164; null for text that is no number.
 */
export function numberForCompany(text: string, companyNumber: string | null): string | null {
  if (!/^[+\d\s().-]{7,}$/.test(text)) return null;
  const country = companyNumber ? (countryOf(companyNumber) as CountryCode | undefined) : undefined;
  return parsePhoneNumberFromString(text, country)?.number ?? null;
}
