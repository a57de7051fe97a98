import type { RuntimeConfig } from '../contract/runtime-config';
import type { NoticeInput, NoticeStore } from '../notices/notice-store';
import { isLoggedIn, type SessionStore } from '../session/session-store';
import { isAbortError } from './abort';
import { errorMessage, HttpError, readBody } from './http-error';
import { postWebLog, webLogEntry, webLogUrl } from './web-log';

/** The notice of a 401 answered to a signed-in user: "Logout" and the spec's text, in the user's language. */
export const SESSION_EXPIRED_NOTICE: NoticeInput = {
  severity: 'info',
  ns: 'core',
  title: 'session.logoutTitle',
  text: 'session.expired',
};

/** Delay between the 401 notice and the sign-out (spec section 9). */
export const UNAUTHORIZED_SIGN_OUT_DELAY_MS = 2000;

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  config: RuntimeConfig;
  /** Read for the token; a 401 marks it ended until the sign-out. */
  session: SessionStore;
  notices: NoticeStore;
  /** Called 2,000 ms after a 401 when a token was held. */
  signOut: () => unknown;
  /**
   * An embedded session's policy instead of the full app's: a 401 to a request sent with the session's token asks
   * for a fresh one (resolving true once another token is held) and the request is sent once more with it. No notice,
   * no sign-out: the session's owner ends it when no token comes.
   */
  renew?: (refused: string) => Promise<boolean>;
  fetch?: typeof fetch;
}

/** fetch with Fieldkit's policies: Authorization header, 401 sign-out, WebLog of failures, `HttpError`. */
export interface HttpClient {
  readonly config: RuntimeConfig;
  /**
   * Sends a request; resolves with an ok response, rejects with `HttpError` for status >= 400 or no response, and
   * with the fetch's own `AbortError`, unlogged, when `init.signal` aborts it.
   */
  request(url: string, init?: RequestInit): Promise<Response>;
  /** Applies the 401 policy (the notice, the sign-out after 2,000 ms), as for a hub whose session the server ended. */
  unauthorized(): void;
}

/** Creates the HTTP client every Fieldkit call goes through. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { config, session, notices } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logUrl = webLogUrl(config);
  let signOutPending = false;

  function onUnauthorized(): void {
    const state = session.getState();
    const signedIn = state.token !== null || state.session !== null;
    // Several calls may fail together: one notice and one sign-out.
    if (!signedIn || signOutPending) return;
    notices.getState().push(SESSION_EXPIRED_NOTICE);
    if (state.token === null) return;
    signOutPending = true;
    session.setState({ ended: true });
    setTimeout(() => {
      Promise.resolve()
        .then(options.signOut)
        .catch((error: unknown) => console.error('Sign-out after 401 failed:', error))
        .finally(() => {
          signOutPending = false;
        });
    }, UNAUTHORIZED_SIGN_OUT_DELAY_MS);
  }

  async function log(failure: Omit<Parameters<typeof webLogEntry>[0], 'version'>): Promise<void> {
    if (failure.url === logUrl) return;
    const { session: info, token } = session.getState();
    const entry = webLogEntry({
      ...failure,
      version: config.version,
      companyId: info?.CompanyId ?? null,
      loginId: info?.LoginId ?? null,
    });
    await postWebLog(config, entry, fetchImpl, token);
  }

  async function request(url: string, init: RequestInit = {}, retried = false): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const state = session.getState();
    // The session's token, when this request carries it (not one the caller set itself).
    let sent: string | null = null;
    if (isLoggedIn(state) && !headers.has('Authorization')) {
      sent = state.token;
      headers.set('Authorization', `Bearer ${sent}`);
    }

    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, method, headers });
    } catch (error) {
      // The caller cancelled it: not a failure, so neither logged nor wrapped.
      if (isAbortError(error) || init.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await log({ url, method, status: 0, statusText: '', message });
      throw new HttpError(0, message, undefined, url, method);
    }
    if (response.status < 400) return response;

    const { body, text } = await readBody(response);
    const message = errorMessage(body, response.statusText, response.status);
    if (response.status === 401 && options.renew) {
      if (sent !== null && !retried && (await options.renew(sent))) return request(url, init, true);
    } else if (response.status === 401) onUnauthorized();
    await log({
      url,
      method,
      status: response.status,
      statusText: response.statusText,
      message,
      body: text,
    });
    throw new HttpError(response.status, message, body, url, method);
  }

  return { config, unauthorized: onUnauthorized, request: (url, init) => request(url, init) };
}
