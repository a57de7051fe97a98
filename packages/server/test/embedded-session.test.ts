import {
  createFieldkit,
  createMemoryStorage,
  type Fieldkit,
  type SessionEnd,
  type TokenProvider,
  TokenProviderRefusedError,
} from '@fieldkit/core';
import { hubs, sameOriginConfig } from '@fieldkit/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMBED_KEYS } from '../src/auth/embed/demo-keys';
import { createEmbedKey } from '../src/auth/embed/keys';
import { type AssertionKey, signAssertion } from './embed-assertion';
import { call, signIn, startTestServer, type TestServer, until } from './helpers';

// Core's embedded session against the real server: a host's token provider signs its user in, renews the session
// before its token expires and after a refusal, and the host hears why when it ends for good.

const [ACME] = DEMO_EMBED_KEYS;
/** Embedded tokens of this server live 4 s, so a renewal comes within a test. */
const EMBED_TTL_S = 4;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: { EMBED_TOKEN_TTL_SECONDS: String(EMBED_TTL_S) },
    hubTiming: { pingIntervalMs: 200, clientTimeoutMs: 30_000 },
  });
});
afterAll(() => t.dispose());

const started: Fieldkit[] = [];
afterEach(() => {
  for (const fieldkit of started.splice(0)) fieldkit.stopHubs();
});

const sidOf = (token: string | null) =>
  (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** A host's provider for `sub` with the Acme demo key (or another), counting its calls. */
function hostProvider(sub = 'alice', key: AssertionKey = { kid: ACME.keyId, secret: ACME.secret }) {
  const provider = Object.assign(
    (async () => {
      provider.calls++;
      return { Assertion: await signAssertion({ sub }, key) };
    }) as TokenProvider,
    { calls: 0 },
  );
  return provider;
}

/** A Fieldkit of a host page on the test server, started, with the ends it heard. */
async function embeddedFieldkit(tokenProvider: TokenProvider) {
  const fieldkit = createFieldkit({
    config: sameOriginConfig(t.url),
    storage: createMemoryStorage(),
    tokenProvider,
  });
  started.push(fieldkit);
  const ends: SessionEnd[] = [];
  fieldkit.events.on('session:ended', (end) => ends.push(end));
  await fieldkit.start();
  return { fieldkit, ends };
}

describe('a host’s token provider signs its user in and keeps the session going', () => {
  test('started with the provider’s assertion: an embedded session of its user, held in memory only', async () => {
    const provider = hostProvider('bob');
    const { fieldkit, ends } = await embeddedFieldkit(provider);
    expect(fieldkit.embedded).toBe(true);
    expect(provider.calls).toBe(1);
    expect(fieldkit.session.getState().session?.UserName).toBe('bob');
    expect(fieldkit.storage.getItem('fk.session')).toBeNull();
    expect((await fieldkit.api.auth.sessionInfo()).UserName).toBe('bob');
    expect(ends).toEqual([]);
  });

  test('renewed before its token expires, on the same session, its hub connected throughout', async () => {
    const provider = hostProvider();
    const { fieldkit, ends } = await embeddedFieldkit(provider);
    const { token: first, expiresAt: firstExpiry } = fieldkit.session.getState();
    const hub = fieldkit.hub(hubs.echo);
    await hub.start();
    const states: string[] = [hub.state.getState()];
    hub.state.subscribe((state) => states.push(state));
    await until(() => fieldkit.session.getState().token !== first, (EMBED_TTL_S + 2) * 1000);
    expect(provider.calls).toBe(2);
    expect(Date.now()).toBeLessThan(firstExpiry!);
    expect(sidOf(fieldkit.session.getState().token)).toBe(sidOf(first));
    // Past the first token's expiry (the server's keep-alive checks the session every 200 ms here), the hub and the
    // API still work, and the hub never dropped.
    await until(() => Date.now() > firstExpiry! + 500);
    expect(await hub.invoke('Echo', 'still here')).toBe('still here');
    expect((await fieldkit.api.auth.sessionInfo()).UserName).toBe('alice');
    expect(states).toEqual(['Connected']);
    expect(ends).toEqual([]);
  });

  test('a 401 asks the provider once and the call goes through with the fresh token, no end', async () => {
    const provider = hostProvider('carol');
    const { fieldkit, ends } = await embeddedFieldkit(provider);
    const first = fieldkit.session.getState().token!;
    // The server ends the session (a password change ends every session of the user).
    await t.server.store.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: 'Password changed' })
      .where('session_id', '=', sidOf(first))
      .execute();
    const [one, two] = await Promise.all([
      fieldkit.api.auth.sessionInfo(),
      fieldkit.api.company.getCompanyDetails({ params: { companyId: 2 } }),
    ]);
    expect(one.UserName).toBe('carol');
    expect(two.CompanyId).toBe(2);
    // Both refused calls shared one renewal.
    expect(provider.calls).toBe(2);
    expect(sidOf(fieldkit.session.getState().token)).not.toBe(sidOf(first));
    expect(ends).toEqual([]);
  });
});

describe('when the session really ends, the host hears why, once', () => {
  test('the embed key revoked: its hub closes, the provider’s next assertion is refused, the end says so', async () => {
    const made = await createEmbedKey(t.server.store.db, 'test-secret-of-sufficient-length', {
      companyId: 2,
      name: 'Revoked while a page holds it',
      origins: [],
    });
    const { fieldkit, ends } = await embeddedFieldkit(
      hostProvider('alice', { kid: made.keyId, secret: made.secret }),
    );
    const hub = fieldkit.hub(hubs.echo);
    await hub.start();
    const carol = (await signIn(t.url, 'carol')).access_token;
    const revoked = await call(t.url, 'POST', `/api/admin/Company/EmbedKeys/2/${made.keyId}/Revoke`, {
      token: carol,
    });
    expect(revoked.status).toBe(200);
    await until(() => ends.length > 0);
    expect(ends).toEqual([{ reason: 'refused', message: 'Unknown or revoked embed key.' }]);
    expect(fieldkit.session.getState().token).toBeNull();
    await until(() => hub.state.getState() === 'Disconnected');
    await expect(fieldkit.api.auth.sessionInfo()).rejects.toMatchObject({ status: 401 });
    expect(ends).toHaveLength(1);
  });

  test('the user disabled: the hub closes, the provider’s assertion is refused, the end says why', async () => {
    const { fieldkit, ends } = await embeddedFieldkit(hostProvider('bob'));
    const hub = fieldkit.hub(hubs.echo);
    await hub.start();
    await t.server.sessions.setDisabled(3, true);
    try {
      // Heard from the hub's close, well before the renewal due a quarter before the token's end.
      await until(() => ends.length > 0, 1500);
      expect(ends).toEqual([{ reason: 'refused', message: 'This user is disabled.' }]);
      await until(() => hub.state.getState() === 'Disconnected');
    } finally {
      await t.server.sessions.setDisabled(3, false);
    }
  });

  test('the provider will not vouch any more (its user signed out): the end names the provider', async () => {
    let signedIn = true;
    const provider: TokenProvider = async () => {
      if (!signedIn) throw new TokenProviderRefusedError('Nobody is signed in to the portal.');
      return { Assertion: await signAssertion({ sub: 'bob' }, { kid: ACME.keyId, secret: ACME.secret }) };
    };
    const { fieldkit, ends } = await embeddedFieldkit(provider);
    signedIn = false;
    await t.server.store.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: 'Logged out' })
      .where('session_id', '=', sidOf(fieldkit.session.getState().token))
      .execute();
    await expect(fieldkit.api.auth.sessionInfo()).rejects.toMatchObject({ status: 401 });
    expect(ends).toEqual([{ reason: 'provider', message: 'Nobody is signed in to the portal.' }]);
  });

  test('signed out on the page: the session ends on the server and the host hears it', async () => {
    const { fieldkit, ends } = await embeddedFieldkit(hostProvider('bob'));
    const token = fieldkit.session.getState().token!;
    await fieldkit.actions.signOut();
    expect(ends).toEqual([{ reason: 'signedOut', message: 'Signed out.' }]);
    expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token })).status).toBe(401);
  });

  test('a first token that is refused rejects the start and ends nothing', async () => {
    const fieldkit = createFieldkit({
      config: sameOriginConfig(t.url),
      storage: createMemoryStorage(),
      tokenProvider: async () => ({
        Assertion: await signAssertion({ sub: 'dave' }, { kid: ACME.keyId, secret: ACME.secret }),
      }),
    });
    const ends: SessionEnd[] = [];
    fieldkit.events.on('session:ended', (end) => ends.push(end));
    await expect(fieldkit.start()).rejects.toMatchObject({
      status: 403,
      message: "The user is not of the key's company.",
    });
    expect(ends).toEqual([]);
    expect(fieldkit.session.getState().token).toBeNull();
  });
});
