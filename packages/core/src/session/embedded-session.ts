import type { ApiClient } from '../http/api-client';
import { HttpError } from '../http/http-error';
import { type SessionStore, signedOutState } from './session-store';
import { TokenRefusedError, tokenExpiry } from './token-expiry';
import {
  type SessionEnd,
  type TokenProvider,
  TokenProviderRefusedError,
  type TokenSource,
} from './token-provider';

/** How long before its token expires an embedded session is renewed, at most (a quarter of a shorter lifetime). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** How long after a failed renewal that may succeed later (a network failure, a backend down) it is tried again. */
export const RENEW_RETRY_MS = 5_000;

/** Options of {@link createEmbeddedSession}. */
export interface EmbeddedSessionOptions {
  store: SessionStore;
  api: ApiClient;
  provider: TokenProvider;
  /** Called once when the session really ends (after the state is signed out). */
  onEnd: (end: SessionEnd) => void;
  now?: () => number;
}

/** A session of a host page, its tokens given by the host's provider, renewed before they expire. */
export interface EmbeddedSession {
  /** The first token: resolves once one is held; rejects, ending nothing, when none could be had. */
  start(): Promise<void>;
  /**
   * A fresh token after `refused` was refused (a 401, a hub closed for its session): resolves true when another token
   * is held (the caller may try again), false when none could be had now. Calls at once share one renewal.
   */
  renew(refused: string | null): Promise<boolean>;
  /** Ends the session: the state is signed out and the host told why. */
  end(end: SessionEnd): void;
  /** Stops the renewal timer. */
  dispose(): void;
}

/** Whether a failed renewal may succeed if tried again: nobody refused, something was not reachable. */
function mayRenewLater(error: unknown): boolean {
  if (error instanceof TokenProviderRefusedError || error instanceof TokenRefusedError) return false;
  if (error instanceof HttpError) return error.status === 0 || error.status === 429 || error.status >= 500;
  return true;
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * Creates the session of an embedding host. Its tokens come from the host's provider: an assertion is exchanged
 * (with the token held, so the server renews the same session and its hub connections stay), an access token is
 * taken with its session info. It renews before the token expires, and when the server refuses the token; a provider
 * or server that refuses ends it, one that cannot be reached is asked again while the token held lasts.
 */
export function createEmbeddedSession(options: EmbeddedSessionOptions): EmbeddedSession {
  const { store, api, provider } = options;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | null = null;
  let ended = false;

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void renew(null), Math.max(0, ms));
  };
  const scheduleRenewal = () => {
    const { expiresAt } = store.getState();
    if (expiresAt === null) return;
    const left = expiresAt - now();
    later(left - Math.min(RENEW_BEFORE_EXPIRY_MS, left / 4));
  };

  /** Takes up a provider's answer; false when it is the very token held (a token attribute gives no other). */
  async function take(source: TokenSource): Promise<boolean> {
    const held = store.getState().token;
    if ('Assertion' in source) {
      const grant = await api.auth.embedSignIn({
        body: { Assertion: source.Assertion },
        headers: bearer(held),
      });
      store.setState({ token: grant.access_token, expiresAt: grant.expires_at, session: grant.session });
      return true;
    }
    const token = source.access_token;
    if (token === held) return false;
    const expiresAt = tokenExpiry(token);
    if (expiresAt === null) throw new TokenRefusedError('The access token states no expiry.');
    if (expiresAt <= now()) throw new TokenRefusedError('The access token has expired.');
    const session = await api.auth.sessionInfo({ headers: bearer(token) });
    store.setState({ token, expiresAt, session });
    return true;
  }

  function end(reason: SessionEnd): void {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    store.setState({ ...signedOutState });
    options.onEnd(reason);
  }

  async function run(refused: string | null): Promise<boolean> {
    try {
      const changed = await take(await provider());
      // The provider gave the token just refused again: it cannot be renewed.
      if (!changed && refused !== null) throw new TokenRefusedError('The access token was refused.');
      if (changed) scheduleRenewal();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const { expiresAt } = store.getState();
      const unreachable = error instanceof HttpError && error.status === 0;
      if (mayRenewLater(error) && (unreachable || (expiresAt ?? 0) > now() + RENEW_RETRY_MS)) {
        console.warn('Fieldkit: the session could not be renewed yet', error);
        later(RENEW_RETRY_MS);
        return false;
      }
      const fromFieldkit = error instanceof HttpError || error instanceof TokenRefusedError;
      end({ reason: fromFieldkit ? 'refused' : 'provider', message });
      return false;
    }
  }

  function renew(refused: string | null): Promise<boolean> {
    if (ended) return Promise.resolve(false);
    const held = store.getState().token;
    // Renewed since the refused token was sent: the caller tries again with the one held now.
    if (refused !== null && held !== null && held !== refused) return Promise.resolve(true);
    running ??= run(refused).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async start() {
      const changed = await take(await provider());
      if (!changed) throw new TokenRefusedError('The token provider gave no token.');
      scheduleRenewal();
    },
    renew,
    end,
    dispose() {
      clearTimeout(timer);
    },
  };
}
