import { createServer } from 'node:net';
import type { IRetryPolicy } from '@microsoft/signalr';
import { describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '../connectivity/connectivity';
import { hubs } from '../contract/hubs';
import { fakeWindow } from '../testing/fake-window';
import { buildConnection } from './build-connection';
import { createHub, type HubState } from './create-hub';
import { hubUrl } from './hub-url';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('hubs: reconnect after 0, 2, 10, 30 s then stop; server timeout 30 s; keep-alive 15 s', () => {
  const connection = buildConnection({
    url: 'http://127.0.0.1:9/hubs/echo',
    accessTokenFactory: () => 'tok',
  });

  it('sets the server timeout and keep-alive on the built connection', () => {
    expect(connection.serverTimeoutInMilliseconds).toBe(30_000);
    expect(connection.keepAliveIntervalInMilliseconds).toBe(15_000);
  });

  it('retries after 0, 2,000, 10,000 and 30,000 ms, then gives up', () => {
    const policy = (connection as unknown as { _reconnectPolicy: IRetryPolicy })._reconnectPolicy;
    const delays = [0, 1, 2, 3, 4].map((previousRetryCount) =>
      policy.nextRetryDelayInMilliseconds({
        previousRetryCount,
        elapsedMilliseconds: 0,
        retryReason: new Error('x'),
      }),
    );
    expect(delays).toEqual([0, 2000, 10_000, 30_000, null]);
  });
});

describe('hub connection state is observable and start failures return it to Disconnected', () => {
  it('goes Connecting then Disconnected when nothing listens, and reads the token on connect', async () => {
    const port = await freePort();
    let tokenReads = 0;
    const hub = createHub({
      url: `http://127.0.0.1:${port}/hubs/echo`,
      accessTokenFactory: () => {
        tokenReads++;
        return 'tok';
      },
      logger: { log: () => {} },
    });
    const seen: HubState[] = [];
    const unsubscribe = hub.state.subscribe((s) => seen.push(s));
    expect(hub.state.getState()).toBe('Disconnected');
    await expect(hub.start()).rejects.toThrow();
    unsubscribe();
    expect(seen).toEqual(['Connecting', 'Disconnected']);
    expect(hub.state.getState()).toBe('Disconnected');
    expect(tokenReads).toBeGreaterThan(0);
  });

  it('on() and onReconnected() return their unsubscribe; handlers set before the start reach the connection', async () => {
    const port = await freePort();
    const hub = createHub({
      url: `http://127.0.0.1:${port}/hubs/echo`,
      accessTokenFactory: () => 'tok',
      logger: { log: () => {} },
    });
    const off = hub.on('Pushed', () => {});
    hub.on('Pushed', () => {});
    expect(hub.connection).toBeNull();
    await expect(hub.start()).rejects.toThrow();
    const handlers = () =>
      (hub.connection as unknown as { _methods: Record<string, unknown[]> })._methods.pushed;
    expect(handlers()).toHaveLength(2);
    off();
    expect(handlers()).toHaveLength(1);
    expect(hub.onReconnected(() => {})).toBeTypeOf('function');
  });

  it('calls before the first start fail with a clear error instead of hanging', async () => {
    const hub = createHub({ url: 'http://127.0.0.1:9/hubs/echo', accessTokenFactory: () => 'tok' });
    await expect(hub.invoke('Echo', 'x')).rejects.toThrow(/has not been started/);
    await expect(hub.send('Echo', 'x')).rejects.toThrow(/has not been started/);
    await expect(hub.stop()).resolves.toBeUndefined();
  });
});

describe('a started hub that is Disconnected starts again at once when the browser comes back online', () => {
  async function downHub(started: boolean) {
    const browser = fakeWindow();
    const port = await freePort();
    const hub = createHub({
      url: `http://127.0.0.1:${port}/hubs/echo`,
      accessTokenFactory: () => 'tok',
      logger: { log: () => {} },
      connectivity: createConnectivity(browser.win),
    });
    if (started) await expect(hub.start()).rejects.toThrow();
    const seen: HubState[] = [];
    hub.state.subscribe((state) => seen.push(state));
    return { browser, hub, seen };
  }

  it('starts again on the online event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { browser, seen } = await downHub(true);
      browser.goOffline();
      expect(seen).toEqual([]);
      browser.goOnline();
      expect(seen).toEqual(['Connecting']);
      await vi.waitFor(() => expect(seen).toEqual(['Connecting', 'Disconnected']));
      expect(warn).toHaveBeenCalledWith('Hub: restart once online failed', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it('a hub never started, or stopped (a sign-out), stays down', async () => {
    const never = await downHub(false);
    never.browser.goOffline();
    never.browser.goOnline();
    expect(never.seen).toEqual([]);

    const stopped = await downHub(true);
    await stopped.hub.stop();
    stopped.browser.goOffline();
    stopped.browser.goOnline();
    expect(stopped.seen.filter((state) => state === 'Connecting')).toEqual([]);
  });

  it('only coming back online starts it: the page shown or hidden does not, online or offline', async () => {
    const { browser, seen } = await downHub(true);
    browser.hide();
    browser.show();
    browser.goOffline();
    browser.hide();
    browser.show();
    expect(seen).toEqual([]);
  });
});

describe('hubUrl joins the hub base and the contract path', () => {
  it('joins without doubled or missing slashes', () => {
    expect(hubUrl({ hubBase: '/' }, hubs.echo)).toBe('/hubs/echo');
    expect(hubUrl({ hubBase: 'https://api.example.com/' }, hubs.echo)).toBe(
      'https://api.example.com/hubs/echo',
    );
    expect(hubUrl({ hubBase: 'https://api.example.com/rt' }, { path: 'hubs/chat' })).toBe(
      'https://api.example.com/rt/hubs/chat',
    );
  });
});

describe('a start that fails is tried again after the reconnect delays, then no more', () => {
  it('tries again after each delay while wanted; a stop ends the tries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const port = await freePort();
      const hub = createHub({
        url: `http://127.0.0.1:${port}/hubs/echo`,
        accessTokenFactory: () => 'tok',
        logger: { log: () => {} },
        restartDelaysMs: [0, 50],
      });
      const tries: HubState[] = [];
      hub.state.subscribe((state) => {
        if (state === 'Connecting') tries.push(state);
      });
      await expect(hub.start()).rejects.toThrow();
      // The first start, then one try after 0 ms and one after 50 ms: three in all, and then no more.
      await vi.waitFor(() => expect(tries).toHaveLength(2));
      await vi.waitFor(() => expect(tries).toHaveLength(2 + 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(tries).toHaveLength(3);
      expect(hub.state.getState()).toBe('Disconnected');

      // A stop (a sign-out) while a try waits: nothing more.
      const stopped = createHub({
        url: `http://127.0.0.1:${port}/hubs/echo`,
        accessTokenFactory: () => 'tok',
        logger: { log: () => {} },
        restartDelaysMs: [100],
      });
      const stoppedTries: HubState[] = [];
      stopped.state.subscribe((state) => {
        if (state === 'Connecting') stoppedTries.push(state);
      });
      await expect(stopped.start()).rejects.toThrow();
      await stopped.stop();
      await new Promise((resolve) => setTimeout(resolve, 250));
      // The first start only.
      expect(stoppedTries).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
