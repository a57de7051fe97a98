import type { HubConnection, ILogger } from '@microsoft/signalr';
import { createStore } from 'zustand/vanilla';
import type { ConnectivityState } from '../connectivity/connectivity';
import { isSessionClose } from '../contract/hub-refusals';
import { HUB_RESYNC_EVENT } from '../contract/hub-resync';
import type { ReadableStore } from '../store/readable-store';
import { createRestarts, type Restarts } from './restarts';

/** Connection state of a hub, named as SignalR names it. */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** Options of `createHub`. */
export interface HubOptions {
  url: string;
  /** Read on every connect and reconnect, so a refreshed token is used. */
  accessTokenFactory: () => string | Promise<string>;
  /** SignalR logger; warnings and errors by default. */
  logger?: ILogger;
  /**
   * When given, a started hub stops as soon as the browser goes offline (its state says so at once) and starts again
   * as soon as it is back online, whatever it was doing (a reconnect waiting for its next try included).
   */
  connectivity?: ReadableStore<ConnectivityState>;
  /**
   * When a start fails (the server is down, or the connection drops during its handshake), the hub tries again after
   * these delays, then stops, as SignalR does for a connection that drops once established. None by default;
   * `fieldkit.hub()` gives the reconnect delays (0, 2, 10, 30 s).
   */
  restartDelaysMs?: readonly number[];
  /** Called when the server closes the connection because its session ended (another sign-in, a revocation). */
  onSessionClosed?: () => void;
}

type Listener = (...args: unknown[]) => void;

/** A hub connection with an observable state and subscriptions that return their cleanup. */
export interface Hub {
  readonly url: string;
  /** The underlying SignalR connection, built on the first `start()` (null before it). */
  readonly connection: HubConnection | null;
  readonly state: ReadableStore<HubState>;
  /** Connects; a second call while connecting or connected shares the first. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Handles a server event, from before or after the start; returns its unsubscribe. */
  on<Args extends unknown[] = unknown[]>(event: string, handler: (...args: Args) => void): () => void;
  /** Calls a hub method without waiting for its result. */
  send(method: string, ...args: unknown[]): Promise<void>;
  /** Calls a hub method and waits for its result. */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Runs after every reconnect, for features to resync what they missed (SignalR replays nothing). */
  onReconnected(handler: () => void): () => void;
  /**
   * Runs when the server says the open connection may have lost pushes (its link to the other server processes was
   * cut for a moment): features resync what they missed, as after a reconnect, with no reconnect.
   */
  onResync(handler: () => void): () => void;
}

/** Adds `handler` to `handlers`; returns its removal. */
function subscribe(handlers: Set<() => void>, handler: () => void): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Runs every handler; one that throws is logged and does not stop the others. */
function runAll(handlers: Set<() => void>): void {
  for (const handler of [...handlers]) {
    try {
      handler();
    } catch (error) {
      console.error('Hub handler failed:', error);
    }
  }
}

const notConnected = (method: string) =>
  Promise.reject(new Error(`Cannot call '${method}': the hub connection has not been started.`));

/**
 * Creates a hub whose SignalR connection (WebSockets without negotiation, reconnect after 0, 2, 10, 30 s, server
 * timeout 30 s, keep-alive 15 s) is built on the first start, loading the SignalR client only then.
 */
export function createHub(options: HubOptions): Hub {
  let connection: HubConnection | null = null;
  let building: Promise<HubConnection> | null = null;
  let starting: Promise<void> | null = null;
  const state = createStore<HubState>()(() => 'Disconnected');
  const sync = () => {
    if (connection) state.setState(connection.state as HubState, true);
  };
  const listeners = new Map<string, Set<Listener>>();
  const reconnected = new Set<() => void>();
  const resyncs = new Set<() => void>();
  // Started and not stopped since: a hub nobody started, or one stopped at sign-out, stays down.
  let wanted = false;
  // A failed start of a wanted hub is tried again, while the delays last.
  const restarts = createRestarts(options.restartDelaysMs, () => {
    if (wanted && state.getState() === 'Disconnected')
      hub.start().catch((error: unknown) => console.warn('Hub: start tried again and failed', error));
  });
  state.subscribe((now) => {
    if (now === 'Connected') restarts.forget();
  });
  if (options.connectivity)
    followConnectivity(options.connectivity, {
      wanted: () => wanted,
      connection: () => connection,
      sync,
      isDown: () => state.getState() === 'Disconnected',
      start: () => hub.start(),
      restarts,
    });

  function connect(): Promise<HubConnection> {
    building ??= import('./build-connection').then(({ buildConnection }) => {
      const built = buildConnection(options);
      for (const [event, handlers] of listeners) for (const handler of handlers) built.on(event, handler);
      built.onreconnecting(sync);
      built.onclose((error) => {
        sync();
        if (isSessionClose(error)) options.onSessionClosed?.();
      });
      built.onreconnected(() => {
        sync();
        runAll(reconnected);
      });
      built.on(HUB_RESYNC_EVENT, () => runAll(resyncs));
      connection = built;
      return built;
    });
    // A client that could not be loaded (the network, mid-deploy) is loaded again on the next start.
    building.catch(() => {
      building = null;
    });
    return building;
  }

  const hub: Hub = {
    url: options.url,
    get connection() {
      return connection;
    },
    state,
    start() {
      wanted = true;
      if (connection?.state === 'Connected') return Promise.resolve();
      starting ??= (async () => {
        state.setState('Connecting', true);
        try {
          const built = await connect();
          const started = built.start();
          sync();
          await started;
        } catch (error) {
          // Failed from Disconnected (not a start refused while SignalR reconnects on its own): try again later.
          if (wanted && connection?.state !== 'Reconnecting') restarts.later();
          throw error;
        } finally {
          if (connection) sync();
          else state.setState('Disconnected', true);
          starting = null;
        }
      })();
      return starting;
    },
    async stop() {
      wanted = false;
      restarts.cancel();
      restarts.forget();
      if (!connection) return;
      const stopped = connection.stop();
      sync();
      try {
        await stopped;
      } finally {
        sync();
      }
    },
    on(event, handler) {
      // The payload is not validated here: each feature parses its own events.
      const listener = handler as Listener;
      const key = event.toLowerCase();
      const handlers = listeners.get(key) ?? new Set<Listener>();
      handlers.add(listener);
      listeners.set(key, handlers);
      connection?.on(event, listener);
      return () => {
        handlers.delete(listener);
        connection?.off(event, listener);
      };
    },
    send: (method, ...args) => (connection ? connection.send(method, ...args) : notConnected(method)),
    invoke: <T>(method: string, ...args: unknown[]) =>
      connection ? connection.invoke<T>(method, ...args) : notConnected(method),
    onReconnected: (handler) => subscribe(reconnected, handler),
    onResync: (handler) => subscribe(resyncs, handler),
  };
  return hub;
}

/** What following the network needs of a hub. */
interface Followed {
  /** Started and not stopped since. */
  wanted(): boolean;
  connection(): HubConnection | null;
  /** Its state store takes the connection's state. */
  sync(): void;
  isDown(): boolean;
  start(): Promise<void>;
  restarts: Restarts;
}

/**
 * A started hub follows the network: offline, it stops at once (its state says so now rather than after the server
 * timeout); online again, it starts at once, even while SignalR waits to retry, with a fresh round of tries.
 */
function followConnectivity(connectivity: ReadableStore<ConnectivityState>, hub: Followed): void {
  connectivity.subscribe((now, before) => {
    if (!hub.wanted() || now.online === before.online) return;
    if (!now.online) {
      // The browser knows the network is gone: the hub says so now rather than after the server timeout (30 s).
      // It stays wanted, so it starts again as soon as the network is back.
      hub.restarts.cancel();
      const connection = hub.connection();
      if (connection && connection.state !== 'Disconnected')
        connection
          .stop()
          .then(() => {
            hub.sync();
            // Back online while it was stopping: the online news found it Disconnecting, so it starts here.
            if (hub.wanted() && connectivity.getState().online && hub.isDown()) return hub.start();
          })
          .catch((error: unknown) => console.warn('Hub: stop once offline failed', error));
      return;
    }
    // The network is back: a connection at once, even one SignalR is waiting to retry (its next try may be 30 s off),
    // and a fresh round of tries if this one fails too.
    hub.restarts.cancel();
    hub.restarts.forget();
    const restart = async () => {
      const connection = hub.connection();
      if (connection?.state === 'Reconnecting') await connection.stop();
      hub.sync();
      if (hub.wanted() && hub.isDown()) await hub.start();
    };
    restart().catch((error: unknown) => console.warn('Hub: restart once online failed', error));
  });
}
