import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfig } from '../contract/runtime-config';
import { createApiClient } from '../http/api-client';
import { createHttpClient } from '../http/http-client';
import { createNoticeStore } from '../notices/notice-store';
import { demoSession, fakeNetwork, json, testConfigInput } from '../testing/fake-network';
import { createMemoryStorage, type KeyValueStorage } from './key-value-storage';
import { createSessionActions } from './session-actions';
import { createSessionStore, isLoggedIn } from './session-store';
import { SIGN_OUT_MARK_KEY } from './sign-out-mark';
import { TokenRefusedError, tokenExpiry } from './token-expiry';

const auth = 'http://fk.test/api/auth/';
const admin = 'http://fk.test/api/admin/';
const NOW = Date.now();
const grant = (token: string, expiresAt = NOW + 3_600_000) => ({
  access_token: token,
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: expiresAt,
  session: demoSession,
});
const company = {
  CompanyId: 7,
  CompanyName: 'Acme',
  UniqueId: 'ACME',
  EnableS3Storage: false,
  ShowOnlyCrewInTechFilter: false,
  EnablePreferVendorForCustomer: false,
  IsTaxEnabled: true,
  IsQuoteEnabled: true,
  IsPolygonRegion: false,
};

function setup(
  routes: Parameters<typeof fakeNetwork>[0] = {},
  storage: KeyValueStorage = createMemoryStorage(),
) {
  const network = fakeNetwork({
    'http://fk.test/api/inventory/Log/WebLog': json({ LogId: 1 }),
    [`POST ${auth}Account/SignIn`]: json(grant('tok-1')),
    [`POST ${auth}Account/RefreshToken`]: json(grant('tok-2', NOW + 7_200_000)),
    [`POST ${auth}Account/RemovePrivilegesCache`]: json({ Success: true }),
    [`GET ${auth}Account/Logout`]: json({ Success: true }),
    ...routes,
  });
  const store = createSessionStore({ storage });
  const http = createHttpClient({
    config: RuntimeConfig.parse(testConfigInput),
    session: store,
    notices: createNoticeStore(),
    signOut: () => actions.signOut(),
    fetch: network.fetch,
  });
  const actions = createSessionActions({
    store,
    api: createApiClient(http),
    storage,
    privilegeModuleIds: [12],
    now: () => NOW,
  });
  return { network, store, actions, storage };
}

describe('isLoggedIn: a token is present and not expired', () => {
  it('reads token and expiry', () => {
    expect(isLoggedIn({ token: null, expiresAt: null }, NOW)).toBe(false);
    expect(isLoggedIn({ token: 't', expiresAt: NOW + 1 }, NOW)).toBe(true);
    expect(isLoggedIn({ token: 't', expiresAt: NOW }, NOW)).toBe(false);
  });
});

describe('signIn calls auth.signIn and stores the grant', () => {
  it('holds token, expiry and every session field', async () => {
    const { network, store, actions } = setup();
    await actions.signIn(' dispatch ', 'secret');
    expect(store.getState()).toMatchObject({
      token: 'tok-1',
      expiresAt: NOW + 3_600_000,
      session: demoSession,
    });
    expect(JSON.parse(network.requests[0]?.body ?? '')).toEqual({ UserName: 'dispatch', Password: 'secret' });
  });

  it('a failed sign-in leaves the user signed out', async () => {
    const { store, actions } = setup({ [`POST ${auth}Account/SignIn`]: json({ message: 'Invalid' }, 401) });
    await expect(actions.signIn('dispatch', 'wrong')).rejects.toThrow('Invalid');
    expect(store.getState().token).toBeNull();
  });
});

describe('token, expiresAt and session persist so that a reload stays signed in', () => {
  it('a new store on the same storage is signed in; company and settings are reloaded, not persisted', async () => {
    const storage = createMemoryStorage();
    const { store, actions } = setup({}, storage);
    await actions.signIn('dispatch', 'secret');
    store.setState({ company, settings: { 21: '50' } });
    const reloaded = createSessionStore({ storage });
    expect(reloaded.getState()).toMatchObject({
      token: 'tok-1',
      session: demoSession,
      company: null,
      settings: {},
    });
  });

  it('a damaged stored value is ignored', () => {
    const storage = createMemoryStorage();
    storage.setItem('fk.session', '{"token":1}');
    expect(createSessionStore({ storage }).getState().token).toBeNull();
  });
});

describe('refresh exchanges the token through auth.refreshToken', () => {
  it('stores the fresh token and expiry', async () => {
    const { store, actions } = setup();
    await actions.signIn('dispatch', 'secret');
    await actions.refresh();
    expect(store.getState()).toMatchObject({ token: 'tok-2', expiresAt: NOW + 7_200_000 });
  });
});

describe("another tab's refreshed token is taken up (a refresh retires the one before)", () => {
  const persist = (storage: KeyValueStorage, token: string, expiresAt: number, session = demoSession) =>
    storage.setItem('fk.session', JSON.stringify({ token, expiresAt, session }));
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  function tabs() {
    const storage = createMemoryStorage();
    persist(storage, 'tok-1', NOW + 60_000);
    const events = new EventTarget();
    return { storage, events, store: createSessionStore({ storage, events }) };
  }

  it('a newer token of the same user replaces the held one', () => {
    const { storage, events, store } = tabs();
    persist(storage, 'tok-2', NOW + 3_600_000);
    events.dispatchEvent(storageEvent('fk.session'));
    expect(store.getState()).toMatchObject({ token: 'tok-2', expiresAt: NOW + 3_600_000 });
  });

  it("an older token, another user's, another key's change or a signed-out tab change nothing", () => {
    const { storage, events, store } = tabs();
    persist(storage, 'tok-0', NOW + 1_000);
    events.dispatchEvent(storageEvent('fk.session'));
    persist(storage, 'tok-x', NOW + 3_600_000, { ...demoSession, LoginId: demoSession.LoginId + 1 });
    events.dispatchEvent(storageEvent('fk.session'));
    persist(storage, 'tok-3', NOW + 3_600_000);
    events.dispatchEvent(storageEvent('fk.other'));
    expect(store.getState().token).toBe('tok-1');
    store.setState({ token: null, expiresAt: null });
    persist(storage, 'tok-4', NOW + 3_600_000);
    events.dispatchEvent(storageEvent('fk.session'));
    expect(store.getState().token).toBeNull();
  });
});

describe('signOut: removePrivilegesCache, then GET logout, failures tolerated, state cleared, sign-out mark set', () => {
  it('calls both in order with the token, clears the state and storage, and writes the mark', async () => {
    const { network, store, actions, storage } = setup();
    await actions.signIn('dispatch', 'secret');
    network.requests.length = 0;
    await actions.signOut();
    expect(network.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${auth}Account/RemovePrivilegesCache`,
      `GET ${auth}Account/Logout`,
    ]);
    expect(network.requests[1]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(store.getState()).toMatchObject({ token: null, expiresAt: null, session: null });
    expect(storage.getItem('fk.session')).toBeNull();
    expect(storage.getItem(SIGN_OUT_MARK_KEY)).toBe(String(NOW));
  });

  it('still signs out when both calls fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { store, actions, storage } = setup({
        [`POST ${auth}Account/RemovePrivilegesCache`]: new TypeError('fetch failed'),
        [`GET ${auth}Account/Logout`]: json({}, 500),
      });
      await actions.signIn('dispatch', 'secret');
      await actions.signOut();
      expect(store.getState().token).toBeNull();
      expect(storage.getItem(SIGN_OUT_MARK_KEY)).toBe(String(NOW));
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('a fresh sign-in clears the sign-out mark', async () => {
    const { actions, storage } = setup();
    storage.setItem(SIGN_OUT_MARK_KEY, '1');
    await actions.signIn('dispatch', 'secret');
    expect(storage.getItem(SIGN_OUT_MARK_KEY)).toBeNull();
  });
});

describe('loadSessionData loads company details, system settings and privileges', () => {
  it('fills company, settings and privileges of the signed-in company', async () => {
    const privilege = {
      ModuleId: 12,
      ModuleName: 'System Settings',
      CanView: true,
      CanAdd: false,
      CanEdit: false,
      CanDelete: false,
    };
    const { network, store, actions } = setup({
      [`GET ${admin}Company/GetCompanyDetails/7`]: json(company),
      [`POST ${admin}Company/GetSystemSettings`]: json([{ SettingId: 21, SettingValue: '40' }]),
      [`POST ${admin}Privilege/GetChildPrivileges`]: json([privilege]),
    });
    await actions.signIn('dispatch', 'secret');
    await actions.loadSessionData();
    expect(store.getState()).toMatchObject({ company, settings: { 21: '40' }, privileges: [privilege] });
    const privilegeCall = network.requests.find((r) => r.url.endsWith('GetChildPrivileges'));
    expect(JSON.parse(privilegeCall?.body ?? '')).toEqual({ CompanyId: 7, LoginId: 42, ModuleIds: [12] });
  });

  it('keeps what loaded when one part fails, and rejects with that failure', async () => {
    const { store, actions } = setup({
      [`GET ${admin}Company/GetCompanyDetails/7`]: json({ message: 'down' }, 503),
      [`POST ${admin}Company/GetSystemSettings`]: json([{ SettingId: 21, SettingValue: '40' }]),
      [`POST ${admin}Privilege/GetChildPrivileges`]: json([]),
    });
    await actions.signIn('dispatch', 'secret');
    await expect(actions.loadSessionData()).rejects.toThrow('down');
    expect(store.getState()).toMatchObject({ company: null, settings: { 21: '40' }, privileges: [] });
  });
});

describe('page visits are recorded after navigation when signed in; failures are logged and ignored', () => {
  it('posts PageName and Remarks only when signed in', async () => {
    const { network, actions } = setup({ [`POST ${auth}Activity/SavePageVisit`]: json({ Success: true }) });
    await actions.recordPageVisit('Dashboard');
    expect(network.requests).toHaveLength(0);
    await actions.signIn('dispatch', 'secret');
    await actions.recordPageVisit('Dashboard', 'from menu');
    const visit = network.requests.find((r) => r.url.endsWith('SavePageVisit'));
    expect(JSON.parse(visit?.body ?? '')).toEqual({ PageName: 'Dashboard', Remarks: 'from menu' });
  });

  it('a failure does not reject', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { actions } = setup({ [`POST ${auth}Activity/SavePageVisit`]: json({}, 500) });
      await actions.signIn('dispatch', 'secret');
      await expect(actions.recordPageVisit('Dashboard')).resolves.toBeUndefined();
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});

describe("a portal's token is taken with the expiry it states, and its session asked of the server", () => {
  const jwt = (claims: object) =>
    `${btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
  const sessionInfo = { [`GET ${auth}Account/SessionInfo`]: json(demoSession) };

  it('uses the exp claim of the token as its expiry, not a fixed hour', async () => {
    const exp = Math.floor(NOW / 1000) + 600;
    const { actions, store, network } = setup(sessionInfo);
    const token = jwt({ sub: 42, exp });
    await actions.adoptToken(token);
    expect(store.getState()).toMatchObject({ token, expiresAt: exp * 1000, session: demoSession });
    const call = network.requests.find((r) => r.url.endsWith('Account/SessionInfo'));
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('refuses a token that has expired, or states no expiry, without asking the server', async () => {
    const { actions, store, network } = setup(sessionInfo);
    await expect(actions.adoptToken(jwt({ exp: Math.floor(NOW / 1000) - 1 }))).rejects.toBeInstanceOf(
      TokenRefusedError,
    );
    await expect(actions.adoptToken('opaque-token')).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(actions.adoptToken(jwt({ sub: 42 }))).rejects.toThrow('states no expiry');
    expect(network.requests.some((r) => r.url.endsWith('Account/SessionInfo'))).toBe(false);
    expect(store.getState().token).toBeNull();
  });

  it('a token the server refuses leaves the user signed out', async () => {
    const { actions, store } = setup({ [`GET ${auth}Account/SessionInfo`]: json({ message: 'no' }, 401) });
    await expect(actions.adoptToken(jwt({ exp: Math.floor(NOW / 1000) + 600 }))).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState()).toMatchObject({ token: null, expiresAt: null, session: null });
  });
});

describe('tokenExpiry reads the exp claim of a base64url payload', () => {
  it('reads it, in milliseconds, and gives null for what is not a token with an expiry', () => {
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000, name: '??>>' })).replace(/=+$/, '');
    expect(tokenExpiry(`h.${payload.replace(/\+/g, '-').replace(/\//g, '_')}.s`)).toBe(1_900_000_000_000);
    expect(tokenExpiry('no-dots')).toBeNull();
    expect(tokenExpiry('h.%%%.s')).toBeNull();
    expect(tokenExpiry(`h.${btoa('{"exp":"soon"}')}.s`)).toBeNull();
  });
});
