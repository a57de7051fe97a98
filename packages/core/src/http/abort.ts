/**
 * Whether an error is the rejection of an aborted request (fetch's `AbortError`): a request its caller no longer
 * wants, not a failure to log or show.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
