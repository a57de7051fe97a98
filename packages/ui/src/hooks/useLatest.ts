import { type RefObject, useRef } from 'react';

/**
 * A ref that always holds the latest `value`: an effect or a listener reads today's callback or setting through it
 * without running again when a host passes a new function (or value) on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  latest.current = value;
  return latest;
}
