import type { ReadableStore } from '../store/readable-store';
import type { ConnectivityState } from './connectivity';

/** Options of {@link createPoller}. */
export interface PollerOptions {
  intervalMs: number;
  /** One poll; a failure (best reported by `run` itself) is written to the console and the polling goes on. */
  run(): unknown;
  /** Polls only while online and shown; `fieldkit.connectivity`. Without it the poller never pauses. */
  connectivity?: ReadableStore<ConnectivityState>;
}

/** A running poll. */
export interface Poller {
  stop(): void;
}

const active = (state: ConnectivityState | undefined) => !state || (state.online && state.visible);

/**
 * Runs `run` now and every `intervalMs`, pausing while the page is hidden or the browser offline: it runs at once
 * when the page shows again or the browser comes back online, and every `intervalMs` from then.
 */
export function createPoller({ intervalMs, run, connectivity }: PollerOptions): Poller {
  let timer: ReturnType<typeof setInterval> | undefined;
  const failed = (error: unknown) => console.warn('Poll failed:', error);
  const poll = () => {
    try {
      Promise.resolve(run()).catch(failed);
    } catch (error) {
      failed(error);
    }
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    poll();
    timer = setInterval(poll, intervalMs);
  };
  const unsubscribe = connectivity?.subscribe((now, before) => {
    if (active(now) && !active(before)) resume();
    else if (!active(now)) pause();
  });
  if (active(connectivity?.getState())) resume();
  return {
    stop() {
      unsubscribe?.();
      pause();
    },
  };
}
