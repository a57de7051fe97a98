import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfig } from '../contract/runtime-config';
import { coreTexts } from '../i18n/core-texts';
import { createNoticeStore } from '../notices/notice-store';
import { createMemoryStorage } from '../session/key-value-storage';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { demoSession, fakeNetwork, json, testConfigInput } from '../testing/fake-network';
import { createHttpClient } from './http-client';
import { HttpError } from './http-error';

const config = RuntimeConfig.parse({ ...testConfigInput, version: '1.2.3', webLogApiKey: 'log-key' });
const api = 'http://fk.test/api/workOrder/Things';
const webLog = 'http://fk.test/api/inventory/Log/WebLog';

function setup(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  const network = fakeNetwork({ [webLog]: json({ LogId: 1 }), ...routes });
  const session = createSessionStore({ storage: createMemoryStorage() });
  const notices = createNoticeStore();
  const signOut = vi.fn(() => session.setState({ token: null, expiresAt: null, session: null }));
  const http = createHttpClient({ config, session, notices, signOut, fetch: network.fetch });
  return { network, session, notices, signOut, http };
}

function signIn(session: SessionStore, expiresAt = Date.now() + 3_600_000) {
  session.setState({ token: 'tok-1', expiresAt, session: demoSession });
}

describe('Authorization header only when signed in and the request has none', () => {
  it('adds Bearer <token> for a signed-in user', async () => {
    const { network, session, http } = setup({ [api]: json({}) });
    signIn(session);
    await http.request(api);
    expect(network.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('adds nothing when signed out', async () => {
    const { network, http } = setup({ [api]: json({}) });
    await http.request(api);
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds nothing when the token has expired', async () => {
    const { network, session, http } = setup({ [api]: json({}) });
    signIn(session, Date.now() - 1000);
    await http.request(api);
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the request already carries', async () => {
    const { network, session, http } = setup({ [api]: json({}) });
    signIn(session);
    await http.request(api, { headers: { Authorization: 'Basic abc' } });
    expect(network.requests[0]?.headers.get('Authorization')).toBe('Basic abc');
  });
});

describe('HTTP 401 for a signed-in user: Logout notice, sign-out 2,000 ms later if a token was held', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes the info notice with the exact text and signs out after 2,000 ms', async () => {
    const { session, notices, signOut, http } = setup({ [api]: json({ message: 'expired' }, 401) });
    signIn(session);
    await expect(http.request(api)).rejects.toBeInstanceOf(HttpError);
    expect(notices.getState().notices).toEqual([
      {
        id: expect.any(Number),
        severity: 'info',
        ns: 'core',
        title: 'session.logoutTitle',
        text: 'session.expired',
      },
    ]);
    expect(coreTexts.session.logoutTitle).toBe('Logout');
    expect(coreTexts.session.expired).toBe(
      'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.',
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('marks the session ended at once, so widgets stop taking input until the sign-out', async () => {
    const { session, http } = setup({ [api]: json({}, 401) });
    signIn(session);
    expect(session.getState().ended).toBe(false);
    await expect(http.request(api)).rejects.toBeInstanceOf(HttpError);
    expect(session.getState().ended).toBe(true);
  });

  it('signs out only once when several 401s arrive', async () => {
    const { session, notices, signOut, http } = setup({ [api]: json({}, 401) });
    signIn(session);
    await Promise.allSettled([http.request(api), http.request(api), http.request(api)]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(notices.getState().notices).toHaveLength(1);
  });

  it('neither notice nor sign-out for a user who is not signed in (a wrong password)', async () => {
    const { notices, signOut, http } = setup({ [api]: json({ message: 'Invalid credentials' }, 401) });
    await expect(http.request(api)).rejects.toThrow('Invalid credentials');
    await vi.advanceTimersByTimeAsync(5000);
    expect(notices.getState().notices).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a 403 does not sign out', async () => {
    const { session, signOut, http } = setup({ [api]: json({}, 403) });
    signIn(session);
    await expect(http.request(api)).rejects.toMatchObject({ status: 403 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('every failed response is posted to Log/WebLog with the ApiKey, then re-raised', () => {
  it('posts the failure as JSON with Content-Type and ApiKey, and re-raises the server message', async () => {
    const { network, session, http } = setup({
      [api]: json({ message: 'Work order 12 is locked' }, 409, 'Conflict'),
    });
    signIn(session);
    const error = (await http.request(api, { method: 'POST' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Work order 12 is locked' });
    expect(error.body).toEqual({ message: 'Work order 12 is locked' });

    const log = network.requests.find((r) => r.url === webLog);
    expect(log?.method).toBe('POST');
    expect(log?.headers.get('Content-Type')).toBe('application/json');
    expect(log?.headers.get('ApiKey')).toBe('log-key');
    // The session's token goes along: the server takes the entry's company and login from it.
    expect(log?.headers.get('Authorization')).toBe(`Bearer ${session.getState().token}`);
    expect(JSON.parse(log?.body ?? '{}')).toMatchObject({
      Url: api,
      Method: 'POST',
      Status: 409,
      StatusText: 'Conflict',
      Message: 'Work order 12 is locked',
      AppVersion: '1.2.3',
      CompanyId: 7,
      LoginId: 42,
    });
  });

  it('uses the status text when the body is not JSON', async () => {
    const { http } = setup({
      [api]: new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }),
    });
    await expect(http.request(api)).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
      body: '<html>oops</html>',
    });
  });

  it('uses the fallback ApiKey when the config names none', async () => {
    const network = fakeNetwork({ [api]: json({}, 500), [webLog]: json({ LogId: 1 }) });
    const fallbackConfig = RuntimeConfig.parse(testConfigInput);
    const http = createHttpClient({
      config: fallbackConfig,
      session: createSessionStore({ storage: createMemoryStorage() }),
      notices: createNoticeStore(),
      signOut: () => {},
      fetch: network.fetch,
    });
    await http.request(api).catch(() => {});
    const log = network.requests.find((r) => r.url === webLog);
    expect(log?.headers.get('ApiKey')).toBe(fallbackConfig.webLogApiKey);
    // Signed out: no token to send.
    expect(log?.headers.get('Authorization')).toBeNull();
  });

  it('logs a network failure with status 0 and re-raises it', async () => {
    const { network, http } = setup({ [api]: new TypeError('fetch failed') });
    await expect(http.request(api)).rejects.toMatchObject({ status: 0, message: 'fetch failed' });
    const log = network.requests.find((r) => r.url === webLog);
    expect(JSON.parse(log?.body ?? '{}')).toMatchObject({ Status: 0, Message: 'fetch failed' });
  });

  it('a failing WebLog call is only written to the console, never logged again, and the original error wins', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { network, http } = setup({
        [api]: json({ message: 'boom' }, 500),
        [webLog]: json({ message: 'log down' }, 503, 'Service Unavailable'),
      });
      await expect(http.request(api)).rejects.toMatchObject({ status: 500, message: 'boom' });
      expect(network.requests.filter((r) => r.url === webLog)).toHaveLength(1);
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('WebLog failed: 503'));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('a successful response is not logged', async () => {
    const { network, http } = setup({ [api]: json({ ok: true }) });
    await http.request(api);
    expect(network.requests.map((r) => r.url)).toEqual([api]);
  });
});

describe('an aborted request is re-raised as it is, never logged to the WebLog', () => {
  /** A fetch that answers the WebLog at once and the rest only when its signal aborts, rejecting as browsers do. */
  function abortableFetch(seen: string[]): typeof fetch {
    return (input, init = {}) => {
      seen.push(String(input));
      if (String(input) === webLog) return Promise.resolve(json({ LogId: 1 }));
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    };
  }

  function clientWith(fetchImpl: typeof fetch) {
    return createHttpClient({
      config,
      session: createSessionStore({ storage: createMemoryStorage() }),
      notices: createNoticeStore(),
      signOut: () => {},
      fetch: fetchImpl,
    });
  }

  it('rejects with the AbortError itself, not an HttpError, and posts nothing to the WebLog', async () => {
    const seen: string[] = [];
    const http = clientWith(abortableFetch(seen));
    const controller = new AbortController();
    const request = http.request(api, { signal: controller.signal });
    controller.abort();
    const error = await request.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([api]);
  });

  it('an abort with a reason of its own is re-raised unlogged too', async () => {
    const seen: string[] = [];
    const http = clientWith(abortableFetch(seen));
    const controller = new AbortController();
    const request = http.request(api, { signal: controller.signal });
    const reason = new Error('superseded');
    controller.abort(reason);
    await expect(request).rejects.toBe(reason);
    expect(seen).toEqual([api]);
  });
});
