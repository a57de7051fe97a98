import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TokenBuckets } from '../limits/token-buckets';

/** The hash of a login's token bucket for calls, shared by every process. */
export const callsKey = (loginId: number) => `fieldkit:limit:hub-calls:${loginId}`;

/**
 * Takes ARGV[3] tokens from the bucket in KEYS[1] (ARGV[1] a second, up to ARGV[2]), going below zero if it must
 * (the calls were made already): the tokens left, a debt when negative. Redis's clock, so that the processes' clocks
 * need not agree.
 */
const TAKE_FROM_BUCKET = `
local perSecond = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(saved[1]) or burst
local at = tonumber(saved[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * perSecond) - tonumber(ARGV[3])
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perSecond * 1000) + 1000)
return tostring(tokens)`;

/** The script as a command of the client: sent once per Redis connection, then by its hash. */
const TAKE_CALLS = 'fieldkitTakeCalls';

/** A pipeline with the script's command. */
type TakeCallsPipeline = Record<
  typeof TAKE_CALLS,
  (key: string, perSecond: number, burst: number, taken: number) => unknown
>;

/** How often a process tells Redis the calls it admitted and hears what is left of each user's rate. */
export const CALL_RATE_SYNC_MS = 200;

interface Usage {
  /** Calls admitted here since the last sync. */
  taken: number;
  /** Until when (performance.now()) the user's calls are refused here: every process together went past the rate. */
  refusedUntil: number;
}

/**
 * The rate per user on every process together, without a network hop per call. A call takes a token from this
 * process's bucket, as alone (`local`), and is counted; every `syncMs` the counts go to Redis in one pipeline, taken
 * from one bucket per user there (the same rate and burst), and the tokens left come back. A user whose shared bucket
 * is deeper in debt than the grace is refused here, at once and with no hop, until the debt has refilled.
 *
 * The grace (the refill of two sync intervals): calls reach the shared bucket up to a sync interval (and a late timer,
 * and the round trip) after they were made, so a full shared bucket may have let that refill go to waste meanwhile.
 * Without it, a user calling on one process only would at times be refused before their own bucket refuses them;
 * with it, one process behaves exactly as one process alone.
 *
 * Overshoot: until a process hears of the debt, it admits what its own bucket allows, so every process together may
 * admit beyond the rate and burst one sync interval's worth of calls (each process at most its own bucket: `callBurst`
 * from a full one, about `callsPerSecond x syncMs` once it is spent), plus what arrives during the round trip, plus
 * the grace. The debt is then waited out, so over time the user gets the rate, not more.
 *
 * With Redis out of reach the counts are dropped and refusals lifted: the local bucket alone limits, and nobody is
 * refused because of the outage (nor for the calls it missed once it is back).
 */
export class SharedCallRates {
  private readonly usage = new Map<number, Usage>();
  private readonly timer: NodeJS.Timeout;
  private syncing = false;
  /** The debt (in calls) a user may run into before the shared bucket refuses them. */
  private readonly grace: number;

  constructor(
    private readonly redis: Redis,
    private readonly local: TokenBuckets<number>,
    private readonly log: FastifyBaseLogger,
    syncMs = CALL_RATE_SYNC_MS,
  ) {
    this.grace = (local.perSecond * 2 * syncMs) / 1000;
    redis.defineCommand(TAKE_CALLS, { numberOfKeys: 1, lua: TAKE_FROM_BUCKET });
    this.timer = setInterval(() => void this.sync(), syncMs);
    this.timer.unref();
  }

  /** Takes one call of `loginId`: false when the user is over the rate here or on every process together. */
  take(loginId: number, now = performance.now()): boolean {
    const usage = this.usage.get(loginId);
    if (usage && usage.refusedUntil > now) return false;
    if (!this.local.take(loginId, now)) return false;
    if (usage) usage.taken += 1;
    else this.usage.set(loginId, { taken: 1, refusedUntil: 0 });
    return true;
  }

  /** Forgets the users neither counted nor refused, and the local buckets full again. */
  prune(now = performance.now()): void {
    this.local.prune(now);
    for (const [loginId, usage] of this.usage)
      if (usage.taken === 0 && usage.refusedUntil <= now) this.usage.delete(loginId);
  }

  /** Sends the counts since the last sync; one sync at a time, never a queue of them. */
  private async sync(): Promise<void> {
    if (this.syncing) return;
    const reported: Array<[number, Usage]> = [];
    for (const entry of this.usage) if (entry[1].taken > 0) reported.push(entry);
    if (reported.length === 0) return;
    if (this.redis.status !== 'ready') return this.outage();
    this.syncing = true;
    const pipeline = this.redis.pipeline();
    const { perSecond, burst } = this.local;
    for (const [loginId, usage] of reported) {
      (pipeline as unknown as TakeCallsPipeline)[TAKE_CALLS](
        callsKey(loginId),
        perSecond,
        burst,
        usage.taken,
      );
      usage.taken = 0;
    }
    try {
      const answers = (await pipeline.exec()) ?? [];
      const now = performance.now();
      answers.forEach(([err, left], i) => {
        const [loginId, sent] = reported[i]!;
        const debt = err ? 0 : -Number(left) - this.grace;
        // The user's entry now (a prune meanwhile may have dropped the one sent, a call made a new one).
        const usage = this.usage.get(loginId) ?? sent;
        // In debt past the grace: refused here until the rate has paid that back.
        usage.refusedUntil = debt > 0 ? now + (debt / perSecond) * 1000 : 0;
        if (debt > 0) this.usage.set(loginId, usage);
      });
    } catch (err) {
      this.log.warn({ err, limit: 'hub-calls' }, 'shared limit unreachable: counted in this process');
      this.outage();
    } finally {
      this.syncing = false;
    }
  }

  /** Redis out of reach: the local buckets alone limit (counts dropped, refusals lifted). */
  private outage(): void {
    for (const usage of this.usage.values()) {
      usage.taken = 0;
      usage.refusedUntil = 0;
    }
  }

  /** Stops syncing. */
  close(): void {
    clearInterval(this.timer);
  }
}
