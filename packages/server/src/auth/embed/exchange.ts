import type { TokenGrant } from '@fieldkit/core/contract';
import type { Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AttemptCounter } from '../rate-limit';
import { type Caller, type Sessions, USER_DISABLED } from '../sessions';
import { assertionKeyId, type EmbedClaims, verifyAssertion } from './assertion';
import { liveEmbedKey, rememberAssertion } from './keys';

/** Exchanges one key may see in the limiter's window, as a multiple of its per-attempt limit: a portal's whole staff. */
const KEY_FACTOR = 100;
/** Exchanges one address may make in the window, as a multiple of the limit (as for sign-in). */
const ADDRESS_FACTOR = 10;

/** What the exchange reads and writes. */
export interface EmbedExchange {
  db: Db;
  sessions: Sessions;
  /** The server's secret, which the keys' secrets are sealed under. */
  serverSecret: string;
  limiter: AttemptCounter;
}

/** Where an assertion came from. */
export interface AssertionRequest {
  assertion: string;
  /** The page's origin for a browser's exchange; none for the host backend's own. */
  origin: string | undefined;
  ip: string;
  /** Who the request's own token names, if it carries a live one: the session a renewal moves on. */
  caller: Caller | null;
}

/** The user an assertion's claims name, in the key's company, and not disabled. */
async function vouchedUser(db: Db, companyId: number, claims: EmbedClaims): Promise<number> {
  const user = await ('externalId' in claims.user
    ? db
        .selectFrom('embed_external_ids')
        .innerJoin('users', 'users.login_id', 'embed_external_ids.login_id')
        .select(['users.login_id', 'users.company_id', 'users.disabled_at'])
        .where('embed_external_ids.company_id', '=', companyId)
        .where('embed_external_ids.external_id', '=', claims.user.externalId)
    : db
        .selectFrom('users')
        .select(['login_id', 'company_id', 'disabled_at'])
        .where('username', '=', claims.user.username.toLowerCase())
  ).executeTakeFirst();
  if (!user)
    throw new HttpError(
      401,
      'externalId' in claims.user ? 'No user is linked to this external id (fk_ext).' : 'Unknown user (sub).',
    );
  if (user.company_id !== companyId) throw new HttpError(403, "The user is not of the key's company.");
  if (user.disabled_at !== null) throw new HttpError(403, USER_DISABLED);
  return user.login_id;
}

/**
 * `Account/EmbedSignIn`: a host's backend vouches for its user with an assertion signed by one of the company's embed
 * keys; the answer is a token of an embedded session, as `Account/SignIn` gives. Refused, with nothing created: too
 * many attempts (429, per address and per key), an unknown or revoked key, an origin the key does not list (403), an
 * assertion that does not verify, a replayed `jti`, a user unknown, of another company or disabled (403).
 *
 * An exchange that carries a token of the same user's live session made with the same key renews that session (a
 * fresh token of it, its expiry moved on) rather than opening another: a host's token provider keeps one session
 * going, whose hub connections stay open across renewals.
 */
export async function exchangeAssertion(deps: EmbedExchange, request: AssertionRequest): Promise<TokenGrant> {
  const keyId = assertionKeyId(request.assertion);
  const now = Date.now();
  const { limiter } = deps;
  if (
    !(await limiter.allow(`|${request.ip}`, now, limiter.max * ADDRESS_FACTOR)) ||
    !(await limiter.allow(`embed|${keyId}`, now, limiter.max * KEY_FACTOR))
  )
    throw new HttpError(429, 'Too many sign-in attempts. Try again in a minute.');
  const key = await liveEmbedKey(deps.db, deps.serverSecret, keyId);
  if (!key) throw new HttpError(401, 'Unknown or revoked embed key.');
  if (request.origin !== undefined && !key.origins.includes(request.origin))
    throw new HttpError(403, `The embed key does not allow the origin ${request.origin}.`);
  const claims = await verifyAssertion(request.assertion, key, new Date(now));
  const loginId = await vouchedUser(deps.db, key.companyId, claims);
  if (!(await rememberAssertion(deps.db, keyId, claims.jti, claims.expiresAt)))
    throw new HttpError(401, 'The assertion was already used (jti).');
  const { caller } = request;
  if (caller && caller.embedKeyId === keyId && caller.loginId === loginId)
    return deps.sessions.refresh(caller);
  return deps.sessions.signInEmbedded(loginId, key.companyId, keyId);
}
