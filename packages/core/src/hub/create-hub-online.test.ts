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

describe('a hub SignalR is reconnecting is left to it when the browser comes back online', () => {
  it('does not start it a second time', async () => {
    const browser = fakeWindow();
    const hub = createHub({
      url: 'http://fk.test/hubs/echo',
      accessTokenFactory: () => 'tok',
      connectivity: createConnectivity(browser.win),
    });
    await hub.start();
    expect(fake.starts).toBe(1);
    browser.goOffline();
    fake.state = 'Reconnecting';
    for (const handler of fake.reconnecting) handler();
    expect(hub.state.getState()).toBe('Reconnecting');
    browser.goOnline();
    await Promise.resolve();
    expect(fake.starts).toBe(1);
  });
});
