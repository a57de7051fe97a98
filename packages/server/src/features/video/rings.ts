import type { RoomKey } from './store';

/** What happens when a ring was not answered in time: the ring (by its time) is over, if it still rings. */
export type RingExpired = (key: RoomKey, loginId: number, rangAt: string) => Promise<void>;

/**
 * The ring timers of this process: one per ring it started, firing after the ring timeout. A timer that fires after
 * the ring was answered, declined or cancelled changes nothing (the store's move is conditional on the ring's time);
 * a process that dies takes its timers along, and the store counts its rings over after the timeout and a margin.
 */
export class RingTimers {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly timeoutMs: number,
    private readonly expired: RingExpired,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts the timer of a ring. */
  start(key: RoomKey, loginId: number, rangAt: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.expired(key, loginId, rangAt).catch(this.onError);
    }, this.timeoutMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops every timer (the server stops). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
