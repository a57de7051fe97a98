import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  // Two attempts per username and address; ten times that per address.
  t = await startTestServer({ signInLimit: { max: 2, windowMs: 60_000 } });
});
afterAll(() => t.dispose());

describe('sign-in attempts are limited per address too, so a spray of usernames is cut off', () => {
  test('the 21st attempt from one address within the window is answered 429, whatever the username', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
        body: { UserName: `sprayed-${i}`, Password: 'x' },
      });
      expect(r.status).toBe(401);
    }
    const r = await call(t.url, 'POST', '/api/auth/Account/SignIn', {
      body: { UserName: 'sprayed-new', Password: 'x' },
    });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/Too many sign-in attempts/);
  });
});

describe('behind a trusted load balancer the limit counts the client named in X-Forwarded-For', () => {
  let proxied: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      signInLimit: { max: 2, windowMs: 60_000 },
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    plain = await startTestServer({ signInLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await proxied.dispose();
    await plain.dispose();
  });

  const attempt = (server: TestServer, client: string, i: number) =>
    call(server.url, 'POST', '/api/auth/Account/SignIn', {
      headers: { 'X-Forwarded-For': client },
      body: { UserName: `user-${client}-${i}`, Password: 'x' },
    });

  test('thirty people behind the proxy are not one address; one of them spraying still is', async () => {
    for (let person = 0; person < 30; person++)
      expect((await attempt(proxied, `203.0.113.${person}`, 0)).status).toBe(401);
    for (let i = 0; i < 20; i++) expect((await attempt(proxied, '203.0.113.200', i)).status).toBe(401);
    expect((await attempt(proxied, '203.0.113.200', 20)).status).toBe(429);
  });

  test('a server that trusts no proxy ignores the header: a client cannot pick its own address', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(plain, `198.51.100.${i}`, i)).status).toBe(401);
    expect((await attempt(plain, '198.51.100.99', 20)).status).toBe(429);
  });
});
