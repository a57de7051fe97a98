import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the focus goes when a control the user pressed goes away with what it changed (Preview gives way to Back,
 * Remove to Attach again): after `value` changes from a press that called the returned `mark()`, the element
 * `target(value)` takes the focus, so it never falls to the page behind a dialog. A change that did not come from
 * such a press (a failed submit focusing its field) moves nothing.
 */
export function useFocusFollows<T>(
  value: T,
  target: (value: T) => HTMLElement | null | undefined,
): () => void {
  const marked = useRef(false);
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    if (!marked.current) return;
    marked.current = false;
    latest.current(value)?.focus();
  }, [value]);
  return useCallback(() => {
    marked.current = true;
  }, []);
}
