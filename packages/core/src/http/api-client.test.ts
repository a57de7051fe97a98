import { describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../contract/runtime-config';
import { createNoticeStore } from '../notices/notice-store';
import { createMemoryStorage } from '../session/key-value-storage';
import { createSessionStore } from '../session/session-store';
import { demoSession, fakeNetwork, json, testConfigInput } from '../testing/fake-network';
import { ApiResponseError, createApiClient, withSignal } from './api-client';
import { createHttpClient } from './http-client';

const config = RuntimeConfig.parse(testConfigInput);
const company = {
  CompanyId: 7,
  CompanyName: 'Acme Field Services',
  UniqueId: 'ACME',
  EnableS3Storage: false,
  ShowOnlyCrewInTechFilter: false,
  EnablePreferVendorForCustomer: false,
  IsTaxEnabled: true,
  IsQuoteEnabled: true,
  IsPolygonRegion: false,
};

function setup(routes: Parameters<typeof fakeNetwork>[0]) {
  const network = fakeNetwork({ 'http://fk.test/api/inventory/Log/WebLog': json({ LogId: 1 }), ...routes });
  const http = createHttpClient({
    config,
    session: createSessionStore({ storage: createMemoryStorage() }),
    notices: createNoticeStore(),
    signOut: () => {},
    fetch: network.fetch,
  });
  return { network, api: createApiClient(http) };
}

describe('typed calls are generated from the contract', () => {
  it('fills path params under the service base and parses the response', async () => {
    const { network, api } = setup({
      'GET http://fk.test/api/admin/Company/GetCompanyDetails/7': json(company),
    });
    const details = await api.company.getCompanyDetails({ params: { companyId: 7 } });
    expect(details.CompanyName).toBe('Acme Field Services');
    expect(network.requests[0]?.method).toBe('GET');
  });

  it('JSON-encodes the body of a POST', async () => {
    const grant = {
      access_token: 't',
      token_type: 'Bearer',
      expires_in: 3600,
      expires_at: 1,
      session: demoSession,
    };
    const { network, api } = setup({ 'POST http://fk.test/api/auth/Account/SignIn': json(grant) });
    const result = await api.auth.signIn({ body: { UserName: 'dispatch', Password: 'pw' } });
    expect(result.access_token).toBe('t');
    expect(network.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(network.requests[0]?.body ?? '')).toEqual({ UserName: 'dispatch', Password: 'pw' });
  });

  it('builds the query string from the declared query', async () => {
    const { network, api } = setup({
      'http://fk.test/api/admin/Company/GetCompanyLogo/7?logoPath=logos%2Fa+b.png': json({
        attachment: 'AA==',
        fileName: 'a b.png',
      }),
    });
    const logo = await api.company.getCompanyLogo({
      params: { companyId: 7 },
      query: { logoPath: 'logos/a b.png' },
    });
    expect(logo.fileName).toBe('a b.png');
    expect(network.requests).toHaveLength(1);
  });

  it('a call without inputs takes none', async () => {
    const { api } = setup({ 'GET http://fk.test/api/auth/Account/Logout': json({ Success: true }) });
    await expect(api.auth.logout()).resolves.toEqual({ Success: true });
  });

  it('a response that does not match the schema is an error', async () => {
    const { api } = setup({
      'http://fk.test/api/admin/Company/GetCompanyDetails/7': json({ ...company, CompanyName: 12 }),
    });
    const error = await api.company.getCompanyDetails({ params: { companyId: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toMatch(/CompanyName/);
  });

  it('the inputs are typed from the contract', () => {
    const { api } = setup({});
    // @ts-expect-error the body is required
    const withoutBody = () => api.auth.signIn();
    expect(withoutBody).toBeTypeOf('function');
    // @ts-expect-error a body field of the wrong type
    void api.auth.signIn({ body: { UserName: 1, Password: 'x' } }).catch(() => {});
  });
});

describe('withSignal gives every call of a client one signal: leaving a screen aborts its reads', () => {
  function client() {
    const signals: Array<AbortSignal | null | undefined> = [];
    const http = createHttpClient({
      config,
      session: createSessionStore({ storage: createMemoryStorage() }),
      notices: createNoticeStore(),
      signOut: () => {},
      fetch: async (_input, init) => {
        signals.push(init?.signal);
        if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        return new Response(JSON.stringify(company), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    return { api: createApiClient(http), signals };
  }

  it('an aborted signal aborts the call; a call that brings its own signal keeps it', async () => {
    const { api, signals } = client();
    const screen = new AbortController();
    const bound = withSignal(api, screen.signal);
    expect((await bound.company.getCompanyDetails({ params: { companyId: 7 } })).CompanyId).toBe(7);
    expect(signals[0]).toBe(screen.signal);
    screen.abort();
    await expect(bound.company.getCompanyDetails({ params: { companyId: 7 } })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const own = new AbortController();
    expect(
      (await bound.company.getCompanyDetails({ params: { companyId: 7 }, signal: own.signal })).CompanyId,
    ).toBe(7);
    expect(signals.at(-1)).toBe(own.signal);
  });

  it('the client it was made from is left as it was', async () => {
    const { api, signals } = client();
    const screen = new AbortController();
    withSignal(api, screen.signal);
    screen.abort();
    await api.company.getCompanyDetails({ params: { companyId: 7 } });
    expect(signals[0]).toBeUndefined();
  });
});
