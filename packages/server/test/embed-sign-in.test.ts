import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMBED_KEYS, demoPortalOrigins } from '../src/auth/embed/demo-keys';
import { createEmbedKey, linkExternalId, listEmbedKeys, revokeEmbedKey } from '../src/auth/embed/keys';
import { type AssertionKey, signAssertion } from './embed-assertion';
import { call, signIn, startTestServer, type TestServer } from './helpers';

const [ACME, BOREALIS] = DEMO_EMBED_KEYS;
const EXCHANGE = '/api/auth/Account/EmbedSignIn';
const nowS = () => Math.floor(Date.now() / 1000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

/** An assertion of the Acme demo key unless another key is named. */
const assertion = (claims: Record<string, unknown> = {}, key: Partial<AssertionKey> = {}) =>
  signAssertion(claims, { kid: ACME.keyId, secret: ACME.secret, ...key });

const exchange = (Assertion: string, headers: Record<string, string> = {}, base = t.url) =>
  call(base, 'POST', EXCHANGE, { body: { Assertion }, headers });

const sessionCount = async () =>
  Number(
    (
      await t.server.store.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Expects the exchange refused with `status` and `message`, and no session made by it. */
async function expectRefused(pending: Promise<string>, status: number, message: string | RegExp) {
  const before = await sessionCount();
  const answer = await exchange(await pending);
  expect(answer.status).toBe(status);
  expect(answer.body.message).toMatch(message);
  expect(await sessionCount()).toBe(before);
}

describe('a host backend vouches for its user: Account/EmbedSignIn', () => {
  test('an assertion of the demo key gives the token of an embedded session, as Account/SignIn answers', async () => {
    const answer = await exchange(await assertion());
    expect(answer.status).toBe(200);
    expect(answer.body.token_type).toBe('Bearer');
    expect(answer.body.session).toMatchObject({ LoginId: 2, CompanyId: 2, DisplayName: 'Alice Walker' });
    const info = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', {
      token: answer.body.access_token,
    });
    expect(info.body.UserName).toBe('alice');
    const sid = JSON.parse(Buffer.from(answer.body.access_token.split('.')[1], 'base64url').toString()).sid;
    const row = await t.server.store.db
      .selectFrom('sessions')
      .select('embed_key_id')
      .where('session_id', '=', sid)
      .executeTakeFirstOrThrow();
    expect(row.embed_key_id).toBe(ACME.keyId);
  });

  test('from a browser: an origin the key lists is let through, another is refused with 403 and nothing made', async () => {
    const [portal] = demoPortalOrigins(t.server.config.port);
    const demo = await listEmbedKeys(t.server.store.db, 2);
    expect(demo.find((key) => key.keyId === ACME.keyId)?.origins).toEqual(
      demoPortalOrigins(t.server.config.port),
    );
    expect((await exchange(await assertion(), { origin: portal! })).status).toBe(200);
    const before = await sessionCount();
    const refused = await exchange(await assertion(), { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The embed key does not allow the origin https://evil.example.');
    expect(await sessionCount()).toBe(before);
  });

  test('an external id the administrator linked names its user (fk_ext); an unlinked one is refused', async () => {
    await linkExternalId(t.server.store.db, 2, 'crm-4471', 3);
    const answer = await exchange(await assertion({ sub: undefined, fk_ext: 'crm-4471' }));
    expect(answer.status).toBe(200);
    expect(answer.body.session.LoginId).toBe(3);
    await expectRefused(assertion({ sub: undefined, fk_ext: 'crm-0000' }), 401, /No user is linked/);
  });

  test('an embedded session and the full app’s do not end each other under the single-session rule', async () => {
    const embedded = (await exchange(await assertion({ sub: 'bob' }))).body.access_token as string;
    const fullApp = (await signIn(t.url, 'bob')).access_token;
    const again = (await exchange(await assertion({ sub: 'bob' }))).body.access_token as string;
    for (const token of [embedded, fullApp, again])
      expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token })).status).toBe(200);
    // A second full-app sign-in still ends the first full-app session, and only it.
    await signIn(t.url, 'bob');
    expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: fullApp })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: embedded })).status).toBe(200);
  });
});

describe('refused, each with its reason and nothing made', () => {
  test('a signature made with another secret', () =>
    expectRefused(assertion({}, { secret: 'not-the-key-secret' }), 401, /signature does not match/));

  test('a key of another company: its own secret cannot vouch for a user of Acme (403)', () =>
    expectRefused(
      assertion({ sub: 'alice' }, { kid: BOREALIS.keyId, secret: BOREALIS.secret }),
      403,
      "The user is not of the key's company.",
    ));

  test("Acme's secret under Borealis' key id", () =>
    expectRefused(assertion({ sub: 'dave' }, { kid: BOREALIS.keyId }), 401, /signature does not match/));

  test('an unknown key, and a revoked one', async () => {
    await expectRefused(assertion({}, { kid: 'no-such-key' }), 401, 'Unknown or revoked embed key.');
    const made = await createEmbedKey(t.server.store.db, 'test-secret-of-sufficient-length', {
      companyId: 2,
      name: 'Revoked in this test',
      origins: [],
    });
    const good = await assertion({}, { kid: made.keyId, secret: made.secret });
    expect(await revokeEmbedKey(t.server.store.db, 2, made.keyId)).toBe(true);
    await expectRefused(Promise.resolve(good), 401, 'Unknown or revoked embed key.');
    expect(await revokeEmbedKey(t.server.store.db, 3, made.keyId)).toBe(false);
  });

  test('an expired assertion, one issued in the future, one that lives longer than ten minutes', async () => {
    await expectRefused(
      assertion({}, { iat: nowS() - 700, lifetime: 600 }),
      401,
      'The assertion has expired.',
    );
    await expectRefused(assertion({}, { iat: nowS() + 300 }), 401, 'The assertion is not valid yet.');
    await expectRefused(assertion({ nbf: nowS() + 300 }), 401, 'The assertion is not valid yet.');
    await expectRefused(assertion({}, { lifetime: 601 }), 401, /ten minutes at most/);
  });

  test('a replayed assertion id (jti), on this process and on another of the cluster', async () => {
    const once = await assertion();
    expect((await exchange(once)).status).toBe(200);
    await expectRefused(Promise.resolve(once), 401, 'The assertion was already used (jti).');
    const other = await startTestServer({ dataDir: t.dataDir });
    try {
      const twice = await assertion();
      expect((await exchange(twice, {}, other.url)).status).toBe(200);
      const replay = await exchange(twice);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('The assertion was already used (jti).');
    } finally {
      await other.stop();
    }
  });

  test('a disabled user, by username or external id (403); their sessions ended; enabled again, let in', async () => {
    await linkExternalId(t.server.store.db, 2, 'crm-carol', 4);
    const before = (await exchange(await assertion({ sub: 'carol' }))).body.access_token as string;
    const fullApp = (await signIn(t.url, 'carol')).access_token;
    await t.server.sessions.setDisabled(4, true);
    try {
      await expectRefused(assertion({ sub: 'carol' }), 403, 'This user is disabled.');
      await expectRefused(assertion({ sub: undefined, fk_ext: 'crm-carol' }), 403, 'This user is disabled.');
      const password = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
        body: { UserName: 'carol', Password: 'demo1234' },
      });
      expect(password.status).toBe(403);
      expect(password.body.message).toBe('This user is disabled.');
      // A wrong password is still only a wrong password: the state is told to no one who does not know it.
      const guess = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
        body: { UserName: 'carol', Password: 'not-her-password' },
      });
      expect(guess.status).toBe(401);
      for (const token of [before, fullApp])
        expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token })).status).toBe(401);
    } finally {
      await t.server.sessions.setDisabled(4, false);
    }
    expect((await exchange(await assertion({ sub: 'carol' }))).status).toBe(200);
  });

  test('a user unknown, none named, another audience, no jti', async () => {
    await expectRefused(assertion({ sub: 'mallory' }), 401, 'Unknown user (sub).');
    await expectRefused(assertion({ sub: undefined }), 401, /names no user/);
    await expectRefused(
      new SignJWT({ sub: 'alice' })
        .setProtectedHeader({ alg: 'HS256', kid: ACME.keyId })
        .setAudience('someone-else')
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti(randomUUID())
        .sign(new TextEncoder().encode(ACME.secret)),
      401,
      /audience/,
    );
    await expectRefused(
      new SignJWT({ sub: 'alice' })
        .setProtectedHeader({ alg: 'HS256', kid: ACME.keyId })
        .setAudience('fieldkit')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(ACME.secret)),
      401,
      /jti/,
    );
  });
});

describe('hostile assertions', () => {
  const unsigned = (header: object, payload: object) =>
    `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  const claims = () => ({ sub: 'alice', aud: 'fieldkit', iat: nowS(), exp: nowS() + 300, jti: randomUUID() });

  test('alg none is refused before any key is read', () =>
    expectRefused(
      Promise.resolve(unsigned({ alg: 'none', kid: ACME.keyId }, claims())),
      401,
      'Only HS256 assertions are accepted.',
    ));

  test('an RS256 assertion naming the HS256 key (algorithm confusion) is refused', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: ACME.keyId })
      .sign(privateKey);
    await expectRefused(Promise.resolve(rs), 401, 'Only HS256 assertions are accepted.');
    // The same confusion with the header rewritten to HS256 over the RS256 signature: the signature fails.
    const [, payload, signature] = rs.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', kid: ACME.keyId })).toString('base64url');
    await expectRefused(
      Promise.resolve(`${header}.${payload}.${signature}`),
      401,
      /signature does not match/,
    );
  });

  test('a huge assertion is refused by the contract (400), not parsed', async () => {
    const huge = await assertion({ padding: 'x'.repeat(10_000) });
    const answer = await exchange(huge);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Assertion/);
  });

  test('garbage, and a header with no key id', async () => {
    await expectRefused(Promise.resolve('not-a-jwt'), 401, 'The assertion is not a signed JWT.');
    await expectRefused(
      new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(ACME.secret)),
      401,
      'The assertion names no key (kid).',
    );
  });
});

describe('rate limits', () => {
  test('exchanges are limited per address like sign-in: past the address limit, 429', async () => {
    const limited = await startTestServer({ env: { SIGN_IN_ATTEMPTS_PER_MINUTE: '1' } });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await exchange(await assertion(), {}, limited.url)).status);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(answers[10]).toBe(429);
    } finally {
      await limited.dispose();
    }
  });
});

describe('rate limits per key', () => {
  test('exchanges are limited per key as well: from many addresses, past a hundred times the limit, 429', async () => {
    // Behind a trusted proxy, each exchange comes from an address the proxy names: no address reaches its own limit.
    const limited = await startTestServer({
      env: { SIGN_IN_ATTEMPTS_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 101; i++) {
        const from = `198.51.100.${Math.floor(i / 10) + 1}`;
        answers.push((await exchange(await assertion(), { 'x-forwarded-for': from }, limited.url)).status);
      }
      expect(answers.slice(0, 100)).toEqual(Array(100).fill(200));
      expect(answers[100]).toBe(429);
      // Another key of the same addresses is not held back by Acme's.
      const borealis = await exchange(
        await assertion({ sub: 'dave' }, { kid: BOREALIS.keyId, secret: BOREALIS.secret }),
        { 'x-forwarded-for': '198.51.100.200' },
        limited.url,
      );
      expect(borealis.status).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});

describe('an embedded session is renewed by its host, not refreshed', () => {
  const sidOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const expiryOf = async (sid: string) =>
    (
      await t.server.store.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('session_id', '=', sid)
        .executeTakeFirstOrThrow()
    ).expires_at;

  test('an exchange sent with the token of its session renews that session: the same session, a later expiry', async () => {
    const first = (await exchange(await assertion({ sub: 'carol' }))).body.access_token as string;
    const before = await sessionCount();
    const expiresBefore = await expiryOf(sidOf(first));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = await exchange(await assertion({ sub: 'carol' }), { authorization: `Bearer ${first}` });
    expect(renewed.status).toBe(200);
    const token = renewed.body.access_token as string;
    expect(token).not.toBe(first);
    expect(sidOf(token)).toBe(sidOf(first));
    expect(await sessionCount()).toBe(before);
    expect(Date.parse(await expiryOf(sidOf(token)))).toBeGreaterThan(Date.parse(expiresBefore));
    expect((await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token })).status).toBe(200);
  });

  test('the token of another user, of a full-app session or of another key opens a session of its own', async () => {
    const alices = (await exchange(await assertion({ sub: 'alice' }))).body.access_token as string;
    const fullApp = (await signIn(t.url, 'carol')).access_token as string;
    for (const held of [alices, fullApp]) {
      const answer = await exchange(await assertion({ sub: 'carol' }), { authorization: `Bearer ${held}` });
      expect(answer.status).toBe(200);
      expect(sidOf(answer.body.access_token)).not.toBe(sidOf(held));
      expect(answer.body.session.UserName).toBe('carol');
    }
    const other = await createEmbedKey(t.server.store.db, 'test-secret-of-sufficient-length', {
      companyId: 2,
      name: 'A second portal',
      origins: [],
    });
    const viaOther = (
      await exchange(await assertion({ sub: 'carol' }, { kid: other.keyId, secret: other.secret }))
    ).body.access_token as string;
    const answer = await exchange(await assertion({ sub: 'carol' }), { authorization: `Bearer ${viaOther}` });
    expect(sidOf(answer.body.access_token)).not.toBe(sidOf(viaOther));
  });

  test('Account/RefreshToken is refused to an embedded session (403), and still serves the full app', async () => {
    const embedded = (await exchange(await assertion({ sub: 'bob' }))).body.access_token as string;
    const refused = await call(t.url, 'POST', '/api/auth/Account/RefreshToken', { token: embedded });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/renewed with a new assertion/);
    const fullApp = (await signIn(t.url, 'alice')).access_token as string;
    expect((await call(t.url, 'POST', '/api/auth/Account/RefreshToken', { token: fullApp })).status).toBe(
      200,
    );
  });

  test('an embedded session lives EMBED_TOKEN_TTL_SECONDS, a full-app one TOKEN_TTL_MINUTES', async () => {
    const short = await startTestServer({ env: { EMBED_TOKEN_TTL_SECONDS: '120' } });
    try {
      const embedded = (await exchange(await assertion({ sub: 'bob' }), {}, short.url)).body;
      expect(embedded.expires_in).toBe(120);
      const fullApp = await signIn(short.url, 'bob');
      expect(fullApp.expires_in).toBe(60 * 60);
    } finally {
      await short.dispose();
    }
  });
});
