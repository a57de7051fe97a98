import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** Turns the root's second loading overlay on while some work runs (the menu load). */
export interface Busy {
  active: boolean;
  /** Marks work as running; call the returned function when it ends, fails or is dropped. */
  start(): () => void;
}

const BusyContext = createContext<Busy>({ active: false, start: () => () => {} });

/** Counts running work so that overlapping loads keep the overlay on until the last one ends. */
export function useBusyState(): Busy {
  const [count, setCount] = useState(0);
  const start = useCallback(() => {
    setCount((c) => c + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setCount((c) => c - 1);
    };
  }, []);
  return useMemo(() => ({ active: count > 0, start }), [count, start]);
}

/** Provides the busy state to the screens below. */
export const BusyProvider = BusyContext.Provider;

/** The busy state of the root. */
export const useBusy = (): Busy => useContext(BusyContext);
