import { contract, type Endpoint } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routePath } from '../src/http/route-path';
import { signIn, startTestServer, type TestServer } from './helpers';

interface BadRequest {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ signInLimit: { max: 10_000, windowMs: 60_000 } });
  token = (await signIn(t.url, 'carol')).access_token;
});
afterAll(() => t.dispose());

/** A valid request body per endpoint with a body, the base that the mutations below spoil one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'auth.signIn': { UserName: 'nobody', Password: 'demo1234' },
  'auth.savePageVisit': { PageName: '/home', Remarks: 'http://127.0.0.1/home' },
  'company.getSystemSettings': { CompanyId: 2, SettingIds: [21] },
  'company.getChildPrivileges': { CompanyId: 2, LoginId: 4, ModuleIds: [101] },
  'log.webLog': { Url: '/x', Method: 'GET', Status: 500, StatusText: 'x', Message: 'm', LoggedAt: 'now' },
  'chat.updateChatStatus': { CompanyId: 2, UserId: 4, AvailabilityId: 1 },
};

const WRONG_VALUES: unknown[] = [
  'text',
  -1,
  1.5,
  1e308,
  1e23,
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
  'x'.repeat(5000),
];

const MALFORMED = [
  '{"CompanyId":99999999999999999999999,"LoginId":-0,"SettingIds":[1e999]}',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '[{}]',
  '{"__proto__":{"x":1}}',
  '\u0000',
  ' ',
];

const BAD_PATH_IDS = [
  'abc',
  '-1',
  '1.5',
  '99999999999999999999999',
  '%zz',
  'x'.repeat(300),
  '1e400',
  '0x10',
  '%00',
];

const BAD_TOKENS = ['Bearer', 'Bearer x', 'Bearer a.b.c', 'Basic abc', `Bearer ${'a'.repeat(5000)}`];

function endpoints(): [string, Endpoint][] {
  return Object.entries(contract).flatMap(([group, items]) =>
    Object.entries(items as Record<string, Endpoint>).map(
      ([name, e]) => [`${group}.${name}`, e] as [string, Endpoint],
    ),
  );
}

/** A concrete path for an endpoint, every `{x}` replaced by `value` (or the caller's own ids). */
function pathFor(endpoint: Endpoint, value?: string): string {
  const own: Record<string, string> = {
    companyId: '2',
    loginId: '4',
    languageId: '1',
    userId: '4',
    userType: '1',
    otherUserId: '2',
  };
  return `/api/${endpoint.service}/${endpoint.path.replace(/\{(\w+)\}/g, (_, n: string) => value ?? own[n] ?? '1')}`;
}

function generate(): BadRequest[] {
  const cases: BadRequest[] = [];
  const auth = () => ({ authorization: `Bearer ${token}`, ApiKey: 'fk-weblog-public-key' });
  for (const [name, e] of endpoints()) {
    const path = pathFor(e);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => m !== e.method)) {
      cases.push({ label: `${name} wrong method ${method}`, method, path, headers: auth() });
    }
    if (e.access === 'token') {
      for (const bad of BAD_TOKENS)
        cases.push({ label: `${name} bad token`, method: e.method, path, headers: { authorization: bad } });
      const tampered = `${token.slice(0, -4)}AAAA`;
      cases.push({
        label: `${name} tampered token`,
        method: e.method,
        path,
        headers: { authorization: `Bearer ${tampered}` },
      });
    }
    if (e.params) {
      for (const id of BAD_PATH_IDS)
        cases.push({
          label: `${name} path id ${id.slice(0, 12)}`,
          method: e.method,
          path: pathFor(e, id),
          headers: auth(),
        });
    }
    if (e.query) {
      cases.push({
        label: `${name} long query`,
        method: e.method,
        path: `${path}?logoPath=${'a'.repeat(400)}`,
        headers: auth(),
      });
      cases.push({
        label: `${name} repeated query`,
        method: e.method,
        path: `${path}?logoPath=a&logoPath=b`,
        headers: auth(),
      });
    }
    const valid = VALID_BODIES[name];
    if (!valid) continue;
    const json = { ...auth(), 'content-type': 'application/json' };
    for (const text of MALFORMED)
      cases.push({
        label: `${name} malformed ${text.slice(0, 10)}`,
        method: e.method,
        path,
        headers: json,
        body: text,
      });
    for (const field of Object.keys(valid)) {
      const { [field]: _dropped, ...missing } = valid;
      cases.push({
        label: `${name} missing ${field}`,
        method: e.method,
        path,
        headers: json,
        body: JSON.stringify(missing),
      });
      for (const value of WRONG_VALUES) {
        cases.push({
          label: `${name} ${field}=${JSON.stringify(value).slice(0, 20)}`,
          method: e.method,
          path,
          headers: json,
          body: JSON.stringify({ ...valid, [field]: value }),
        });
      }
    }
    cases.push({
      label: `${name} array body`,
      method: e.method,
      path,
      headers: json,
      body: JSON.stringify([valid]),
    });
    cases.push({
      label: `${name} oversize`,
      method: e.method,
      path,
      headers: json,
      body: JSON.stringify({ ...valid, Pad: 'x'.repeat(1_200_000) }),
    });
    cases.push({
      label: `${name} text/plain`,
      method: e.method,
      path,
      headers: { ...auth(), 'content-type': 'text/plain' },
      body: 'hello',
    });
    cases.push({
      label: `${name} xml`,
      method: e.method,
      path,
      headers: { ...auth(), 'content-type': 'application/xml' },
      body: '<a/>',
    });
    cases.push({ label: `${name} no body`, method: e.method, path, headers: auth() });
    cases.push({ label: `${name} empty json`, method: e.method, path, headers: json, body: '' });
  }
  for (const path of [
    '/api',
    '/api/nope',
    '/api/auth/Account/Nope',
    '/api/admin/Company/GetCompanyDetails',
    '/hubs/nope/negotiate',
    '/hubs/echo',
    '/api/%zz',
    `/api/${'x'.repeat(3000)}`,
  ]) {
    cases.push({ label: `unknown ${path.slice(0, 30)}`, method: 'GET', path });
    cases.push({
      label: `unknown POST ${path.slice(0, 30)}`,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  }
  return cases;
}

describe('client input never causes a 5xx: every answer is JSON with a message', () => {
  test('at least 200 bad requests are generated across all routes', () => {
    const cases = generate();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const routes = new Set(cases.map((c) => c.path.split('?')[0]));
    for (const [, e] of endpoints()) expect(routes.has(pathFor(e))).toBe(true);
  });

  test('no bad request gets a 5xx, and every error answer is JSON with a message', async () => {
    const cases = generate();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const c of cases) {
      const response = await fetch(t.url + c.path, { method: c.method, headers: c.headers, body: c.body });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      let message: unknown;
      try {
        message = JSON.parse(text).message;
      } catch {
        message = undefined;
      }
      // Some spoiled values are still valid input (1.5 is a fine WebLog CompanyId): those may succeed.
      if (response.status >= 500 || (response.status >= 400 && typeof message !== 'string')) {
        failures.push(`${c.label}: ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(statuses.get(401)).toBeGreaterThan(10);
    expect(statuses.get(404)).toBeGreaterThan(10);
    expect(statuses.get(413)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);
  });

  test('a missing field is named in the message', async () => {
    const response = await fetch(`${t.url}${routePath(contract.company.getSystemSettings)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ CompanyId: 2 }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/body\.SettingIds: .*expected array/);
  });

  test('the token of the caller stays valid throughout (nothing above signed it out)', async () => {
    const response = await fetch(`${t.url}/api/auth/Account/SessionInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });
});
