import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A value signed by the server for one purpose until an expiry, for addresses that must work without a token (an image
 * in a sandboxed frame, a photo the SMS provider fetches): the value, its expiry (ms since the epoch), its signature.
 */
export interface SignedValue {
  value: string;
  expires: number;
  signature: string;
}

function signatureOf(secret: string, purpose: string, value: string, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}\n${expires}`).digest('base64url');
}

/** Signs `value` for `purpose` (a signature for one purpose is worth nothing for another), valid `ttlMs`. */
export function signValue(
  secret: string,
  purpose: string,
  value: string,
  ttlMs: number,
  nowMs = Date.now(),
): SignedValue {
  const expires = nowMs + ttlMs;
  return { value, expires, signature: signatureOf(secret, purpose, value, expires) };
}

/** Whether `signed` was signed by this server for `purpose` and has not expired (compared in constant time). */
export function isSignedValue(
  secret: string,
  purpose: string,
  signed: SignedValue,
  nowMs = Date.now(),
): boolean {
  if (!Number.isSafeInteger(signed.expires) || signed.expires < nowMs) return false;
  const expected = Buffer.from(signatureOf(secret, purpose, signed.value, signed.expires));
  const given = Buffer.from(signed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
