import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// A password change ends the user's other sessions (issue 13, hardening): whoever signed in with the old password, in
// another browser or with a stolen session, is out; the session that changed it goes on.

let t: TestServer;
beforeAll(async () => {
  // Several sessions of one user at once, as a company that allows them has.
  t = await startTestServer({ env: { SINGLE_SESSION: 'false' } });
});
afterAll(() => t.dispose());

const settings = (token: string) =>
  call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
    token,
    body: { CompanyId: 2, SettingIds: [322] },
  });

test("changing the password signs out the user's other sessions, not the one that changed it", async () => {
  const laptop = (await signIn(t.url, 'carol')).access_token;
  const phone = (await signIn(t.url, 'carol')).access_token;
  const alice = (await signIn(t.url, 'alice')).access_token;
  expect((await settings(phone)).status).toBe(200);

  const changed = await call(t.url, 'POST', '/api/auth/Account/ChangePassword', {
    token: laptop,
    body: { CurrentPassword: 'demo1234', NewPassword: 'a-longer-password' },
  });
  expect(changed.body).toEqual({ Success: true });
  expect((await settings(phone)).status).toBe(401);
  expect((await settings(laptop)).status).toBe(200);
  // Another user's session is nobody's business here.
  expect((await settings(alice)).status).toBe(200);
});
