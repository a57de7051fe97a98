/**
 * Runs a one-off load for a React effect and returns its cancel, the effect's cleanup: cancelling aborts the request
 * (`load` gets the signal to pass to the API call) and neither callback runs afterwards, so an answer for a screen
 * that has moved on is never applied and an aborted request is never reported as a failure. Without `onError` a
 * failure is dropped (the HTTP client has logged it already).
 *
 * ```ts
 * useEffect(() => guardRequest((signal) => api.company.getLogo({ params, signal }), setLogo), [api, params]);
 * ```
 */
export function guardRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onValue: (value: T) => void,
  onError?: (error: unknown) => void,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let pending: Promise<T>;
  try {
    pending = load(signal);
  } catch (error) {
    pending = Promise.reject(error);
  }
  pending.then(
    (value) => {
      if (!signal.aborted) onValue(value);
    },
    (error: unknown) => {
      if (!signal.aborted) onError?.(error);
    },
  );
  return () => controller.abort();
}
