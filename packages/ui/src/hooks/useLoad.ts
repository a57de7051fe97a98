import { guardRequest, type LoadStatus } from '@fieldkit/core/kit';
import { useEffect, useRef, useState } from 'react';

/** What {@link useLoad} gives: the value of the current key once loaded, and a way to ask again. */
export interface Loaded<T> {
  status: LoadStatus;
  /** The value loaded for the current key (with `keep`, the previous key's while the new one loads). */
  value: T | null;
  /** Loads the current key again (after a failure, or when the value is known to be stale). */
  retry(): void;
}

/** Options of {@link useLoad}. */
export interface LoadOptions {
  /** Loads only while true; a value loaded stays when it turns false, and is not asked again when it turns true. */
  active?: boolean;
  /** Keeps showing the previous value while a new key loads (a list that grows in place). */
  keep?: boolean;
}

/**
 * One asynchronous value of a component, by key: loaded when the key changes (and while `active`), the request
 * aborted when the key changes again or the component goes, so an answer for a key left meanwhile is never applied.
 * A failure is an `error` status until `retry`. `key` is compared by its JSON: ids, not objects.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: unknown,
  { active = true, keep = false }: LoadOptions = {},
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const id = `${JSON.stringify(key)}#${attempt}`;
  const [state, setState] = useState<{ status: LoadStatus; value: T | null; id: string | null }>({
    status: 'idle',
    value: null,
    id: null,
  });
  // The function of the latest render: a new one each render must not load again.
  const latest = useRef(load);
  latest.current = load;
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (!active || settled.current === id) return;
    // The state is this key's from now on: a key settled before it is not settled any more (going back to it loads).
    settled.current = null;
    setState((previous) => ({ status: 'loading', value: keep ? previous.value : null, id }));
    return guardRequest(
      (signal) => latest.current(signal),
      (value) => {
        settled.current = id;
        setState({ status: 'ready', value, id });
      },
      () => {
        settled.current = id;
        setState((previous) => ({ status: 'error', value: keep ? previous.value : null, id }));
      },
    );
  }, [active, id, keep]);

  const current = state.id === id;
  return {
    status: current ? state.status : active ? 'loading' : 'idle',
    value: current || keep ? state.value : null,
    retry: () => setAttempt((count) => count + 1),
  };
}
