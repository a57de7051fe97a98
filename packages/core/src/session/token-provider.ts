import * as z from 'zod/mini';

/**
 * What a host's token provider answers: an assertion its backend signed for its user with an embed key (Fieldkit
 * exchanges it at `Account/EmbedSignIn`), or a Fieldkit access token the backend exchanged itself. The same JSON a
 * `token-url` answers.
 */
export type TokenSource = { Assertion: string } | { access_token: string };

/**
 * The host's function that vouches for its signed-in user, usually a fetch to its own backend. Fieldkit calls it at
 * start, before the token expires and when the server refuses the token; it throws when it cannot vouch (throw
 * {@link TokenProviderRefusedError} to end the session at once rather than after the token held has run out).
 */
export type TokenProvider = () => Promise<TokenSource>;

/** Why an embedded session ended: what the host hears in `fk-session-end` and `onSessionEnd`. */
export type SessionEndReason =
  /** Fieldkit refused the host's word or the token (the embed key revoked, the user not allowed, the token ended). */
  | 'refused'
  /** The host's token provider could not vouch for its user (its user signed out, its backend failed). */
  | 'provider'
  /** The session was signed out on this page. */
  | 'signedOut';

/** An embedded session's end: its reason, and the words of whoever ended it. */
export interface SessionEnd {
  reason: SessionEndReason;
  message: string;
}

/** A provider that will not vouch for its user: asking again will not help. */
export class TokenProviderRefusedError extends Error {
  override name = 'TokenProviderRefusedError';
}

const TokenSourceSchema = z.union([
  z.object({ Assertion: z.string().check(z.minLength(1)) }),
  z.object({ access_token: z.string().check(z.minLength(1)) }),
]);

/** A provider's answer, checked: `{ Assertion }` or `{ access_token }`; anything else is the provider's failure. */
export function parseTokenSource(value: unknown, from = 'The token provider'): TokenSource {
  const parsed = TokenSourceSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${from} answered neither { Assertion } nor { access_token }.`);
  return parsed.data;
}

/**
 * The provider of a `token-url`: a GET on the host's own origin, with the page's cookies, answering a
 * {@link TokenSource} as JSON. A 401 or 403 means the host does not vouch for anyone now: the session ends.
 */
export function tokenUrlProvider(url: string, fetchImpl: typeof fetch = fetch): TokenProvider {
  return async () => {
    const response = await fetchImpl(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403)
      throw new TokenProviderRefusedError(
        `${url} answered ${response.status}: nobody is signed in to the page.`,
      );
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return parseTokenSource(await response.json(), url);
  };
}
