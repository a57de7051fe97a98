import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// Demo rights: carol (administrator) has the view right on Administration Setup System Settings; alice (dispatcher,
// manager) and bob (technician) do not.
let t: TestServer;
let alice: string;
let bob: string;
let carol: string;
beforeAll(async () => {
  t = await startTestServer();
  [alice, bob, carol] = (await Promise.all(
    ['alice', 'bob', 'carol'].map(async (u) => (await signIn(t.url, u)).access_token),
  )) as [string, string, string];
});
afterAll(() => t.dispose());

describe("the system settings screen's data is served only with the view right on Administration Setup System Settings", () => {
  test('carol gets every setting of her company', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanySettings/2', { token: carol });
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ SettingId: 21, SettingValue: '25' });
  });

  test.each([
    ['bob', () => bob],
    ['alice', () => alice],
  ])('%s, without the right, is answered 403 with a message that says why', async (_name, token) => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanySettings/2', { token: token() });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/Administration Setup System Settings/);
  });

  test('the settings the shell needs at start stay served to everyone', async () => {
    const r = await call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
      token: bob,
      body: { CompanyId: 2, SettingIds: [21, 322] },
    });
    expect(r.status).toBe(200);
  });
});

describe("another user's details (the edit user screen) need the same right; one's own profile does not", () => {
  test("bob reading carol's details is answered 403", async () => {
    const r = await call(t.url, 'GET', '/api/admin/User/GetUserDetails/2/4', { token: bob });
    expect(r.status).toBe(403);
  });

  test("alice reading bob's details is answered 403", async () => {
    const r = await call(t.url, 'GET', '/api/admin/User/GetUserDetails/2/3', { token: alice });
    expect(r.status).toBe(403);
  });

  test('bob reading his own details is served', async () => {
    const r = await call(t.url, 'GET', '/api/admin/User/GetUserDetails/2/3', { token: bob });
    expect(r.status).toBe(200);
    expect(r.body.UserName).toBe('bob');
  });

  test("carol reading bob's details is served", async () => {
    const r = await call(t.url, 'GET', '/api/admin/User/GetUserDetails/2/3', { token: carol });
    expect(r.status).toBe(200);
  });
});
