import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type AttemptCounter, AttemptLimiter } from './rate-limit';

// One sorted set per key, its members scored by time: drop those out of the window, refuse at `max`, else add one.
// A script, so that two processes counting the same key at once cannot both take the last place.
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Adds `member` (scored `now`) to the sorted set `key` unless it holds `max` members scored within `windowMs` of
 * `now` already; those older are dropped first. Whether it was added, for every process together.
 */
export async function slidingWindowAdd(
  redis: Redis,
  key: string,
  member: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  return (await redis.eval(SLIDING_WINDOW, 1, key, now - windowMs, now, max, member, windowMs)) === 1;
}

/**
 * Attempts counted across every process in Redis (`fieldkit:limit:{name}:{key}`), so that three processes allow no
 * more than one. With Redis out of reach, each process counts alone for the while (a limit kept, if looser), and
 * never refuses because of the outage.
 */
export class RedisAttemptLimiter implements AttemptCounter {
  private readonly local: AttemptLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new AttemptLimiter(max, windowMs);
  }

  async allow(key: string, now = Date.now(), max = this.max): Promise<boolean> {
    const local = this.local.allowNow(key, now, max);
    if (this.redis.status !== 'ready') return local;
    try {
      return await slidingWindowAdd(
        this.redis,
        `fieldkit:limit:${this.name}:${key}`,
        `${now}:${randomUUID()}`,
        max,
        this.windowMs,
        now,
      );
    } catch (err) {
      this.log.warn({ err, limit: this.name }, 'shared limit unreachable: counted in this process');
      return local;
    }
  }
}

/**
 * The Redis connection of the shared limits: a command fails at once while the link is down (no queue to wait in),
 * and the limiter counts in this process meanwhile.
 */
export function sharedLimitsClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (n: number) => Math.min(n * 100, 1000),
  });
  redis.on('error', (err: Error) => log.warn({ err, redis: 'limits' }, 'redis link error'));
  return redis;
}
