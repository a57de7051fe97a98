import { createFieldkit, createMemoryStorage, type KeyValueStorage } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// A refresh retires the token it replaces, after a grace of TOKEN_REFRESH_GRACE_SECONDS (1 s here) for requests
// already sent and the user's other tabs, which take the new token up from the shared storage.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { TOKEN_REFRESH_GRACE_SECONDS: '1' } });
});
afterAll(() => t.dispose());

const sessionInfo = (token: string) => call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token });
const refresh = async (token: string) => {
  const r = await call(t.url, 'POST', '/api/auth/Account/RefreshToken', { token });
  expect(r.status).toBe(200);
  return r.body.access_token as string;
};
const pastGrace = () => new Promise((r) => setTimeout(r, 1100));

describe('a refresh retires the token it replaces', () => {
  test('the replaced token works during the grace, is refused after it; the new one works', async () => {
    const first = (await signIn(t.url, 'carol')).access_token;
    const second = await refresh(first);
    expect((await sessionInfo(first)).status).toBe(200);
    await pastGrace();
    expect((await sessionInfo(first)).status).toBe(401);
    expect((await sessionInfo(second)).status).toBe(200);
  });

  test('only the token just replaced has a grace: two refreshes retire the first at once', async () => {
    const first = (await signIn(t.url, 'dave')).access_token;
    const second = await refresh(first);
    const third = await refresh(second);
    expect((await sessionInfo(first)).status).toBe(401);
    expect((await sessionInfo(second)).status).toBe(200);
    expect((await sessionInfo(third)).status).toBe(200);
  });
});

describe('refreshes of one token at once', () => {
  test('ten at once all succeed, and every token they answer works', async () => {
    const first = (await signIn(t.url, 'bob')).access_token;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.url, 'POST', '/api/auth/Account/RefreshToken', { token: first }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const tokens = answers.map((a) => a.body.access_token as string);
    for (const token of tokens) expect((await sessionInfo(token)).status).toBe(200);
    // Past the grace they still work: they are all of the session's current generation.
    await pastGrace();
    for (const token of tokens) expect((await sessionInfo(token)).status).toBe(200);
    expect((await sessionInfo(first)).status).toBe(401);
  });
});

/** Two tabs of one browser: one storage, and each tab hears the other's writes as `storage` events. */
function browserTabs(): { storage: KeyValueStorage; events: EventTarget }[] {
  const items = createMemoryStorage();
  const events = [new EventTarget(), new EventTarget()];
  return events.map((own) => ({
    events: own,
    storage: {
      getItem: (key) => items.getItem(key),
      setItem: (key, value) => {
        items.setItem(key, value);
        for (const other of events)
          if (other !== own) other.dispatchEvent(Object.assign(new Event('storage'), { key }));
      },
      removeItem: (key) => items.removeItem(key),
    },
  }));
}

describe("the user's other tabs take the refreshed token up", () => {
  test('a tab that did not refresh keeps working after the grace', async () => {
    const [tabA, tabB] = browserTabs();
    const open = (tab: typeof tabA) =>
      createFieldkit({ config: sameOriginConfig(t.url), storage: tab!.storage, storageEvents: tab!.events });
    const a = open(tabA);
    await a.actions.signIn('alice', 'demo1234');
    // The second tab opens on the stored session.
    const b = open(tabB);
    const old = b.session.getState().token;
    expect(old).toBe(a.session.getState().token);
    await a.actions.refresh();
    expect(b.session.getState().token).toBe(a.session.getState().token);
    expect(b.session.getState().token).not.toBe(old);
    await pastGrace();
    expect((await sessionInfo(old!)).status).toBe(401);
    await expect(b.api.auth.sessionInfo()).resolves.toMatchObject({ UserName: 'alice' });
  });
});
