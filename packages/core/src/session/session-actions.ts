import type { TokenGrant } from '../contract/entities';
import type { ApiClient } from '../http/api-client';
import { loadSettings } from '../settings/load-settings';
import type { KeyValueStorage } from './key-value-storage';
import { isLoggedIn, type SessionStore, signedOutState } from './session-store';
import { clearSignOutMark, writeSignOutMark } from './sign-out-mark';
import { TokenRefusedError, tokenExpiry } from './token-expiry';

/** Options of `createSessionActions`. */
export interface SessionActionsOptions {
  store: SessionStore;
  api: ApiClient;
  /** Where the sign-out mark is written for other tabs (the same storage as the session). */
  storage: KeyValueStorage;
  signOutMarkKey?: string;
  /** Modules whose rights `loadSessionData` asks for. */
  privilegeModuleIds?: readonly number[];
  now?: () => number;
}

/** What can be done with the session. */
export interface SessionActions {
  /** Signs in and stores the grant (token, expiry, session). */
  signIn(username: string, password: string): Promise<void>;
  /**
   * Takes a token another system issued (a portal embedding a widget): its expiry is the one the token states, and
   * its session is asked of the server. A token with no readable expiry, or an expired one, is refused with
   * `TokenRefusedError` without a call; a token the server refuses leaves the user signed out.
   */
  adoptToken(token: string): Promise<void>;
  /** Exchanges the token for a fresh one; the session stays. */
  refresh(): Promise<void>;
  /** Drops the privileges cache, logs out (failures of both tolerated), clears the state and marks the sign-out. */
  signOut(): Promise<void>;
  /** Loads company details, system settings and privileges of the signed-in user. */
  loadSessionData(): Promise<void>;
  /** Records a page visit after a successful navigation when signed in; a failure is logged and ignored. */
  recordPageVisit(pageName: string, remarks?: string): Promise<void>;
}

/** Creates the session actions bound to a store and an API client. */
export function createSessionActions(options: SessionActionsOptions): SessionActions {
  const { store, api, storage } = options;
  const now = options.now ?? Date.now;
  let signingOut: Promise<void> | null = null;

  const applyGrant = (grant: TokenGrant) =>
    store.setState({
      token: grant.access_token,
      expiresAt: grant.expires_at,
      session: grant.session,
      expiryPrompt: false,
    });

  async function signOut(): Promise<void> {
    const state = store.getState();
    if (state.token !== null) {
      await api.auth
        .removePrivilegesCache()
        .catch((error: unknown) => console.warn('RemovePrivilegesCache failed', error));
      await api.auth.logout().catch((error: unknown) => console.warn('Logout failed', error));
    }
    store.setState({ ...signedOutState });
    writeSignOutMark(storage, now(), options.signOutMarkKey);
  }

  return {
    async signIn(username, password) {
      const grant = await api.auth.signIn({ body: { UserName: username.trim(), Password: password } });
      clearSignOutMark(storage, options.signOutMarkKey);
      applyGrant(grant);
    },
    async adoptToken(token) {
      const expiresAt = tokenExpiry(token);
      if (expiresAt === null) throw new TokenRefusedError('The access token states no expiry.');
      if (expiresAt <= now()) throw new TokenRefusedError('The access token has expired.');
      store.setState({ ...signedOutState, token, expiresAt });
      try {
        store.setState({ session: await api.auth.sessionInfo() });
      } catch (error) {
        store.setState({ ...signedOutState });
        throw error;
      }
    },
    async refresh() {
      applyGrant(await api.auth.refreshToken());
    },
    signOut() {
      // Concurrent sign-outs (a 401 and the expiry watcher) share one run.
      signingOut ??= signOut().finally(() => {
        signingOut = null;
      });
      return signingOut;
    },
    async loadSessionData() {
      const session = store.getState().session;
      if (!session) throw new Error('loadSessionData needs a signed-in session');
      const moduleIds = [...(options.privilegeModuleIds ?? [])];
      // Each part stands alone: a failed company call must not cost the settings (or their spec defaults).
      const [company, settings, privileges] = await Promise.allSettled([
        api.company.getCompanyDetails({ params: { companyId: session.CompanyId } }),
        loadSettings(api, session.CompanyId),
        moduleIds.length
          ? api.company.getChildPrivileges({
              body: { CompanyId: session.CompanyId, LoginId: session.LoginId, ModuleIds: moduleIds },
            })
          : Promise.resolve([]),
      ]);
      store.setState({
        ...(company.status === 'fulfilled' ? { company: company.value } : {}),
        ...(settings.status === 'fulfilled' ? { settings: settings.value } : {}),
        ...(privileges.status === 'fulfilled' ? { privileges: privileges.value } : {}),
      });
      const failure = [company, settings, privileges].find((part) => part.status === 'rejected');
      if (failure) throw failure.reason;
    },
    async recordPageVisit(pageName, remarks = '') {
      if (!isLoggedIn(store.getState(), now())) return;
      await api.auth
        .savePageVisit({ body: { PageName: pageName, Remarks: remarks } })
        .catch((error: unknown) => console.error('Page visit not recorded:', error));
    },
  };
}
