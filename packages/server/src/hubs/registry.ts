import type { Duplex } from 'node:stream';
import {
  HUB_RESYNC_EVENT,
  HUB_SESSION_CLOSES,
  type HubDefinition,
  type HubEventArgs,
  type HubEventName,
} from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { Caller } from '../auth/sessions';
import { TokenBuckets } from '../limits/token-buckets';
import { HubConnection, type RawHubHandlers } from './connection';
import { type Fanout, type FanoutMessage, noFanout } from './fanout';
import { checkedHandlers, type HubHandlers } from './handlers';
import { DEFAULT_HUB_LIMITS, type HubLimits } from './limits';
import { SharedCallRates } from './shared-call-rates';
import { SharedConnections } from './shared-connections';
import { UserCalls } from './user-calls';

/** Keep-alive timings; the official client gives up after 30 s of server silence and pings every 15 s. */
export interface HubTiming {
  /** How often the server pings every connection. */
  pingIntervalMs: number;
  /** A client silent for longer than this is dropped. */
  clientTimeoutMs: number;
}

export const DEFAULT_HUB_TIMING: HubTiming = { pingIntervalMs: 10_000, clientTimeoutMs: 30_000 };

/**
 * Of the sessions named, those that no longer live (revoked or expired), as the store says now, each with the reason
 * it was revoked for, or null.
 */
export type EndedSessions = (sessionIds: readonly string[]) => Promise<ReadonlyMap<string, string | null>>;

/** What a connection whose session ended on the keep-alive check is told. */
export const SESSION_ENDED = HUB_SESSION_CLOSES.sessionEnded;

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

/** The rate per user: this process's token buckets alone, or shared with the other processes through Redis. */
interface CallRates {
  take(loginId: number): boolean;
  prune(): void;
  close?(): void;
}

/** One registered hub: pushes the events of its declaration to its own connections only. */
export interface Hub<D extends HubDefinition = HubDefinition> {
  readonly path: string;
  /** Pushes `event` to every connection of a login to this hub, on every process. */
  sendToUser<K extends HubEventName<D>>(loginId: number, event: K, ...args: HubEventArgs<D, K>): void;
  /** The same, but for the connection `exceptConnectionId` (the one that asked). */
  sendToUserExcept<K extends HubEventName<D>>(
    loginId: number,
    exceptConnectionId: string,
    event: K,
    ...args: HubEventArgs<D, K>
  ): void;
  /** Pushes `event` to every connection of a company to this hub, on every process. */
  sendToCompany<K extends HubEventName<D>>(companyId: number, event: K, ...args: HubEventArgs<D, K>): void;
  /** Pushes `event` to one connection. */
  send<K extends HubEventName<D>>(connection: HubConnection, event: K, ...args: HubEventArgs<D, K>): void;
  /** The open connections of a login to this hub on this process. */
  connectionsOf(loginId: number): HubConnection[];
  /** Whether a login is connected to this hub on any process (others' as they last said, within the keep-alive window). */
  isOnline(loginId: number): boolean;
  /** Whether a login is connected to this hub on another process. */
  isOnlineElsewhere(loginId: number): boolean;
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
  /** The calls under way of each user connected here, all their connections together. */
  private readonly userCalls = new Map<number, UserCalls>();
  private timer: NodeJS.Timeout | undefined;
  private readonly callRates: CallRates;
  /** The cap on connections per user on every process together; none when alone (this process's count is all). */
  private readonly connections: SharedConnections | undefined;
  /** The logins each other process holds connections of, by hub, and until when that holds without news. */
  private readonly remote = new Map<string, Map<string, { logins: Set<number>; until: number }>>();

  private checking = false;

  /**
   * `endedSessions`, when given, is asked on every keep-alive tick which of the connected sessions ended since
   * (another process revoked it, its token ran out): their connections are closed, with the reason the session was
   * revoked for, as the process that revoked it says through the fan-out.
   * `limitsRedis`, when given, makes the call rate and the cap on connections per user hold on every process
   * together (`SharedCallRates`, `SharedConnections`); without it they count this process's calls and connections.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly timing: HubTiming = DEFAULT_HUB_TIMING,
    private readonly endedSessions?: EndedSessions,
    readonly limits: HubLimits = DEFAULT_HUB_LIMITS,
    private readonly fanout: Fanout = noFanout,
    limitsRedis?: Redis,
  ) {
    const buckets = new TokenBuckets<number>(limits.callsPerSecond, limits.callBurst);
    this.callRates = limitsRedis ? new SharedCallRates(limitsRedis, buckets, log) : buckets;
    this.connections = limitsRedis
      ? new SharedConnections(limitsRedis, limits.connectionsPerUser, this.presenceTtlMs, log)
      : undefined;
  }

  /** How long a process counts without news (its presence, its connections): three keep-alive ticks. */
  private get presenceTtlMs(): number {
    return 3 * this.timing.pingIntervalMs;
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
    const user = (loginId: number, target: string, args: unknown[], except?: string) =>
      this.push({ kind: 'user', hub: key, loginId, target, args, ...(except ? { except } : {}) });
    return {
      path,
      sendToUser: (loginId, target, ...args) => user(loginId, target, args),
      sendToUserExcept: (loginId, except, target, ...args) => user(loginId, target, args, except),
      sendToCompany: (companyId, target, ...args) =>
        this.push({ kind: 'company', hub: key, companyId, target, args }),
      send: (connection, event, ...args) => connection.send(event, ...args),
      connectionsOf: (loginId) => this.localOf(key, loginId),
      isOnline: (loginId) => this.localOf(key, loginId).length > 0 || this.onlineElsewhere(key, loginId),
      isOnlineElsewhere: (loginId) => this.onlineElsewhere(key, loginId),
    };
  }

  /** Starts hearing the other processes (nothing to hear when alone). */
  async start(): Promise<void> {
    await this.fanout.start({
      deliver: (message) => this.deliver(message),
      // This process may have missed the others' pushes: its connections stay open and fetch the gap from storage.
      gap: () => {
        this.remote.clear();
        for (const c of this.all) c.send(HUB_RESYNC_EVENT);
        this.sayHello();
      },
    });
    this.sayHello();
    // Linked to others, a process keeps its keep-alive tick while it holds nobody: it says it is alive, and notices
    // the others that went silent.
    if (this.fanout !== noFanout) this.startKeepAlive();
  }

  /** Delivers to this process's connections at once, and tells the other processes. */
  private push(message: FanoutMessage): void {
    this.deliver(message);
    this.fanout.publish(message);
  }

  /** What a message means for this process's connections. */
  private deliver(message: FanoutMessage): void {
    switch (message.kind) {
      case 'user':
        for (const c of this.localOf(message.hub, message.loginId))
          if (c.id !== message.except) c.send(message.target, ...message.args);
        return;
      case 'company':
        for (const c of this.byCompany.get(message.companyId) ?? [])
          if (c.hubPath === message.hub) c.send(message.target, ...message.args);
        return;
      case 'closeSession':
        for (const c of [...(this.bySession.get(message.sessionId) ?? [])])
          c.close(message.error, message.allowReconnect);
        return;
      case 'presence':
        this.heard(message);
        return;
      case 'hello':
        this.announcePresence();
        this.passOnPresence(message.origin);
        return;
    }
  }

  private localOf(hub: string, loginId: number): HubConnection[] {
    return [...(this.byLogin.get(loginId) ?? [])].filter((c) => c.hubPath === hub);
  }

  private onlineElsewhere(hub: string, loginId: number): boolean {
    const now = Date.now();
    for (const said of this.remote.get(hub)?.values() ?? [])
      if (said.until > now && said.logins.has(loginId)) return true;
    return false;
  }

  /**
   * Another process's news of whom it holds: all of them (replacing what it said), or a change. News passed on by a
   * third process (`for` this one, just started) counts only for the processes this one has not heard from itself.
   */
  private heard(message: Extract<FanoutMessage, { kind: 'presence' }>): void {
    if (message.for !== undefined && message.for !== this.fanout.processId) return;
    let byOrigin = this.remote.get(message.hub);
    if (!byOrigin) {
      byOrigin = new Map();
      this.remote.set(message.hub, byOrigin);
    }
    const known = byOrigin.get(message.origin);
    if (message.for !== undefined && known) return;
    const logins = message.full || !known ? new Set<number>() : known.logins;
    for (const id of message.online) logins.add(id);
    for (const id of message.offline) logins.delete(id);
    // Three keep-alive ticks without news and a process counts as gone.
    byOrigin.set(message.origin, { logins, until: Date.now() + (message.ttlMs ?? this.presenceTtlMs) });
  }

  /** Tells the others this process has just started (or lost touch): they say whom they hold, and what they heard. */
  private sayHello(): void {
    this.fanout.publish({ kind: 'hello', origin: this.fanout.processId });
  }

  /**
   * Passes on to a process just started what this one last heard from the others it still counts. A process killed
   * and started again gets a new id; its users, coming back to it, would otherwise be new to it and be announced
   * online to their whole company (every user of the process, to every colleague: the square of a company's size),
   * although nobody was ever told they had left.
   */
  private passOnPresence(to: string): void {
    if (to === this.fanout.processId) return;
    const now = Date.now();
    for (const [hub, byOrigin] of this.remote)
      for (const [origin, said] of byOrigin)
        if (origin !== to && said.until > now)
          this.fanout.publish({
            kind: 'presence',
            hub,
            origin,
            full: true,
            online: [...said.logins],
            offline: [],
            for: to,
            ttlMs: said.until - now,
          });
  }

  /** Tells the others that a login's first connection to a hub opened here, or its last one closed. */
  private presenceChanged(hub: string, loginId: number, online: boolean): void {
    this.tellPresence(hub, false, online ? [loginId] : [], online ? [] : [loginId]);
  }

  /** Tells the others every login this process holds connections of, hub by hub. */
  private announcePresence(): void {
    for (const hub of this.hubs.keys()) {
      const online = new Set<number>();
      for (const c of this.all) if (c.hubPath === hub) online.add(c.caller.loginId);
      this.tellPresence(hub, true, [...online], []);
    }
  }

  private tellPresence(hub: string, full: boolean, online: number[], offline: number[]): void {
    this.fanout.publish({ kind: 'presence', hub, origin: this.fanout.processId, full, online, offline });
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
      user: this.userCallsOf(caller.loginId),
      userCallsInFlight: this.limits.userCallsInFlight,
      takeCall: () => this.callRates.take(caller.loginId),
      // About the time the user's rate takes to grant one more call.
      pauseMs: Math.min(1000, Math.max(10, 1000 / this.limits.callsPerSecond)),
      refusalsToClose: this.limits.callBurst,
    });
    this.all.add(connection);
    if (this.localOf(key, caller.loginId).length === 0) this.presenceChanged(key, caller.loginId, true);
    add(this.byLogin, caller.loginId, connection);
    add(this.byCompany, caller.companyId, connection);
    add(this.bySession, caller.sessionId, connection);
    this.startKeepAlive();
    return connection;
  }

  /** Closes every connection of a session (revoked or ended), on every process, with a close message. */
  closeSession(sessionId: string, error: string, allowReconnect: boolean): void {
    this.push({ kind: 'closeSession', sessionId, error, allowReconnect });
  }

  /** Sends every client a close message, then closes the sockets; resolves when they are gone or after `graceMs`. */
  async closeAll(error: string, allowReconnect: boolean, graceMs = 1000): Promise<void> {
    const connections = [...this.all];
    for (const c of connections) c.close(error, allowReconnect);
    const deadline = Date.now() + graceMs;
    while (this.all.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const c of [...this.all]) c.terminate();
    this.stopKeepAlive();
    this.callRates.close?.();
    await this.fanout.close();
  }

  /** How many connections are open. */
  get size(): number {
    return this.all.size;
  }

  /**
   * Whether a login may open one more connection: under `connectionsPerUser` on this process and, with shared limits,
   * on every process together. Alone, answered at once (nothing comes between the count and the attach); shared, a
   * place is taken in Redis and held until `socket` closes, and this process's count is checked again after the wait.
   */
  mayConnect(loginId: number, socket: Duplex): boolean | Promise<boolean> {
    if (!this.hasRoomHere(loginId)) return false;
    const shared = this.connections;
    if (!shared) return true;
    return shared.take(loginId).then((place) => {
      if (place === null) return false;
      // A client gone meanwhile: its upgrade fails on its own (ws drops the socket), the place goes back at once.
      if (socket.destroyed) shared.release(place);
      else if (!this.hasRoomHere(loginId)) {
        shared.release(place);
        return false;
      } else socket.once('close', () => shared.release(place));
      return true;
    });
  }

  /** Whether a login holds fewer than `connectionsPerUser` connections on this process. */
  private hasRoomHere(loginId: number): boolean {
    return (this.byLogin.get(loginId)?.size ?? 0) < this.limits.connectionsPerUser;
  }

  /** The calls under way shared by a user's connections here (forgotten with the last of them). */
  private userCallsOf(loginId: number): UserCalls {
    let calls = this.userCalls.get(loginId);
    if (!calls) {
      calls = new UserCalls();
      this.userCalls.set(loginId, calls);
    }
    return calls;
  }

  private detach(connection: HubConnection): void {
    this.all.delete(connection);
    remove(this.byLogin, connection.caller.loginId, connection);
    if (!this.byLogin.has(connection.caller.loginId)) this.userCalls.delete(connection.caller.loginId);
    remove(this.byCompany, connection.caller.companyId, connection);
    remove(this.bySession, connection.caller.sessionId, connection);
    if (this.localOf(connection.hubPath, connection.caller.loginId).length === 0)
      this.presenceChanged(connection.hubPath, connection.caller.loginId, false);
    const handlers = this.hubs.get(connection.hubPath);
    Promise.resolve(handlers?.onDisconnected?.(connection)).catch((err: unknown) =>
      this.log.error({ err, hub: connection.hubPath }, 'hub onDisconnected failed'),
    );
    if (this.all.size === 0 && this.fanout === noFanout) this.stopKeepAlive();
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
    this.connections?.refresh();
    this.announcePresence();
    this.forgetSilent();
  }

  /**
   * Forgets the processes gone silent for three ticks. The logins one held that no process holds now are handed to
   * their hub's `onGone` (a dead process told nobody its users left), by one process: the lowest id alive.
   */
  private forgetSilent(): void {
    const now = Date.now();
    const gone: Array<[string, number]> = [];
    const alive = new Set<string>();
    for (const [hub, byOrigin] of this.remote)
      for (const [origin, said] of byOrigin) {
        if (said.until > now) alive.add(origin);
        else {
          byOrigin.delete(origin);
          for (const loginId of said.logins) gone.push([hub, loginId]);
        }
      }
    if (gone.length === 0 || [...alive].some((origin) => origin < this.fanout.processId)) return;
    for (const [hub, loginId] of gone) {
      if (this.localOf(hub, loginId).length > 0 || this.onlineElsewhere(hub, loginId)) continue;
      Promise.resolve(this.hubs.get(hub)?.onGone?.(loginId)).catch((err: unknown) =>
        this.log.error({ err, hub }, 'hub onGone failed'),
      );
    }
  }

  /** Closes the connections of the sessions that no longer live; one check at a time, never a queue of them. */
  private async recheckSessions(): Promise<void> {
    if (!this.endedSessions || this.checking || this.bySession.size === 0) return;
    this.checking = true;
    try {
      const ended = await this.endedSessions([...this.bySession.keys()]);
      for (const [sessionId, reason] of ended) {
        this.log.info({ sessionId }, 'hub session no longer live: its connections are closed');
        this.closeSession(sessionId, reason ?? SESSION_ENDED, false);
      }
    } catch (err) {
      // The store unreachable for a moment ends nobody's connection.
      this.log.warn({ err }, 'hub session check failed');
    } finally {
      this.checking = false;
    }
  }
}
