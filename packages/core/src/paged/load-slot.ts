import type { LoadStatus } from '../live/live-collection';
import { guardRequest } from './guard-request';

/** A value loaded from the server, and where its loading stands. */
export interface Loading<T> {
  status: LoadStatus;
  value: T | null;
}

/** One value of a model loaded on demand: each load aborts the one before, whose answer is never written. */
export interface LoadSlot<T> {
  /** Says loading, then the value (and runs `then` with it) or the failure. */
  load(request: (signal: AbortSignal) => Promise<T>, then?: (value: T) => void): void;
  /** Aborts the load under way, if any. */
  abort(): void;
}

/** A {@link LoadSlot} writing where its value stands through `write` (a field of the model's store). */
export function createLoadSlot<T>(write: (loading: Loading<T>) => void): LoadSlot<T> {
  let abort = () => {};
  return {
    load(request, then) {
      abort();
      write({ status: 'loading', value: null });
      abort = guardRequest(
        request,
        (value) => {
          write({ status: 'ready', value });
          then?.(value);
        },
        () => write({ status: 'error', value: null }),
      );
    },
    abort: () => abort(),
  };
}
