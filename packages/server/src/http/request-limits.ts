import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type AttemptCounter, AttemptLimiter } from '../auth/rate-limit';
import { RedisAttemptLimiter } from '../auth/redis-rate-limit';
import type { ServerConfig } from '../config';

/** `SignImageUrls` calls one user may make a minute (each of up to 50 addresses): a message's images are one call. */
const IMAGE_URL_CALLS_PER_MINUTE = 60;

/** A limit's count and window, where a test sets its own. */
export interface LimitSetting {
  max: number;
  windowMs: number;
}

/** The request limits the handlers count against. */
export interface RequestLimits {
  signInLimiter: AttemptCounter;
  /** WebLog entries per address: its ApiKey is public (it is in config.json), so volume is what is limited. */
  webLogLimiter: AttemptCounter;
  /** `SignImageUrls` calls per user: each signed address can make the server fetch from anywhere. */
  imageUrlLimiter: AttemptCounter;
}

/** The request limits of one process, counted with every process's through Redis when there is one. */
export function createRequestLimits(
  config: ServerConfig,
  given: { signIn?: LimitSetting | undefined; webLog?: LimitSetting | undefined },
  redis: Redis | undefined,
  log: FastifyBaseLogger,
): RequestLimits {
  const limiter = (name: string, max: number, windowMs: number): AttemptCounter =>
    redis ? new RedisAttemptLimiter(redis, name, max, windowMs, log) : new AttemptLimiter(max, windowMs);
  return {
    signInLimiter: limiter(
      'sign-in',
      given.signIn?.max ?? config.signInAttemptsPerMinute,
      given.signIn?.windowMs ?? 60_000,
    ),
    webLogLimiter: limiter('weblog', given.webLog?.max ?? 300, given.webLog?.windowMs ?? 60_000),
    imageUrlLimiter: limiter('image-urls', IMAGE_URL_CALLS_PER_MINUTE, 60_000),
  };
}
