import { TokenBuckets } from '../limits/token-buckets';
import { HttpError } from './errors';

/** What one user may upload (chat files, MMS photos), all their sessions together, on this process. */
export interface UploadLimits {
  /** Upload requests a minute (a burst of as many). */
  uploadsPerMinute: number;
  /** Bytes a day, refilled as the day goes (a burst of the whole day's). */
  bytesPerDay: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  uploadsPerMinute: 30,
  bytesPerDay: 1024 * 1024 * 1024,
};

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Checks an upload before any of its bytes is read (the request rate, the declared length against what is left of
 * the day's quota), then counts its bytes as they arrive.
 */
export class UploadGate {
  private readonly requests: TokenBuckets<number>;
  private readonly bytes: TokenBuckets<number>;

  constructor(readonly limits: UploadLimits = DEFAULT_UPLOAD_LIMITS) {
    this.requests = new TokenBuckets(limits.uploadsPerMinute / 60, limits.uploadsPerMinute);
    this.bytes = new TokenBuckets(limits.bytesPerDay / 86_400, limits.bytesPerDay);
  }

  /** 429 beyond the request rate; 413 when the declared length is more than the quota has left. */
  admit(loginId: number, declaredBytes: number | undefined): void {
    if (declaredBytes !== undefined && declaredBytes > this.bytes.available(loginId))
      throw new HttpError(413, this.quotaMessage());
    if (!this.requests.take(loginId))
      throw new HttpError(
        429,
        `Too many uploads: at most ${this.limits.uploadsPerMinute} a minute. Try again in a moment.`,
      );
  }

  /** Counts bytes received for `loginId`; 413 once the day's quota is used up. */
  count(loginId: number, bytes: number): void {
    if (!this.bytes.take(loginId, performance.now(), bytes)) throw new HttpError(413, this.quotaMessage());
  }

  /** Forgets the users whose quotas are whole again. */
  prune(): void {
    this.requests.prune();
    this.bytes.prune();
  }

  private quotaMessage(): string {
    return `Your upload quota of ${mb(this.limits.bytesPerDay)} a day is used up. Try again later.`;
  }
}
