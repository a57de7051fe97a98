import type { HubDefinition, HubEventArgs, HubEventName } from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Caller } from '../auth/sessions';
import { TokenBuckets } from '../limits/token-buckets';
import { HubConnection, type RawHubHandlers } from './connection';
import { checkedHandlers, type HubHandlers } from './handlers';
import { DEFAULT_HUB_LIMITS, type HubLimits } from './limits';

/** Keep-alive timings; the official client gives up after 30 s of server silence and pings every 15 s. */
export interface HubTiming {
  /** How often the server pings every connection. */
  pingIntervalMs: number;
  /** A client silent for longer than this is dropped. */
  clientTimeoutMs: number;
}

export const DEFAULT_HUB_TIMING: HubTiming = { pingIntervalMs: 10_000, clientTimeoutMs: 30_000 };

/** Of the sessions named, those still live (neither revoked nor expired), as the store says now. */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;

/** What a connection whose session ended on the keep-alive check is told. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

function add<K>(index: Map<K, Set<HubConnection>>, key: K, connection: HubConnection): void {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
}

function remove<K>(index: Map<K, Set<HubConnection>>, key: K, connection: HubConnection): void {
  const set = index.get(key);
  set?.delete(connection);
  if (set?.size === 0) index.delete(key);
}

/** One registered hub: pushes the events of its declaration to its own connections only. */
export interface Hub<D extends HubDefinition = HubDefinition> {
  readonly path: string;
  /** Pushes `event` to every connection of a login to this hub; answers how many. */
  sendToUser<K extends HubEventName<D>>(loginId: number, event: K, ...args: HubEventArgs<D, K>): number;
  /** Pushes `event` to every connection of a company to this hub; answers how many. */
  sendToCompany<K extends HubEventName<D>>(companyId: number, event: K, ...args: HubEventArgs<D, K>): number;
  /** Pushes `event` to one connection. */
  send<K extends HubEventName<D>>(connection: HubConnection, event: K, ...args: HubEventArgs<D, K>): void;
  /** The open connections of a login to this hub. */
  connectionsOf(loginId: number): HubConnection[];
}

/**
 * The hubs of the server and their connections, indexed by login, company and session so that features can
 * push to a user or a company and the auth layer can close a session's connections.
 */
export class HubRegistry {
  private readonly hubs = new Map<string, RawHubHandlers>();
  private readonly all = new Set<HubConnection>();
  private readonly byLogin = new Map<number, Set<HubConnection>>();
  private readonly byCompany = new Map<number, Set<HubConnection>>();
  private readonly bySession = new Map<string, Set<HubConnection>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly callRates: TokenBuckets<number>;

  private checking = false;

  /**
   * `liveSessions`, when given, is asked on every keep-alive tick which of the connected sessions still live: the
   * connections of one revoked or expired since (another process revoked it, its token ran out) are closed.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly timing: HubTiming = DEFAULT_HUB_TIMING,
    private readonly liveSessions?: LiveSessions,
    readonly limits: HubLimits = DEFAULT_HUB_LIMITS,
  ) {
    this.callRates = new TokenBuckets(limits.callsPerSecond, limits.callBurst);
  }

  /**
   * Adds a hub declared in the contract (for example `chatHub` at `/hubs/chat`), its methods' arguments checked
   * against the declaration; returns the handle a feature pushes through.
   */
  registerHub<D extends HubDefinition>(definition: D, handlers: HubHandlers<D>): Hub<D> {
    const { path } = definition;
    const key = path.toLowerCase();
    if (this.hubs.has(key)) throw new Error(`A hub is already registered at ${path}`);
    this.hubs.set(key, checkedHandlers(definition, handlers));
    const of = (set: Set<HubConnection> | undefined) => [...(set ?? [])].filter((c) => c.hubPath === key);
    const push = (set: Set<HubConnection> | undefined, target: string, args: unknown[]) => {
      const targets = of(set);
      for (const c of targets) c.send(target, ...args);
      return targets.length;
    };
    return {
      path,
      sendToUser: (loginId, target, ...args) => push(this.byLogin.get(loginId), target, args),
      sendToCompany: (companyId, target, ...args) => push(this.byCompany.get(companyId), target, args),
      send: (connection, event, ...args) => connection.send(event, ...args),
      connectionsOf: (loginId) => of(this.byLogin.get(loginId)),
    };
  }

  /** Whether a hub answers at this path (case-insensitive). */
  hasHub(path: string): boolean {
    return this.hubs.has(path.toLowerCase());
  }

  /** Takes over an upgraded socket of a verified caller. */
  attach(path: string, socket: WebSocket, caller: Caller): HubConnection {
    const key = path.toLowerCase();
    const handlers = this.hubs.get(key);
    if (!handlers) throw new Error(`No hub at ${path}`);
    const connection = new HubConnection(key, caller, socket, handlers, this.log, (c) => this.detach(c), {
      callsInFlight: this.limits.callsInFlight,
      takeCall: () => this.callRates.take(caller.loginId),
      // About the time the user's rate takes to grant one more call.
      pauseMs: Math.min(1000, Math.max(10, 1000 / this.limits.callsPerSecond)),
      refusalsToClose: this.limits.callBurst,
    });
    this.all.add(connection);
    add(this.byLogin, caller.loginId, connection);
    add(this.byCompany, caller.companyId, connection);
    add(this.bySession, caller.sessionId, connection);
    this.startKeepAlive();
    return connection;
  }

  /** Closes every connection of a session (revoked or ended) with a close message. */
  closeSession(sessionId: string, error: string, allowReconnect: boolean): number {
    const connections = [...(this.bySession.get(sessionId) ?? [])];
    for (const c of connections) c.close(error, allowReconnect);
    return connections.length;
  }

  /** Sends every client a close message, then closes the sockets; resolves when they are gone or after `graceMs`. */
  async closeAll(error: string, allowReconnect: boolean, graceMs = 1000): Promise<void> {
    const connections = [...this.all];
    for (const c of connections) c.close(error, allowReconnect);
    const deadline = Date.now() + graceMs;
    while (this.all.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const c of [...this.all]) c.terminate();
    this.stopKeepAlive();
  }

  /** How many connections are open. */
  get size(): number {
    return this.all.size;
  }

  /** Whether a login may open one more connection (under `connectionsPerUser` on this process). */
  mayConnect(loginId: number): boolean {
    return (this.byLogin.get(loginId)?.size ?? 0) < this.limits.connectionsPerUser;
  }

  private detach(connection: HubConnection): void {
    this.all.delete(connection);
    remove(this.byLogin, connection.caller.loginId, connection);
    remove(this.byCompany, connection.caller.companyId, connection);
    remove(this.bySession, connection.caller.sessionId, connection);
    const handlers = this.hubs.get(connection.hubPath);
    Promise.resolve(handlers?.onDisconnected?.(connection)).catch((err: unknown) =>
      this.log.error({ err, hub: connection.hubPath }, 'hub onDisconnected failed'),
    );
    if (this.all.size === 0) this.stopKeepAlive();
  }

  private startKeepAlive(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.keepAlive(), this.timing.pingIntervalMs);
    this.timer.unref();
  }

  private stopKeepAlive(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private keepAlive(): void {
    const silentSince = Date.now() - this.timing.clientTimeoutMs;
    for (const c of [...this.all]) {
      if (c.lastHeard < silentSince) {
        this.log.info({ hub: c.hubPath, loginId: c.caller.loginId }, 'hub client timed out');
        c.terminate();
      } else c.ping();
    }
    void this.recheckSessions();
    this.callRates.prune();
  }

  /** Closes the connections of the sessions that no longer live; one check at a time, never a queue of them. */
  private async recheckSessions(): Promise<void> {
    if (!this.liveSessions || this.checking || this.bySession.size === 0) return;
    this.checking = true;
    try {
      const connected = [...this.bySession.keys()];
      const live = await this.liveSessions(connected);
      for (const sessionId of connected)
        if (!live.has(sessionId)) {
          this.log.info({ sessionId }, 'hub session no longer live: its connections are closed');
          this.closeSession(sessionId, SESSION_ENDED, false);
        }
    } catch (err) {
      // The store unreachable for a moment ends nobody's connection.
      this.log.warn({ err }, 'hub session check failed');
    } finally {
      this.checking = false;
    }
  }
}
