/** Attempts counted per key in a sliding window: one process's (in memory) or every process's (in Redis). */
export interface AttemptCounter {
  /** The limiter's number of attempts in the window. */
  readonly max: number;
  /** Records an attempt; false when the key already used up its attempts (`max`, the limiter's unless given). */
  allow(key: string, now?: number, max?: number): Promise<boolean>;
}

/** Counts attempts per key in a sliding window, in this process. */
export class AttemptLimiter implements AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  async allow(key: string, now = Date.now(), max = this.max): Promise<boolean> {
    return this.allowNow(key, now, max);
  }

  /** `allow`, answered at once. */
  allowNow(key: string, now = Date.now(), max = this.max): boolean {
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
