import type { SessionInfo } from '../contract/entities';
import { sameOriginConfig } from '../contract/runtime-config';

/** A request the fake network received. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

type Reply = Response | Error | ((request: SeenRequest) => Response | Error | Promise<Response | Error>);

/** A fake `fetch` standing for the network in unit tests: replies by `METHOD url` or url, records every request. */
export function fakeNetwork(routes: Record<string, Reply> = {}) {
  const requests: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`] ?? routes[request.url];
    let reply = typeof route === 'function' ? await route(request) : route;
    reply ??= new Response('{"message":"no route"}', { status: 404, statusText: 'Not Found' });
    if (reply instanceof Error) throw reply;
    return reply.clone();
  };
  return { fetch, requests };
}

/** A JSON response. */
export const json = (value: unknown, status = 200, statusText = status === 200 ? 'OK' : ''): Response =>
  new Response(JSON.stringify(value), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

/** The runtime config of the reference server, on an origin of the tests. */
export const testConfigInput = sameOriginConfig('http://fk.test');

/** A complete session of the demo company. */
export const demoSession: SessionInfo = {
  CompanyId: 7,
  LoginId: 42,
  UserName: 'dispatch',
  DisplayName: 'Dispatch Desk',
  CurrentLangId: 1,
  LanguageId: 1,
  Resource: 'en-GB',
  ThemeId: 1,
  MaxRoleGroup: 2,
  VendorId: 0,
  TimeZoneId: 'Europe/London',
  IsTech: false,
  IsManager: true,
  HasAccessToAllRegions: true,
  HasAccessToAllWorkTypes: true,
  HomePageId: 0,
  ReturnURL: '',
  MapId: 1,
  LogoPath: '',
  Culture: 'en-GB',
  LicenseExpired: null,
  PasswordExpired: null,
  IsLatLonBased: false,
  LastLogin: null,
};

/** What the server answers a sign-in (or a refresh) with: `token` for an hour, for the demo session. */
export const demoGrant = (token = 'tok-1') => ({
  access_token: token,
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: Date.now() + 3_600_000,
  session: demoSession,
});
