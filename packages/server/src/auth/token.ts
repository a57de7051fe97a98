import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an access token says: its session, login, company, expiry (seconds since the epoch) and which of the
 * session's tokens it is (`gen`, 0 for the sign-in's; each refresh counts one more).
 */
export interface TokenClaims {
  sid: string;
  sub: number;
  cid: number;
  iat: number;
  exp: number;
  gen: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** A JWT-shaped token signed with HMAC-SHA256. */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sid === 'string' &&
    Number.isSafeInteger(v.sub) &&
    Number.isSafeInteger(v.cid) &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number' &&
    Number.isSafeInteger(v.gen)
  );
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(token: string, secret: string, nowMs = Date.now()): TokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  // The signature is compared as written, in its one canonical spelling: base64url decoding forgives padding and
  // the unused bits of the last character, so comparing decoded bytes would accept other spellings of a token.
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret).toString('base64url'));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return null;
  return claims;
}

/** The bearer token of an `Authorization` header value, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
