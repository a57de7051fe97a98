import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr';
import { createStore } from 'zustand/vanilla';
import type { ReadableStore } from '../store/readable-store';

/** Reconnect after 0, 2, 10 and 30 seconds, then stop. */
export const HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/** The client drops a connection after this long without a message from the server. */
export const HUB_SERVER_TIMEOUT_MS = 30_000;
/** The client pings the server this often. */
export const HUB_KEEP_ALIVE_MS = 15_000;

/** Connection state of a hub, named as SignalR names it. */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** Options of `createHub`. */
export interface HubOptions {
  url: string;
  /** Read on every connect and reconnect, so a refreshed token is used. */
  accessTokenFactory: () => string | Promise<string>;
  /** SignalR logger or level; warnings and errors by default. */
  logger?: ILogger | LogLevel;
}

/** A hub connection with an observable state and subscriptions that return their cleanup. */
export interface Hub {
  /** The underlying SignalR connection. */
  readonly connection: HubConnection;
  readonly state: ReadableStore<HubState>;
  /** Connects; a second call while connecting or connected shares the first. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Handles a server event; returns its unsubscribe. */
  on<Args extends unknown[] = unknown[]>(event: string, handler: (...args: Args) => void): () => void;
  /** Calls a hub method without waiting for its result. */
  send(method: string, ...args: unknown[]): Promise<void>;
  /** Calls a hub method and waits for its result. */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Runs after every reconnect, for features to resync what they missed (SignalR replays nothing). */
  onReconnected(handler: () => void): () => void;
}

/** Creates a hub connection over WebSockets without negotiation, with Fieldkit's reconnect and timeout policy. */
export function createHub(options: HubOptions): Hub {
  const connection = new HubConnectionBuilder()
    .withUrl(options.url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      accessTokenFactory: options.accessTokenFactory,
    })
    .withAutomaticReconnect([...HUB_RECONNECT_DELAYS_MS])
    .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
    .configureLogging(options.logger ?? LogLevel.Warning)
    .build();

  const state = createStore<HubState>()(() => connection.state as HubState);
  const sync = () => state.setState(connection.state as HubState, true);
  const reconnected = new Set<() => void>();
  let starting: Promise<void> | null = null;

  connection.onreconnecting(sync);
  connection.onclose(sync);
  connection.onreconnected(() => {
    sync();
    for (const handler of [...reconnected]) {
      try {
        handler();
      } catch (error) {
        console.error('Hub reconnected handler failed:', error);
      }
    }
  });

  return {
    connection,
    state,
    start() {
      if (connection.state === 'Connected') return Promise.resolve();
      starting ??= (async () => {
        const started = connection.start();
        sync();
        try {
          await started;
        } finally {
          sync();
          starting = null;
        }
      })();
      return starting;
    },
    async stop() {
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
      const listener = handler as (...args: unknown[]) => void;
      connection.on(event, listener);
      return () => connection.off(event, listener);
    },
    send: (method, ...args) => connection.send(method, ...args),
    invoke: <T>(method: string, ...args: unknown[]) => connection.invoke<T>(method, ...args),
    onReconnected(handler) {
      reconnected.add(handler);
      return () => {
        reconnected.delete(handler);
      };
    },
  };
}
