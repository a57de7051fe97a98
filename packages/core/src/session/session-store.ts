import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CompanyDetails, type Privilege, SessionInfo } from '../contract/entities';
import type { Settings } from '../settings/system-settings';
import { defaultStorage, type KeyValueStorage } from './key-value-storage';
import { windowEvents } from './window-events';

/** The signed-in user's session as the app holds it. */
export interface SessionState {
  /** The access token, or null when signed out. */
  token: string | null;
  /** Token expiry instant, milliseconds since the epoch. */
  expiresAt: number | null;
  session: SessionInfo | null;
  company: CompanyDetails | null;
  settings: Settings;
  privileges: Privilege[];
  /** True while the continue-session dialog should show (the token is about to expire). */
  expiryPrompt: boolean;
  /**
   * True once the server said the session ended (a 401, or a hub it closed for a sign-in elsewhere) until the
   * sign-out that follows: widgets stop taking input and say so.
   */
  ended: boolean;
}

/** The session store (zustand vanilla): read it with `getState`/`subscribe`, or `useStore` in React. */
export type SessionStore = StoreApi<SessionState>;

/** Options of `createSessionStore`. */
export interface SessionStoreOptions {
  /** Where token, expiry and session persist across reloads; localStorage in browsers. */
  storage?: KeyValueStorage;
  storageKey?: string;
  /** Where other tabs' `storage` events arrive (window in browsers): a token another tab refreshed is taken up. */
  events?: Pick<EventTarget, 'addEventListener'>;
}

/** Storage key of the persisted session unless another is given. */
export const DEFAULT_SESSION_STORAGE_KEY = 'fk.session';

/** The state of a signed-out user. */
export const signedOutState: SessionState = {
  token: null,
  expiresAt: null,
  session: null,
  company: null,
  settings: {},
  privileges: [],
  expiryPrompt: false,
  ended: false,
};

const Persisted = z.object({ token: z.string(), expiresAt: z.number(), session: SessionInfo });
type Persisted = z.infer<typeof Persisted>;

function readPersisted(storage: KeyValueStorage, key: string): Persisted | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const result = Persisted.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** True when a token is held and has not expired. */
export function isLoggedIn(
  state: Pick<SessionState, 'token' | 'expiresAt'>,
  now: number = Date.now(),
): boolean {
  return state.token !== null && state.expiresAt !== null && state.expiresAt > now;
}

/**
 * Whether a persisted session is the held one's user with another token lasting at least as long (expiries count in
 * seconds: a refresh within the second of the sign-in keeps the same one).
 */
function isNewerTokenOfSameUser(persisted: Persisted, held: SessionState): boolean {
  return (
    persisted.token !== held.token &&
    persisted.session.LoginId === held.session?.LoginId &&
    persisted.session.CompanyId === held.session?.CompanyId &&
    persisted.expiresAt >= (held.expiresAt ?? 0)
  );
}

/**
 * Creates the session store. Token, expiry and session persist so that a reload stays signed in;
 * company, settings and privileges are reloaded (`loadSessionData`).
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? defaultStorage();
  const key = options.storageKey ?? DEFAULT_SESSION_STORAGE_KEY;
  const restored = readPersisted(storage, key);
  const store = createStore<SessionState>()(() => ({ ...signedOutState, ...restored }));

  // Another tab of the same user refreshed the token (a refresh retires the one before after a short grace): this
  // tab takes the newer token up instead of holding one about to be refused.
  const events = options.events ?? windowEvents();
  events?.addEventListener('storage', (event) => {
    const changed = (event as StorageEvent).key;
    if (changed !== key && changed !== null) return;
    const newer = readPersisted(storage, key);
    const held = store.getState();
    if (newer && held.token !== null && isNewerTokenOfSameUser(newer, held))
      store.setState({ token: newer.token, expiresAt: newer.expiresAt, session: newer.session });
  });

  store.subscribe((state, previous) => {
    if (
      state.token === previous.token &&
      state.expiresAt === previous.expiresAt &&
      state.session === previous.session
    )
      return;
    try {
      if (state.token !== null && state.expiresAt !== null && state.session !== null) {
        const persisted: Persisted = {
          token: state.token,
          expiresAt: state.expiresAt,
          session: state.session,
        };
        storage.setItem(key, JSON.stringify(persisted));
      } else {
        storage.removeItem(key);
      }
    } catch (error) {
      // A full or blocked storage must not break signing in; the session then lasts until reload.
      console.warn('Fieldkit: the session could not be persisted', error);
    }
  });
  return store;
}
