interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key: each holds up to `burst` tokens and gains `perSecond` a second; a call (or a byte) takes one.
 * O(1) per take and a few numbers per key, so a flood costs the flooder a refusal and the others nothing.
 */
export class TokenBuckets<K> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {}

  /** The tokens `key` holds now. */
  available(key: K, now = performance.now()): number {
    const bucket = this.buckets.get(key);
    return bucket ? this.refilled(bucket, now) : this.burst;
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
  }

  /** Takes `amount` tokens for `key`; false (and none taken) when it holds fewer. */
  take(key: K, now = performance.now(), amount = 1): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) {
      const allowed = this.burst >= amount;
      this.buckets.set(key, { tokens: allowed ? this.burst - amount : this.burst, at: now });
      return allowed;
    }
    // Updated in place: a call costs one lookup and no allocation once its key holds a bucket.
    const tokens = this.refilled(bucket, now);
    const allowed = tokens >= amount;
    bucket.tokens = allowed ? tokens - amount : tokens;
    bucket.at = now;
    return allowed;
  }

  /** Forgets the buckets full again by `now` (their keys would start full anyway). */
  prune(now = performance.now()): void {
    for (const key of this.buckets.keys())
      if (this.available(key, now) >= this.burst) this.buckets.delete(key);
  }

  /** How many keys hold a bucket. */
  get size(): number {
    return this.buckets.size;
  }
}
