import { describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '../connectivity/connectivity';
import { fakeWindow } from '../testing/fake-window';
import { createHub } from './create-hub';

/** A SignalR connection that connects at once and can be put into Reconnecting by the test. */
const fake = vi.hoisted(() => ({
  state: 'Disconnected',
  starts: 0,
  reconnecting: [] as Array<() => void>,
}));

vi.mock('./build-connection', () => ({
  buildConnection: () => ({
    get state() {
      return fake.state;
    },
    start: async () => {
      fake.starts++;
      fake.state = 'Connected';
    },
    stop: async () => {
      fake.state = 'Disconnected';
    },
    on: () => {},
    onclose: () => {},
    onreconnected: () => {},
    onreconnecting: (handler: () => void) => fake.reconnecting.push(handler),
  }),
}));

describe('the browser going offline and online', () => {
  it('offline: the hub is Disconnected at once; online: it connects at once, even from a reconnect waiting to retry', async () => {
    const browser = fakeWindow();
    const hub = createHub({
      url: 'http://fk.test/hubs/echo',
      accessTokenFactory: () => 'tok',
      connectivity: createConnectivity(browser.win),
    });
    await hub.start();
    expect(fake.starts).toBe(1);
    browser.goOffline();
    await vi.waitFor(() => expect(hub.state.getState()).toBe('Disconnected'));
    browser.goOnline();
    await vi.waitFor(() => expect(hub.state.getState()).toBe('Connected'));
    expect(fake.starts).toBe(2);

    // SignalR lost the connection on its own and waits for its next try: back online, the hub does not wait.
    fake.state = 'Reconnecting';
    for (const handler of fake.reconnecting) handler();
    expect(hub.state.getState()).toBe('Reconnecting');
    browser.goOffline();
    browser.goOnline();
    await vi.waitFor(() => expect(hub.state.getState()).toBe('Connected'));
    expect(fake.starts).toBe(3);
  });

  it('a hub nobody started (or one stopped) stays down across offline and online', async () => {
    const browser = fakeWindow();
    const hub = createHub({
      url: 'http://fk.test/hubs/echo',
      accessTokenFactory: () => 'tok',
      connectivity: createConnectivity(browser.win),
    });
    const before = fake.starts;
    browser.goOffline();
    browser.goOnline();
    await hub.start();
    await hub.stop();
    browser.goOffline();
    browser.goOnline();
    await new Promise((r) => setTimeout(r, 10));
    expect(hub.state.getState()).toBe('Disconnected');
    expect(fake.starts).toBe(before + 1);
  });
});
