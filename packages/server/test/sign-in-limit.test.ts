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
