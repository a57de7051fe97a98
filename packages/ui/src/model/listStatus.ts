/** Where a list's loading is: not asked yet, loading, loaded, or failed. */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';
