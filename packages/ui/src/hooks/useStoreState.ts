import type { ReadableStore } from '@fieldkit/core';
import { useStore } from 'zustand';

/**
 * A slice of a model's store, re-rendering when the slice changes: how every widget's components read its model.
 * `select` returns a part of the state as it is (a field, a count), never a new object on each call. One copy for
 * every widget: it comes with ui, which each widget's host has already.
 */
export function useStoreState<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  return useStore(store, select);
}
