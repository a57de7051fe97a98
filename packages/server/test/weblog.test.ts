import { FALLBACK_WEBLOG_API_KEY } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

const entry = {
  Url: '/api/admin/Company/GetCompanyDetails/2',
  Method: 'GET',
  Status: 500,
  StatusText: 'Internal Server Error',
  Message: 'Http failure response for /api/admin/Company/GetCompanyDetails/2: 500',
  LoggedAt: '2026-11-22T10:00:00.000Z',
  CompanyId: 2,
};

describe('Log/WebLog stores the entry when the ApiKey header is right', () => {
  test('with the ApiKey the entry is stored and readable back', async () => {
    const r = await call(t.url, 'POST', '/api/inventory/Log/WebLog', {
      body: entry,
      headers: { ApiKey: FALLBACK_WEBLOG_API_KEY },
    });
    expect(r.status).toBe(200);
    expect(r.body.LogId).toBeTypeOf('number');
    const row = await t.server.store.db
      .selectFrom('web_logs')
      .selectAll()
      .where('log_id', '=', r.body.LogId)
      .executeTakeFirstOrThrow();
    // No token: the body's CompanyId names nobody.
    expect(row).toMatchObject({ message: entry.Message, status: 500, company_id: null, url: entry.Url });
  });

  const stored = async (logId: number) =>
    t.server.store.db
      .selectFrom('web_logs')
      .selectAll()
      .where('log_id', '=', logId)
      .executeTakeFirstOrThrow();

  test("with a valid token, the entry is the token's company and login, whatever the body names", async () => {
    const grant = await signIn(t.url, 'alice');
    const r = await call(t.url, 'POST', '/api/inventory/Log/WebLog', {
      body: { ...entry, CompanyId: 3, LoginId: 5 },
      token: grant.access_token,
      headers: { ApiKey: FALLBACK_WEBLOG_API_KEY },
    });
    expect(r.status).toBe(200);
    expect(await stored(r.body.LogId)).toMatchObject({ company_id: 2, login_id: 2 });
  });

  test('with a token that is not valid, the entry names nobody (and is still stored)', async () => {
    const r = await call(t.url, 'POST', '/api/inventory/Log/WebLog', {
      body: { ...entry, CompanyId: 3, LoginId: 5 },
      token: 'not.a.token',
      headers: { ApiKey: FALLBACK_WEBLOG_API_KEY },
    });
    expect(r.status).toBe(200);
    expect(await stored(r.body.LogId)).toMatchObject({ company_id: null, login_id: null });
  });

  test('without the ApiKey header: 401', async () => {
    const r = await call(t.url, 'POST', '/api/inventory/Log/WebLog', { body: entry });
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/ApiKey/);
  });

  test('with a wrong ApiKey: 401', async () => {
    const r = await call(t.url, 'POST', '/api/inventory/Log/WebLog', {
      body: entry,
      headers: { ApiKey: 'nope' },
    });
    expect(r.status).toBe(401);
  });
});

describe('Activity/SavePageVisit stores PageName and Remarks with login, company and time', () => {
  test('a signed-in visit is stored', async () => {
    const grant = await signIn(t.url, 'alice');
    const r = await call(t.url, 'POST', '/api/auth/Activity/SavePageVisit', {
      token: grant.access_token,
      body: { PageName: '/workorder/wodetails', Remarks: 'http://127.0.0.1/workorder/wodetails/x/y' },
    });
    expect(r).toEqual({ status: 200, body: { Success: true } });
    const rows = await t.server.store.db.selectFrom('page_visits').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ login_id: 2, company_id: 2, page_name: '/workorder/wodetails' }),
    ]);
    expect(Date.now() - Date.parse(rows[0]!.visited_at)).toBeLessThan(60_000);
  });

  test('without a token: 401 and nothing stored', async () => {
    const before = await t.server.store.db.selectFrom('page_visits').select('visit_id').execute();
    const r = await call(t.url, 'POST', '/api/auth/Activity/SavePageVisit', {
      body: { PageName: '/x', Remarks: '' },
    });
    expect(r.status).toBe(401);
    const after = await t.server.store.db.selectFrom('page_visits').select('visit_id').execute();
    expect(after.length).toBe(before.length);
  });
});
