/**
 * What keeps one connection or one user from stalling the others on a process: calls beyond a limit are answered
 * with a hub error at once (the client sees why), never queued.
 */
export interface HubLimits {
  /** Invocations one connection may have under way at once. */
  callsInFlight: number;
  /** Invocations one user may start per second, all their connections together, sustained... */
  callsPerSecond: number;
  /** ...after a burst of this many. */
  callBurst: number;
  /** Hub connections one user may hold open, all hubs and tabs together. */
  connectionsPerUser: number;
}

/**
 * A person's tabs make a handful of calls a second at most (a message, a read mark, typing); the outbox sends its
 * queue one message at a time. Four tabs on each of the hubs fit in the connection cap.
 */
export const DEFAULT_HUB_LIMITS: HubLimits = {
  callsInFlight: 16,
  callsPerSecond: 20,
  callBurst: 100,
  connectionsPerUser: 24,
};

/** The hub error of an invocation beyond `callsInFlight`. */
export const TOO_MANY_IN_FLIGHT = 'Too many calls under way on this connection: wait for their answers.';

/** The hub error of an invocation beyond the user's rate. */
export const TOO_MANY_CALLS = 'Too many calls: slow down and try again in a moment.';

/** The upgrade refusal of a connection beyond `connectionsPerUser`. */
export const TOO_MANY_CONNECTIONS = 'Too many open connections for this user: close a tab or window first.';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key: each holds up to `burst` tokens and gains `perSecond` a second; a call takes one. O(1) per
 * call and a few numbers per key, so a flood costs the flooder a refusal and the others nothing.
 */
export class TokenBuckets<K> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {}

  /** Takes a token for `key`; false when its bucket is empty. */
  take(key: K, now = performance.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return allowed;
  }

  /** Forgets the buckets full again by `now` (their keys would start full anyway). */
  prune(now = performance.now()): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
  }

  /** How many keys hold a bucket. */
  get size(): number {
    return this.buckets.size;
  }
}
