import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { slidingWindowAdd } from '../auth/redis-rate-limit';

/** The sorted set of a login's open connections on every process. */
export const connectionsKey = (loginId: number) => `fieldkit:limit:hub-connections:${loginId}`;

/**
 * The cap on open connections per user, on every process together. Each open connection is one member (a place) of
 * the user's sorted set in Redis, scored by when its process last said it was open: taken at the upgrade by the
 * script of the shared limits (trim the stale, refuse at the cap, add: one step, so that two processes cannot both
 * take the last place), given back when its socket closes, and scored again on every keep-alive tick. A process
 * that dies (SIGKILL) says nothing more: its places drop out of the count once `ttlMs` (the presence ttl, three
 * ticks) has passed without news, so nobody stays locked out by a dead process.
 *
 * Why not the presence messages: they say which logins a process holds, not how many connections, and pub/sub gives
 * no atomic check, so two processes could both admit the last connection. A sorted set with the time as score needs
 * no per-process bookkeeping in Redis (hash fields cannot expire one by one in Redis 7.0).
 *
 * With Redis out of reach, only this process's own count (the caller's check) holds; nothing is refused because of
 * the outage, and the next tick after it writes every place this process holds again.
 */
export class SharedConnections {
  /** The places this process holds, and whose they are. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly connectionsPerUser: number,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Takes a place for one more connection of `loginId` if the user holds fewer than `connectionsPerUser` on every
   * process together; the place is given back by `release`. Null when the user is at the cap.
   */
  async take(loginId: number): Promise<string | null> {
    const place = randomUUID();
    if (this.redis.status === 'ready') {
      try {
        const key = connectionsKey(loginId);
        if (!(await slidingWindowAdd(this.redis, key, place, this.connectionsPerUser, this.ttlMs)))
          return null;
      } catch (err) {
        this.log.warn({ err, limit: 'hub-connections' }, 'shared limit unreachable: counted in this process');
      }
    }
    this.held.set(place, loginId);
    return place;
  }

  /** Gives a place back (its connection closed, or its upgrade never finished). */
  release(place: string): void {
    const loginId = this.held.get(place);
    if (loginId === undefined) return;
    this.held.delete(place);
    if (this.redis.status === 'ready') this.redis.zrem(connectionsKey(loginId), place).catch(() => {});
  }

  /** Says again that every place held here is open (on the keep-alive tick), so that none goes stale. */
  refresh(now = Date.now()): void {
    if (this.held.size === 0 || this.redis.status !== 'ready') return;
    const pipeline = this.redis.pipeline();
    for (const [place, loginId] of this.held)
      pipeline.zadd(connectionsKey(loginId), now, place).pexpire(connectionsKey(loginId), this.ttlMs);
    pipeline.exec().catch((err: unknown) => this.log.warn({ err }, 'shared connection count not refreshed'));
  }
}
