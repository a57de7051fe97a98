import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

function sid(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
}

describe('sign-in by username and password', () => {
  test('good credentials give a bearer token and the session information', async () => {
    const grant = await signIn(t.url, 'alice');
    expect(grant.token_type).toBe('Bearer');
    expect(grant.expires_in).toBe(60 * 60);
    expect(grant.session).toMatchObject({
      LoginId: 2,
      CompanyId: 2,
      DisplayName: 'Alice Walker',
      IsManager: true,
    });
    const info = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: grant.access_token });
    expect(info.status).toBe(200);
    expect(info.body.UserName).toBe('alice');
  });

  test('a wrong password is answered 401 "Wrong username or password."', async () => {
    const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
      body: { UserName: 'bob', Password: 'nope' },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Wrong username or password.',
    });
  });

  test('an unknown username gets the very same answer (no user enumeration)', async () => {
    const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
      body: { UserName: 'mallory', Password: 'demo1234' },
    });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Wrong username or password.');
  });

  test('sign-in attempts are limited per username and IP: the 11th within a minute is answered 429', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
        body: { UserName: 'dave', Password: 'x' },
      });
      expect(r.status).toBe(401);
    }
    const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
      body: { UserName: 'dave', Password: 'demo1234' },
    });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/Too many sign-in attempts/);
  });
});

describe('refresh gives a new token for the same session with a later expiry', () => {
  test('the refreshed token works and names the same session', async () => {
    const first = await signIn(t.url, 'carol');
    await new Promise((r) => setTimeout(r, 1100));
    const r = await call(t.url, 'POST', '/api/auth/Account/RefreshToken', { token: first.access_token });
    expect(r.status).toBe(200);
    expect(r.body.access_token).not.toBe(first.access_token);
    expect(sid(r.body.access_token)).toBe(sid(first.access_token));
    expect(r.body.expires_at).toBeGreaterThan(first.expires_at);
    const info = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: r.body.access_token });
    expect(info.status).toBe(200);
  });
});

describe('logout by GET ends the session', () => {
  test('after logout the token is answered 401', async () => {
    const grant = await signIn(t.url, 'siteadmin');
    const out = await call(t.url, 'GET', '/api/auth/Account/Logout', { token: grant.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ Success: true });
    const after = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: grant.access_token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBeTypeOf('string');
  });

  test('remove-privileges-cache answers Success for a signed-in user', async () => {
    const grant = await signIn(t.url, 'bob');
    const r = await call(t.url, 'POST', '/api/auth/Account/RemovePrivilegesCache', {
      token: grant.access_token,
    });
    expect(r).toEqual({ status: 200, body: { Success: true } });
  });
});

describe('one active session per user: a new sign-in revokes the older sessions', () => {
  test('the first token is answered 401 after a second sign-in, the second works', async () => {
    const first = await signIn(t.url, 'bob');
    const second = await signIn(t.url, 'bob');
    const old = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: first.access_token });
    expect(old.status).toBe(401);
    const fresh = await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: second.access_token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.LastLogin).toBeTypeOf('string');
  });

  test('with SINGLE_SESSION=false both sessions stay valid', async () => {
    const multi = await startTestServer({ env: { SINGLE_SESSION: 'false' } });
    try {
      const first = await signIn(multi.url, 'bob');
      await signIn(multi.url, 'bob');
      const old = await call(multi.url, 'GET', '/api/auth/Account/SessionInfo', {
        token: first.access_token,
      });
      expect(old.status).toBe(200);
    } finally {
      await multi.dispose();
    }
  });
});

describe('passwords are stored hashed with scrypt and a per-user salt', () => {
  test('no stored hash contains the clear password, and salts differ', async () => {
    const rows = await t.server.store.db
      .selectFrom('users')
      .select(['password_hash', 'password_salt'])
      .execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.password_hash).not.toContain('demo1234');
      expect(row.password_hash).toMatch(/^[0-9a-f]{128}$/);
    }
    expect(new Set(rows.map((r) => r.password_salt)).size).toBe(5);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(5);
  });
});

describe('licence or password expiry: a warning at load', () => {
  test("alice's licence expires in 5 days and carol's password today", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const alice = await signIn(t.url, 'alice');
    expect(alice.session.LicenseExpired).toBe(day(5));
    const carol = await signIn(t.url, 'carol');
    expect(carol.session.PasswordExpired).toBe(day(0));
  });
});
