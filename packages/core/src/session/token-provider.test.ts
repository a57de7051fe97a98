import { describe, expect, test } from 'vitest';
import { parseTokenSource, TokenProviderRefusedError, tokenUrlProvider } from './token-provider';

/** The host's token URL as a page's fetch reaches it: each answer in turn, and what was asked. */
function hostFetch(...answers: Response[]) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    return answers.shift()!;
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('token-url: a GET on the host’s own origin, with the page’s cookies', () => {
  test('answers { Assertion } or { access_token }, asked afresh each time, never from a cache', async () => {
    const { asked, fetchImpl } = hostFetch(json({ Assertion: 'a.b.c' }), json({ access_token: 't.u.v' }));
    const provider = tokenUrlProvider('/fieldkit-token', fetchImpl);
    expect(await provider()).toEqual({ Assertion: 'a.b.c' });
    expect(await provider()).toEqual({ access_token: 't.u.v' });
    expect(asked[0]).toMatchObject({
      url: '/fieldkit-token',
      init: { credentials: 'same-origin', cache: 'no-store' },
    });
  });

  test('a 401 or 403 is the host refusing to vouch: TokenProviderRefusedError, which ends the session', async () => {
    for (const status of [401, 403]) {
      const { fetchImpl } = hostFetch(json({ message: 'Not signed in' }, status));
      await expect(tokenUrlProvider('/fieldkit-token', fetchImpl)()).rejects.toBeInstanceOf(
        TokenProviderRefusedError,
      );
    }
  });

  test('a server error or another shape is a failure that may pass (not a refusal)', async () => {
    const down = hostFetch(json({}, 502));
    const error = await tokenUrlProvider('/t', down.fetchImpl)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TokenProviderRefusedError);
    expect(() => parseTokenSource({ token: 'x' }, '/t')).toThrow(
      '/t answered neither { Assertion } nor { access_token }.',
    );
    expect(() => parseTokenSource({ Assertion: '' })).toThrow();
  });
});
