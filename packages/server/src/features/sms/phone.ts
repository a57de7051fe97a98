/**
 * A phone number in the one form numbers are compared in: E.164, a plus and digits ('+44 7700 900123' and
 * '+447700900123' are one number). Null for text that is no number.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}
