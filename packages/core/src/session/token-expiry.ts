/**
 * When an access token expires, in milliseconds since the epoch, as its own `exp` claim says (a JWT's payload is
 * base64url JSON); null when the token states no expiry that can be read.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token that cannot stand for a session here: it states no expiry, or it has expired. Asking again will not help. */
export class TokenRefusedError extends Error {
  override name = 'TokenRefusedError';
}
