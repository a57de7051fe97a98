import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { HttpError } from '../../http/errors';
import type { LiveEmbedKey } from './keys';

/** The audience every assertion names. */
export const EMBED_AUDIENCE = 'fieldkit';
/** The longest an assertion may live, `exp` − `iat`, in seconds. */
export const EMBED_ASSERTION_MAX_SECONDS = 10 * 60;
/** The clock difference allowed between the host's backend and this server, in seconds. */
const CLOCK_TOLERANCE_S = 30;

/** Whom an assertion vouches for, and how to remember it against replays. */
export interface EmbedClaims {
  /** The Fieldkit username (`sub`), or the external id an administrator linked (`fk_ext`). */
  user: { username: string } | { externalId: string };
  jti: string;
  expiresAt: Date;
}

const refused = (message: string) => new HttpError(401, message);

/** The key id an assertion names in its header, read before its signature can be checked; refused when malformed. */
export function assertionKeyId(assertion: string): string {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(assertion);
  } catch {
    throw refused('The assertion is not a signed JWT.');
  }
  if (header.alg !== 'HS256') throw refused('Only HS256 assertions are accepted.');
  if (typeof header.kid !== 'string' || header.kid === '') throw refused('The assertion names no key (kid).');
  return header.kid;
}

/** Why jose refused an assertion, said to its host. */
function refusal(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired) return refused('The assertion has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' || error.claim === 'iat') return refused('The assertion is not valid yet.');
    if (error.claim === 'aud') return refused(`The assertion's audience (aud) must be "${EMBED_AUDIENCE}".`);
    return refused(`The assertion's ${error.claim} claim is missing or wrong.`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return refused("The assertion's signature does not match the key.");
  return refused('The assertion is not a valid JWT.');
}

/**
 * Verifies an assertion with its key (jose; HS256 only): its signature, `aud`, `iat`, `exp` at most ten minutes after
 * `iat`, `jti`, and `sub` or `fk_ext`. Refused with a 401 that says why.
 */
export async function verifyAssertion(
  assertion: string,
  key: LiveEmbedKey,
  now = new Date(),
): Promise<EmbedClaims> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(assertion, new TextEncoder().encode(key.secret), {
      algorithms: ['HS256'],
      audience: EMBED_AUDIENCE,
      requiredClaims: ['iat', 'exp', 'jti'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
    }));
  } catch (error) {
    throw refusal(error);
  }
  const { iat, exp, jti, sub } = payload as { iat: number; exp: number; jti: unknown; sub?: unknown };
  const external = payload.fk_ext;
  if (iat > now.getTime() / 1000 + CLOCK_TOLERANCE_S) throw refused('The assertion is not valid yet.');
  if (exp - iat > EMBED_ASSERTION_MAX_SECONDS)
    throw refused('The assertion may live ten minutes at most (exp − iat).');
  if (typeof jti !== 'string' || jti === '' || jti.length > 200)
    throw refused('The assertion needs a unique jti.');
  const user =
    typeof sub === 'string' && sub !== ''
      ? { username: sub }
      : typeof external === 'string' && external !== ''
        ? { externalId: external }
        : null;
  if (!user) throw refused('The assertion names no user (sub or fk_ext).');
  return { user, jti, expiresAt: new Date(exp * 1000) };
}
