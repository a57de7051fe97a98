import { contract, type Endpoint } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routePath } from '../src/http/route-path';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// Every route walked as every demo role of Acme against what the contract declares it needs: a route that needs a
// right answers 403 naming it to a login without it, before reading any input, and never refuses one with it. Then
// what depends on the record asked for (a dashboard's role groups, another user's details, marking one's own notes).

/** Acme's demo logins: their login id, role group, and whether they hold the view right on each module. */
const ROLES: Record<'bob' | 'alice' | 'carol', { loginId: number; roleGroup: number; modules: number[] }> = {
  bob: { loginId: 3, roleGroup: 1, modules: [] },
  alice: { loginId: 2, roleGroup: 2, modules: [] },
  carol: { loginId: 4, roleGroup: 3, modules: [101] },
};
type Role = keyof typeof ROLES;

let t: TestServer;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.keys(ROLES) as Role[]) tokens[role] = (await signIn(t.url, role)).access_token;
});
afterAll(() => t?.dispose());

/** Every route that acts for a signed-in caller, by its contract name; Logout last (it ends the session walked with). */
const tokenRoutes = Object.entries(contract)
  .flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([, endpoint]) => endpoint.access === 'token')
      .map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
  )
  .sort((a, b) => Number(a.name === 'auth.logout') - Number(b.name === 'auth.logout'));

/** The route's URL for `role`: its company, its own login wherever a login goes, 1 for any other id. */
function urlOf(endpoint: Endpoint, role: Role): string {
  return routePath(endpoint).replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'companyId') return '2';
    if (name === 'loginId' || name === 'userId') return String(ROLES[role].loginId);
    return '1';
  });
}

/** Whether an answer is the refusal of a declared right. */
const refusedForRight = (answer: { status: number; body: { message?: string } }) =>
  answer.status === 403 && /^This needs the view right on /.test(answer.body?.message ?? '');

describe('every route, as every role, against its declared needs', () => {
  test('the walk covers every token route of the contract, and some declare a right', () => {
    expect(tokenRoutes.length).toBeGreaterThan(70);
    expect(tokenRoutes.filter((r) => r.endpoint.needs).map((r) => r.name)).toContain(
      'company.getCompanySettings',
    );
  });

  for (const role of Object.keys(ROLES) as Role[]) {
    test(`as ${role}: refused exactly where a declared right is missing`, async () => {
      const mismatches: string[] = [];
      for (const { name, endpoint } of tokenRoutes) {
        const answer = await call(t.url, endpoint.method, urlOf(endpoint, role), {
          token: tokens[role],
          ...(endpoint.method === 'GET' ? {} : { body: {} }),
        });
        const expected = endpoint.needs ? !ROLES[role].modules.includes(endpoint.needs.viewRight.id) : false;
        if (refusedForRight(answer) !== expected)
          mismatches.push(
            `${name}: ${answer.status} ${answer.body?.message ?? ''} (expected ${expected ? 'refused' : 'served'})`,
          );
        if (expected)
          expect(answer.body.message).toBe(`This needs the view right on ${endpoint.needs!.viewRight.name}.`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe('rights that depend on the record asked for', () => {
  // The walk above ended each role's session with Logout.
  beforeAll(async () => {
    for (const role of Object.keys(ROLES) as Role[]) tokens[role] = (await signIn(t.url, role)).access_token;
  });

  const dashboard = (role: Role, id: number) =>
    call(t.url, 'GET', `/api/admin/Report/GetReportDashboard/2/${id}`, { token: tokens[role] });

  test('a technician reads the help dashboard (the profile menu opens it) but no report dashboard', async () => {
    expect((await dashboard('bob', 810)).status).toBe(200);
    const refused = await dashboard('bob', 12);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This dashboard is for role group 2 and above; yours is 1.');
  });

  test('a dispatcher and an administrator read the report dashboards', async () => {
    expect((await dashboard('alice', 12)).body).toMatchObject({
      DashboardId: 12,
      Name: 'Operations Dashboard',
    });
    expect((await dashboard('carol', 12)).status).toBe(200);
  });

  test("another user's details need the view right on system settings; one's own do not", async () => {
    const details = (role: Role, loginId: number) =>
      call(t.url, 'GET', `/api/admin/User/GetUserDetails/2/${loginId}`, { token: tokens[role] });
    expect((await details('bob', 4)).status).toBe(403);
    expect((await details('alice', 3)).status).toBe(403);
    expect((await details('bob', 3)).status).toBe(200);
    expect((await details('carol', 3)).status).toBe(200);
  });

  test("notes are marked by their own recipient only: bob cannot mark alice's", async () => {
    const log = (role: Role) =>
      call(
        t.url,
        'GET',
        `/api/workOrder/GetReceivedServNotesLog?CompanyId=2&LoginId=${ROLES[role].loginId}&IsRead=0&startRecord=1&EndRecord=5`,
        { token: tokens[role] },
      );
    const alices = (await log('alice')).body.NotificationList as Array<{ UserNotificationId: number }>;
    expect(alices.length).toBeGreaterThan(0);
    const refused = await call(t.url, 'PUT', '/api/workOrder/NotificationUpdateReceived', {
      token: tokens.bob,
      body: {
        UserNotifyIds: [String(alices[0]!.UserNotificationId)],
        CompanyId: 2,
        IsRead: true,
        LoginId: ROLES.bob.loginId,
      },
    });
    expect(refused.status).toBe(403);
    expect((await log('alice')).body.NotificationList).toEqual(alices);
  });
});
