import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { demoSession } from '../testing/fake-network';
import { type ExpiryWarning, expiryWarnings } from './expiry-warnings';
import { watchSessionExpiry } from './expiry-watch';
import { createMemoryStorage } from './key-value-storage';
import { createSessionStore, signedOutState } from './session-store';
import { SIGN_OUT_MARK_KEY } from './sign-out-mark';

function setup(secondsLeft: number) {
  const storage = createMemoryStorage();
  const store = createSessionStore({ storage });
  store.setState({ token: 'tok', expiresAt: Date.now() + secondsLeft * 1000, session: demoSession });
  const actions = {
    refresh: vi.fn(async () => {
      store.setState({ token: 'tok-2', expiresAt: Date.now() + 3_600_000 });
    }),
    signOut: vi.fn(async () => {
      store.setState({ ...signedOutState });
    }),
  };
  const events = new EventTarget();
  const watch = watchSessionExpiry({
    store,
    actions,
    storage,
    events,
    config: { sessionWarningSeconds: 120 },
  });
  return { storage, store, actions, events, watch };
}

describe('a token about to expire raises the continue-session prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets expiryPrompt once fewer than sessionWarningSeconds are left', async () => {
    const { store, watch } = setup(125);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().expiryPrompt).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().expiryPrompt).toBe(true);
    watch.stop();
  });

  it('continueSession refreshes the token and clears the prompt', async () => {
    const { store, actions, watch } = setup(100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().expiryPrompt).toBe(true);
    await watch.continueSession();
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ token: 'tok-2', expiryPrompt: false });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().expiryPrompt).toBe(false);
    watch.stop();
  });

  it('an expired token signs out', async () => {
    const { actions, watch } = setup(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actions.signOut).toHaveBeenCalled();
    watch.stop();
  });

  it('stop ends the checks', async () => {
    const { store, watch } = setup(125);
    watch.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.getState().expiryPrompt).toBe(false);
  });
});

describe('a sign-out mark together with a token with under 60 seconds left forces sign-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out when another tab wrote the mark and under 60 s are left (storage event)', async () => {
    const { storage, actions, events, watch } = setup(59);
    storage.setItem(SIGN_OUT_MARK_KEY, String(Date.now()));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: SIGN_OUT_MARK_KEY }));
    expect(actions.signOut).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('the mark alone does not sign out while more than 60 s are left', async () => {
    const { storage, actions, watch } = setup(300);
    storage.setItem(SIGN_OUT_MARK_KEY, String(Date.now()));
    await vi.advanceTimersByTimeAsync(3000);
    expect(actions.signOut).not.toHaveBeenCalled();
    watch.stop();
  });

  it('under 60 s without a mark only prompts', async () => {
    const { store, actions, watch } = setup(50);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(store.getState().expiryPrompt).toBe(true);
    watch.stop();
  });
});

describe('licence or password expiry: a warning at load, today or in N days', () => {
  const today = new Date(2026, 10, 22, 15, 30);
  // What the user reads: the warning's key and values through Fieldkit's i18n with core's built-in English.
  let textOf: (warning: ExpiryWarning) => string = () => '';
  beforeAll(async () => {
    const i18n = await createI18n({
      config: { i18nPath: './assets/i18n/', defaultLanguage: 'en-GB' },
      fetch: async () => new Response('{}'),
    });
    textOf = (warning) => i18n.t(warning.key, { ns: 'core', ...warning.values });
  });
  const session = (LicenseExpired: string | null, PasswordExpired: string | null = null) => ({
    LicenseExpired,
    PasswordExpired,
  });

  it('says the licence expires today', () => {
    expect(expiryWarnings(session('2026-11-22'), today)).toEqual([
      { kind: 'licence', days: 0, key: 'expiry.licenceToday', values: { count: 0 } },
    ]);
    expect(textOf(expiryWarnings(session('2026-11-22'), today)[0]!)).toBe('Your licence expires today.');
  });

  it('says the password expires in N days, within 14 days', () => {
    const [warning] = expiryWarnings(session(null, '2026-12-06'), today);
    expect(warning).toMatchObject({ kind: 'password', key: 'expiry.passwordInDays', values: { count: 14 } });
    expect(textOf(warning!)).toBe('Your password expires in 14 days.');
  });

  it('gives both when both expire soon', () => {
    expect(expiryWarnings(session('2026-11-25', '2026-11-23'), today).map(textOf)).toEqual([
      'Your licence expires in 3 days.',
      'Your password expires in 1 day.',
    ]);
  });

  it('nothing when null, further than 14 days, or already past', () => {
    expect(expiryWarnings(session(null, null), today)).toEqual([]);
    expect(expiryWarnings(session('2026-12-07'), today)).toEqual([]);
    expect(expiryWarnings(session('2026-11-21'), today)).toEqual([]);
  });
});
