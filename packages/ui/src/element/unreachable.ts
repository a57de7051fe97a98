import { HttpError } from '@fieldkit/core';

/** What an element tells its host when it cannot reach its server (`fk-error`, and `onError` in React). */
export interface WidgetError {
  reason: 'unreachable';
  /** For the host's developer: what was asked, and what most likely stands in the way. */
  message: string;
  /** The address that did not answer (the config, or the server's API). */
  url: string;
}

/** How long a widget element waits before trying again when its server could not be reached, the first time. */
export const CONNECT_RETRY_MS = 3000;

/** The longest wait between two tries while the server stays out of reach. */
export const CONNECT_RETRY_MAX_MS = 60_000;

/** The wait before try `failures + 1`: 3 s, then twice as long each time, at most a minute. */
export function retryDelay(failures: number): number {
  return Math.min(CONNECT_RETRY_MS * 2 ** Math.max(0, failures - 1), CONNECT_RETRY_MAX_MS);
}

/**
 * Why a connection failed, said for the host: no answer at all (status 0: the server is down, or its CORS refused
 * this page, which a browser does not tell apart) names the origin the server must list in ALLOWED_ORIGINS; an
 * answer (a 5xx, a 404 for a wrong URL) names its status.
 */
export function unreachableOf(reason: unknown, configUrl: string, pageOrigin: string): WidgetError {
  const url = reason instanceof HttpError ? reason.url : configUrl;
  const status = reason instanceof HttpError ? reason.status : 0;
  const message =
    status === 0
      ? `Fieldkit could not reach ${url}: the server is down, or it does not allow this page's origin ` +
        `(${pageOrigin}): add it to the server's ALLOWED_ORIGINS.`
      : `Fieldkit could not connect: ${url} answered ${status}${reason instanceof Error ? ` (${reason.message})` : ''}.`;
  return { reason: 'unreachable', message, url };
}
