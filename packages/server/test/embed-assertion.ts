import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** Which key signs an assertion, and when it is issued and for how long (seconds). */
export interface AssertionKey {
  kid: string;
  secret: string;
  /** When it was issued, in seconds since the epoch; now by default. */
  iat?: number;
  /** Seconds from `iat` to `exp`; five minutes by default. */
  lifetime?: number;
}

/**
 * An assertion as a host's backend signs it (jose, HS256 with the key's secret): for `claims` (`sub: 'alice'` unless
 * they say otherwise; `sub: undefined` leaves it out), `aud` "fieldkit", `iat`, `exp` and a fresh `jti`.
 */
export function signAssertion(
  claims: Record<string, unknown>,
  { kid, secret, iat = Math.floor(Date.now() / 1000), lifetime = 300 }: AssertionKey,
): Promise<string> {
  return new SignJWT({ sub: 'alice', ...claims })
    .setProtectedHeader({ alg: 'HS256', kid })
    .setAudience('fieldkit')
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
}
