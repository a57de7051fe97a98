import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const user of ['alice', 'carol', 'siteadmin']) tokens[user] = (await signIn(t.url, user)).access_token;
});
afterAll(() => t.dispose());

describe('the company list: every company for a site administrator, the own company for others', () => {
  test('site admin sees three companies, alice one', async () => {
    const all = await call(t.url, 'GET', '/api/admin/Company/GetCompanyList', { token: tokens.siteadmin });
    const own = await call(t.url, 'GET', '/api/admin/Company/GetCompanyList', { token: tokens.alice });
    expect(all.body.map((c: { CompanyId: number }) => c.CompanyId)).toEqual([1, 2, 3]);
    expect(own.body).toEqual([
      { CompanyId: 2, CompanyName: 'Acme Facilities Ltd', UniqueId: 'FK-0002', UserCount: 3 },
    ]);
  });

  test('another company’s record is 404 for a non site admin', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanyRecord/3', { token: tokens.alice });
    expect(r.status).toBe(404);
    const s = await call(t.url, 'GET', '/api/admin/Company/GetCompanyRecord/3', { token: tokens.siteadmin });
    expect(s.body.CompanyName).toBe('Borealis Maintenance');
  });
});

describe('the assistant answers from the user’s menu entries and the release notes', () => {
  test('a question about the dispatch board links to it', async () => {
    const r = await call(t.url, 'POST', '/api/admin/Assistant/Ask', {
      token: tokens.alice,
      body: { Question: 'Where is the dispatch board?' },
    });
    expect(r.body.Links).toContainEqual({ Label: 'Dispatch Board', Url: '/dispatch/dispatchboard' });
  });

  test('a release note is found by its words and links to the release notes page', async () => {
    const r = await call(t.url, 'POST', '/api/admin/Assistant/Ask', {
      token: tokens.alice,
      body: { Question: 'serial number search' },
    });
    expect(r.body.Links[0]).toEqual({
      Label: 'Release 4.2: Quick search by serial number',
      Url: '/home/release',
    });
  });

  test('entries above the user’s role are never offered', async () => {
    const r = await call(t.url, 'POST', '/api/admin/Assistant/Ask', {
      token: tokens.alice,
      body: { Question: 'system settings' },
    });
    expect(r.body.Links.map((l: { Url: string }) => l.Url)).not.toContain('/admin/systemsettings/');
  });
});

describe('SMS and e-mail alerts of the caller', () => {
  const query = { CompanyId: 2, MaxRoleGroup: 2, VendorId: 0, LoginId: 2, TimeZoneId: 'Europe/London' };
  test('alice has her own two unread SMS and the company’s four, her own e-mail and the company’s four', async () => {
    const sms = await call(t.url, 'POST', '/api/notification/Notification/GetSmsEmailCount', {
      token: tokens.alice,
      body: { ...query, Type: 1 },
    });
    const mail = await call(t.url, 'POST', '/api/notification/Notification/GetSmsEmailReceivedLog', {
      token: tokens.alice,
      body: { ...query, Type: 2 },
    });
    expect(sms.body).toEqual({ Count: 6 });
    expect(mail.body).toHaveLength(5);
    expect(mail.body[0].FromAddress).toBe('facilities@northwind.example');
  });
});

describe('change password checks the current one', () => {
  test('a wrong current password is 400; the right one changes it', async () => {
    const wrong = await call(t.url, 'POST', '/api/auth/Account/ChangePassword', {
      token: tokens.carol,
      body: { CurrentPassword: 'nope', NewPassword: 'longer-password' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(t.url, 'POST', '/api/auth/Account/ChangePassword', {
      token: tokens.carol,
      body: { CurrentPassword: 'demo1234', NewPassword: 'longer-password' },
    });
    expect(ok.body).toEqual({ Success: true });
    await expect(signIn(t.url, 'carol', 'longer-password')).resolves.toMatchObject({ token_type: 'Bearer' });
  });
});
