import { randomBytes } from 'node:crypto';
import { FALLBACK_WEBLOG_API_KEY } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LocalPostgres, startLocalPostgres } from '../scripts/local-postgres';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { hubClient } from './hub-client';

describe('the same migrations and routes run on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let t: TestServer;

  beforeAll(async () => {
    postgres = await startLocalPostgres();
    const url = await postgres.createDatabase(`fieldkit_test_${randomBytes(4).toString('hex')}`);
    t = await startTestServer({ env: { DATABASE_URL: url } });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
    await postgres?.stop();
  });

  test('the store is PostgreSQL, migrated and seeded', async () => {
    expect(t.server.store.dialect).toBe('postgres');
    const users = await t.server.store.db
      .selectFrom('users')
      .select('username')
      .orderBy('login_id')
      .execute();
    expect(users.map((u) => u.username)).toEqual(['siteadmin', 'alice', 'bob', 'carol', 'dave']);
  });

  test('sign-in, settings, menus, single session', async () => {
    const first = await signIn(t.url, 'alice');
    const grant = await signIn(t.url, 'alice');
    expect(
      (await call(t.url, 'GET', '/api/auth/Account/SessionInfo', { token: first.access_token })).status,
    ).toBe(401);
    const settings = await call(t.url, 'POST', '/api/admin/Company/GetSystemSettings', {
      token: grant.access_token,
      body: { CompanyId: 2, SettingIds: [21, 22, 99999999999] },
    });
    expect(settings.body).toEqual([
      { SettingId: 21, SettingValue: '25' },
      { SettingId: 22, SettingValue: '10' },
    ]);
    const menus = await call(t.url, 'GET', '/api/admin/Menu/GetMenuItems/2/2/1', {
      token: grant.access_token,
    });
    expect(menus.body[0].MenuName).toBe('Home');
  });

  test('WebLog and page visits get their generated ids; huge numbers never reach an integer column', async () => {
    const log = await call(t.url, 'POST', '/api/inventory/Log/WebLog', {
      headers: { ApiKey: FALLBACK_WEBLOG_API_KEY },
      body: {
        Url: '/x',
        Method: 'GET',
        Status: 500,
        StatusText: 'x',
        Message: 'm',
        LoggedAt: 'now',
        CompanyId: 1e20,
      },
    });
    expect(log.status).toBe(200);
    expect(log.body.LogId).toBeTypeOf('number');
    const grant = await signIn(t.url, 'bob');
    const visit = await call(t.url, 'POST', '/api/auth/Activity/SavePageVisit', {
      token: grant.access_token,
      body: { PageName: '/home', Remarks: 'r' },
    });
    expect(visit.status).toBe(200);
  });

  test('hubs work the same', async () => {
    const grant = await signIn(t.url, 'dave');
    const connection = hubClient(`${t.url}/hubs/echo`, () => grant.access_token);
    await connection.start();
    expect(await connection.invoke('Echo', 'pg')).toBe('pg');
    await connection.stop();
  });
});
