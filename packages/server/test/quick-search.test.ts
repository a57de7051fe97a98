import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const user of ['alice', 'bob', 'dave']) tokens[user] = (await signIn(t.url, user)).access_token;
});
afterAll(() => t.dispose());

const context = (loginId: number, companyId = 2) => ({
  CompanyId: companyId,
  LoginId: loginId,
  MaxRoleGroup: 2,
  VendorId: 0,
  TimeZoneId: 'Europe/London',
  IsManager: false,
  HasAccessToAllWorkTypes: true,
  HasAccessToAllRegions: true,
  IsTech: false,
});

function exists(user: string, loginId: number, Type: number, SearchText: string) {
  return call(t.url, 'POST', '/api/workOrder/WorkOrder/CheckWorkOrderExists', {
    token: tokens[user],
    body: { ...context(loginId), Type, SearchText },
  });
}

describe('quick search finds work orders by type', () => {
  test('type 1 finds a work order by its full number, type 4 a PM work order', async () => {
    const wo = await exists('alice', 2, 1, 'WO-1001');
    expect(wo.body).toEqual([
      { WoJobId: 0, WorkOrderId: 1001, CustomerId: 7001, TechId: 0, WoCategoryId: 1, WoNumber: 'WO-1001' },
    ]);
    expect((await exists('alice', 2, 4, 'PM-2001')).body[0].WorkOrderId).toBe(2001);
    expect((await exists('alice', 2, 1, 'PM-2001')).body).toEqual([]);
  });

  test('type 3 finds by reference number ignoring case, type 6 by serial number', async () => {
    expect((await exists('alice', 2, 3, 'ref-abc-77')).body[0].WorkOrderId).toBe(1001);
    expect((await exists('alice', 2, 6, 'SN-4471')).body[0].WorkOrderId).toBe(1002);
    expect((await exists('alice', 2, 6, 'SN-0000')).body).toEqual([]);
  });

  test('type 2 finds a job; a technician finds the jobs assigned to them and those on whose crew they are', async () => {
    expect((await exists('alice', 2, 2, '5003')).body[0]).toMatchObject({ WoJobId: 5003, TechId: 4 });
    expect((await exists('bob', 3, 2, '5001')).body[0]).toMatchObject({ WoJobId: 5001, WorkOrderId: 1001 });
    // 5003 is carol's, and bob is on its crew.
    expect((await exists('bob', 3, 2, '5003')).body[0]).toMatchObject({ WoJobId: 5003, TechId: 4 });
    // A job of carol's with no crew is not his.
    await t.server.store.db
      .insertInto('jobs')
      .values({
        company_id: 2,
        job_id: 5090,
        work_order_id: 1002,
        tech_id: 4,
        category_id: 1,
        is_in_house: 0,
        status: 'Assigned',
        scheduled_date: '2026-12-02',
        description: 'Not bob’s',
      })
      .execute();
    expect((await exists('bob', 3, 2, '5090')).body).toEqual([]);
    const jobs = await call(t.url, 'GET', '/api/workOrder/Job/GetJobs/2', { token: tokens.bob });
    const ids = (jobs.body as { JobId: number }[]).map((job) => job.JobId);
    expect(ids).toContain(5003);
    expect(ids).not.toContain(5090);
  });

  test('a work order outside the caller’s regions comes back with WorkOrderId 0, whatever the flags sent say', async () => {
    expect((await exists('alice', 2, 1, 'WO-1004')).body[0].WorkOrderId).toBe(1004);
    expect((await exists('bob', 3, 1, 'WO-1004')).body[0].WorkOrderId).toBe(0);
  });

  test('another company’s work orders are never found', async () => {
    const r = await call(t.url, 'POST', '/api/workOrder/WorkOrder/CheckWorkOrderExists', {
      token: tokens.dave,
      body: { ...context(5, 3), Type: 1, SearchText: 'WO-1001' },
    });
    expect(r.body).toEqual([]);
  });
});

describe('quote search, in-house check and prefixes', () => {
  test('a quote is found by number and its ids returned', async () => {
    const r = await call(t.url, 'POST', '/api/workOrder/Quote/SearchQuote', {
      token: tokens.alice,
      body: { CompanyId: 2, SearchText: 'Q-3001', HasAccessToAllRegions: true },
    });
    expect(r.body).toEqual([{ QOJobId: 5001, QuoteOrderId: 3001, CustomerId: 7001 }]);
  });

  test('job 5002 is in-house, 5001 is not', async () => {
    const a = await call(t.url, 'GET', '/api/workOrder/Job/CheckInHouseJob/2/5002', { token: tokens.alice });
    const b = await call(t.url, 'GET', '/api/workOrder/Job/CheckInHouseJob/2/5001', { token: tokens.alice });
    expect([a.body.IsInHouse, b.body.IsInHouse]).toEqual([true, false]);
  });

  test('the company prefixes of types 1, 4 and 5', async () => {
    const r = await call(t.url, 'GET', '/api/workOrder/QuickSearch/GetQuickSearchPrefixes/2', {
      token: tokens.alice,
    });
    expect(r.body).toEqual([
      { QuickSearchID: 1, Prefix: 'WO-' },
      { QuickSearchID: 4, Prefix: 'PM-' },
      { QuickSearchID: 5, Prefix: 'Q-' },
    ]);
  });
});
