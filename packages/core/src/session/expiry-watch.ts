import type { RuntimeConfig } from '../contract/runtime-config';
import type { KeyValueStorage } from './key-value-storage';
import type { SessionActions } from './session-actions';
import type { SessionStore } from './session-store';
import { readSignOutMark, SIGN_OUT_MARK_KEY } from './sign-out-mark';
import { windowEvents } from './window-events';

/** A sign-out mark from another tab with less token life than this forces sign-out (spec section 9). */
export const FORCED_SIGN_OUT_BELOW_MS = 60_000;

/** Options of `watchSessionExpiry`. */
export interface SessionExpiryOptions {
  store: SessionStore;
  actions: Pick<SessionActions, 'refresh' | 'signOut'>;
  config: Pick<RuntimeConfig, 'sessionWarningSeconds'>;
  storage: KeyValueStorage;
  signOutMarkKey?: string;
  now?: () => number;
  /** How often the token is checked. */
  intervalMs?: number;
  /** Where `storage` events arrive (window in browsers). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** A running expiry watch. */
export interface SessionExpiryWatch {
  /** Answer of the continue-session dialog: refreshes the token and hides the dialog. */
  continueSession(): Promise<void>;
  /** Checks now (the interval and storage events call it too). */
  check(): void;
  stop(): void;
}

/**
 * Watches the token: raises `expiryPrompt` when less than `sessionWarningSeconds` is left, signs out when it has
 * expired, and signs out when another tab of this browser signed out and under 60 s of token life is left.
 */
export function watchSessionExpiry(options: SessionExpiryOptions): SessionExpiryWatch {
  const { store, actions, storage } = options;
  const now = options.now ?? Date.now;
  const markKey = options.signOutMarkKey ?? SIGN_OUT_MARK_KEY;
  const events = options.events ?? windowEvents();

  const signOut = () => {
    actions.signOut().catch((error: unknown) => console.error('Sign-out failed:', error));
  };

  function check(): void {
    const { token, expiresAt, expiryPrompt } = store.getState();
    if (token === null || expiresAt === null) {
      if (expiryPrompt) store.setState({ expiryPrompt: false });
      return;
    }
    const left = expiresAt - now();
    const signedOutElsewhere = left < FORCED_SIGN_OUT_BELOW_MS && readSignOutMark(storage, markKey) !== null;
    if (left <= 0 || signedOutElsewhere) {
      signOut();
      return;
    }
    const warn = left < options.config.sessionWarningSeconds * 1000;
    if (warn !== expiryPrompt) store.setState({ expiryPrompt: warn });
  }

  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === markKey || key === null) check();
  };
  events?.addEventListener('storage', onStorage);
  const timer = setInterval(check, options.intervalMs ?? 1000);

  return {
    async continueSession() {
      await actions.refresh();
      store.setState({ expiryPrompt: false });
    },
    check,
    stop() {
      clearInterval(timer);
      events?.removeEventListener('storage', onStorage);
    },
  };
}
