import type { StoreApi } from 'zustand/vanilla';

/** A store others may read and subscribe to but not write: what React's `useStore(store, selector)` takes. */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;
