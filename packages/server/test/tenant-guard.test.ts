import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
let alice: string;
let bob: string;
let carol: string;
let dave: string;
beforeAll(async () => {
  t = await startTestServer();
  const tokens = await Promise.all(
    ['alice', 'bob', 'carol', 'dave'].map(async (u) => (await signIn(t.url, u)).access_token),
  );
  [alice, bob, carol, dave] = tokens as [string, string, string, string];
});
afterAll(() => t.dispose());

describe('a request naming another company is answered 403, never served', () => {
  test('dave (company 3) asking for the details of company 2 gets 403, and is logged', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanyDetails/2', { token: dave });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/params\.companyId/);
    const line = t.logs
      .map((l) => JSON.parse(l))
      .find((l) => l.msg?.startsWith('tenant guard') && l.caller?.loginId === 5);
    expect(line).toMatchObject({ level: 40, route: 'company.getCompanyDetails', caller: { companyId: 3 } });
  });

  test('dave asking for his own company is served', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanyDetails/3', { token: dave });
    expect(r.status).toBe(200);
    expect(r.body.CompanyName).toBe('Borealis Maintenance');
  });

  test('a CompanyId in the body naming another company gets 403', async () => {
    const r = await call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
      token: alice,
      body: { CompanyId: 3, SettingIds: [21] },
    });
    expect(r.status).toBe(403);
  });
});

describe('a request naming another login is answered 403', () => {
  test("alice asking for the menus of bob's login gets 403", async () => {
    const r = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/3/1', { token: alice });
    expect(r.status).toBe(403);
    const warned = t.logs.some((l) => l.includes('tenant guard') && l.includes('"loginId":2'));
    expect(warned).toBe(true);
  });

  test("alice asking for bob's privileges gets 403", async () => {
    const r = await call(t.url, 'POST', '/api/admin/Privilege/GetChildPrivileges', {
      token: alice,
      body: { CompanyId: 2, LoginId: 3, ModuleIds: [] },
    });
    expect(r.status).toBe(403);
  });
});

describe('company endpoints are served from the store', () => {
  test('system settings answer the requested ids; Borealis differs', async () => {
    const ids = [21, 22, 65, 322, 409, 9999];
    const acme = await call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
      token: alice,
      body: { CompanyId: 2, SettingIds: ids },
    });
    expect(acme.body).toEqual([
      { SettingId: 21, SettingValue: '25' },
      { SettingId: 22, SettingValue: '10' },
      { SettingId: 65, SettingValue: '60' },
      { SettingId: 322, SettingValue: '0' },
      { SettingId: 409, SettingValue: '1' },
    ]);
    const borealis = await call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
      token: dave,
      body: { CompanyId: 3, SettingIds: [21] },
    });
    expect(borealis.body).toEqual([{ SettingId: 21, SettingValue: '50' }]);
  });

  test('languages and quick search options', async () => {
    const languages = await call(t.url, 'GET', '/api/admin/Company/GetCompanyLanguages/2', { token: alice });
    expect(languages.body.map((l: { Culture: string }) => l.Culture)).toEqual(['en-GB', 'fr-FR', 'es-ES']);
    const options = await call(t.url, 'GET', '/api/admin/Company/GetQuickSearchOptions/2', { token: alice });
    expect(options.body).toHaveLength(6);
    expect(options.body[2]).toEqual({ QuickSearchID: 3, QuickSearchBy: 'Reference Number' });
  });

  test('the logo is base64 with its file name', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Company/GetCompanyLogo/2?logoPath=logos/acme.svg', {
      token: alice,
    });
    expect(r.body.fileName).toBe('acme.svg');
    expect(Buffer.from(r.body.attachment, 'base64').toString()).toContain('<svg');
  });

  test('the view right on Administration Setup System Settings: carol has it, bob has not', async () => {
    const body = (companyId: number, loginId: number) => ({
      CompanyId: companyId,
      LoginId: loginId,
      ModuleIds: [101],
    });
    const c = await call(t.url, 'POST', '/api/admin/Privilege/GetChildPrivileges', {
      token: carol,
      body: body(2, 4),
    });
    expect(c.body).toEqual([
      expect.objectContaining({ ModuleName: 'Administration Setup System Settings', CanView: true }),
    ]);
    const b = await call(t.url, 'POST', '/api/admin/Privilege/GetChildPrivileges', {
      token: bob,
      body: body(2, 3),
    });
    expect(b.body).toEqual([]);
  });
});

describe('the menu is per login and language', () => {
  test('a tree built from ParentMenuId, with Reports (73) and Admin (82) blocks that have children', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/4/1', { token: carol });
    const top = r.body.map((m: { MenuId: number }) => m.MenuId);
    expect(top).toEqual([1, 10, 20, 30, 40, 50, 60, 73, 82, 90]);
    const reports = r.body.find((m: { MenuId: number }) => m.MenuId === 73);
    expect(reports.Childrens.every((c: { ParentMenuId: number }) => c.ParentMenuId === 73)).toBe(true);
    expect(reports.Childrens[0].Childrens[0].UiPageName).toBe('/reports/dashboards?id=12');
    const help = r.body.find((m: { MenuId: number }) => m.MenuId === 90);
    expect(help).toMatchObject({ UiPageName: 'https://example.com/help', IsExternal: true });
  });

  test('a technician does not see the Admin, Reports or Dispatch menus', async () => {
    const r = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/3/1', { token: bob });
    const top = r.body.map((m: { MenuId: number }) => m.MenuId);
    expect(top).not.toContain(82);
    expect(top).not.toContain(73);
    expect(top).toContain(1);
  });

  test('French names in language 2, Spanish in 3; an empty list for a language with no menu', async () => {
    const fr = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/2/2', { token: alice });
    expect(fr.body[0].MenuName).toBe('Accueil');
    const es = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/2/3', { token: alice });
    expect(es.body[0].MenuName).toBe('Inicio');
    const none = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/2/4', { token: alice });
    expect(none).toEqual({ status: 200, body: [] });
  });
});
