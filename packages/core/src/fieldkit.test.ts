import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubs } from './contract/hubs';
import { connectFieldkit, createFieldkit } from './fieldkit';
import type { HubState } from './hub/create-hub';
import { createMemoryStorage } from './session/key-value-storage';
import { demoGrant, fakeNetwork, json, testConfigInput } from './testing/fake-network';
import { fakeWindow } from './testing/fake-window';
import { shownNotices } from './testing/shown-notices';

const auth = 'http://fk.test/api/auth/';
const grant = demoGrant();

function network(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'http://fk.test/api/inventory/Log/WebLog': json({ LogId: 1 }),
    [`POST ${auth}Account/SignIn`]: json(grant),
    [`POST ${auth}Account/RemovePrivilegesCache`]: json({ Success: true }),
    [`GET ${auth}Account/Logout`]: json({ Success: true }),
    ...routes,
  });
}

describe('the composition root wires session, HTTP policies, typed API, notices, events and hubs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs in, sends the token on API calls, and a 401 signs out 2 s later with a notice and an event', async () => {
    const net = network({
      'http://fk.test/api/admin/Company/GetCompanyDetails/7': json({ message: 'gone' }, 401),
    });
    const fk = createFieldkit({ config: testConfigInput, fetch: net.fetch, storage: createMemoryStorage() });
    const signedOut = vi.fn();
    fk.events.on('session:signedOut', signedOut);

    await fk.actions.signIn('dispatch', 'secret');
    await expect(fk.api.company.getCompanyDetails({ params: { companyId: 7 } })).rejects.toMatchObject({
      status: 401,
    });
    const call = net.requests.find((r) => r.url.endsWith('GetCompanyDetails/7'));
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(shownNotices(fk.notices)[0]?.title).toBe('Logout');

    await vi.advanceTimersByTimeAsync(2000);
    expect(fk.session.getState().token).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(net.requests.some((r) => r.url === `${auth}Account/Logout`)).toBe(true);
  });

  it('stopHubs stops every hub made, and the session stays signed in', async () => {
    const fk = createFieldkit({
      config: testConfigInput,
      fetch: network().fetch,
      storage: createMemoryStorage(),
    });
    await fk.actions.signIn('dispatch', 'secret');
    const made = [fk.hub(hubs.echo), fk.hub(hubs.chat)];
    const stops = made.map((hub) => vi.spyOn(hub, 'stop'));
    fk.stopHubs();
    for (const stop of stops) expect(stop).toHaveBeenCalledTimes(1);
    expect(fk.session.getState().token).toBe('tok-1');
  });

  it('hub(def) gives one connection per hub at the config hub base', () => {
    const fk = createFieldkit({
      config: testConfigInput,
      fetch: network().fetch,
      storage: createMemoryStorage(),
    });
    const hub = fk.hub(hubs.echo);
    expect(fk.hub(hubs.echo)).toBe(hub);
    expect(hub.url).toBe('http://fk.test/hubs/echo');
  });
});

describe('fieldkit.connectivity follows the page, and its hubs consult it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a started hub that went down starts again when the browser is back online', async () => {
    const browser = fakeWindow();
    vi.stubGlobal('window', browser.win);
    // SignalR writes the refused connections to the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Port 9 (discard) refuses the connection at once.
      const fk = createFieldkit({
        config: { ...testConfigInput, hubBase: 'http://127.0.0.1:9/' },
        storage: createMemoryStorage(),
      });
      browser.hide();
      expect(fk.connectivity.getState()).toEqual({ online: true, visible: false });
      const hub = fk.hub(hubs.echo);
      await expect(hub.start()).rejects.toThrow();
      const seen: HubState[] = [];
      hub.state.subscribe((state) => seen.push(state));
      browser.goOffline();
      browser.goOnline();
      expect(seen[0]).toBe('Connecting');
      await vi.waitFor(() => expect(hub.state.getState()).toBe('Disconnected'));
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('a Fieldkit outside a browser page follows the window it is given', () => {
  it('its connectivity hears that window, not the global one', () => {
    const given = fakeWindow();
    const fk = createFieldkit({ config: testConfigInput, storage: createMemoryStorage(), window: given.win });
    given.goOffline();
    expect(fk.connectivity.getState().online).toBe(false);
    given.goOnline();
    expect(fk.connectivity.getState().online).toBe(true);
  });
});

describe('connectFieldkit loads the config when given a URL', () => {
  it('fetches config.json and fills its defaults', async () => {
    const net = network({ './config.json': json({ ...testConfigInput, version: '3.0.0' }) });
    const fk = await connectFieldkit('./config.json', { fetch: net.fetch, storage: createMemoryStorage() });
    expect(fk.config).toMatchObject({ version: '3.0.0', production: true, i18nPath: './assets/i18n/' });
  });

  it('takes a config object as it is', async () => {
    const fk = await connectFieldkit(testConfigInput, { storage: createMemoryStorage() });
    expect(fk.config.apiBase.chat).toBe('http://fk.test/api/chat/');
  });
});
