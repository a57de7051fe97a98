import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * Calls a host's callback with `select(state)` each time it changes in `store` (and once at mount with `initial`).
 * The latest callback and selector are used, so a host passing new functions on every render neither resubscribes
 * nor hears a change twice. How every widget wires its host callbacks (`onCountChange`, `onUnreadChange`, ...).
 */
export function useStoreChange<S, T>(
  store: Pick<StoreApi<S>, 'getState' | 'subscribe'>,
  select: (state: S) => T,
  onChange: ((value: T) => void) | undefined,
  { initial = false } = {},
): void {
  const latest = useRef({ select, onChange });
  latest.current = { select, onChange };
  useEffect(() => {
    if (initial) latest.current.onChange?.(latest.current.select(store.getState()));
    return store.subscribe((state, previous) => {
      const { select: now, onChange: call } = latest.current;
      const value = now(state);
      if (value !== now(previous)) call?.(value);
    });
  }, [store, initial]);
}
