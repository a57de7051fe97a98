/** Counts attempts per key in a sliding window; `allow` says whether one more is allowed now. */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key already used up its attempts (`max`, the limiter's unless given) in the window. */
  allow(key: string, now = Date.now(), max = this.max): boolean {
    const since = now - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= max) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    // Keeps the map from growing without bound under a spray of usernames.
    if (this.attempts.size > 10_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [key, times] of this.attempts) {
      if (!times.some((t) => t > since)) this.attempts.delete(key);
    }
  }
}
