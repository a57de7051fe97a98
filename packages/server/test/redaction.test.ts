import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { rawHubClient } from './hub-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

describe('logs never carry tokens or passwords', () => {
  test('a request with a token in the header and in the query is logged without the token', async () => {
    const grant = await signIn(t.url, 'alice');
    const token = grant.access_token;
    await call(t.url, 'GET', `/api/auth/Account/SessionInfo?access_token=${token}`, { token });
    await call(t.url, 'GET', `/api/admin/Company/GetCompanyDetails/3?access_token=${token}`, { token });
    await rawHubClient(`${t.url}/hubs/echo?access_token=${token}x`, undefined).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const all = t.logs.join('\n');
    // The lines are there (so the check below means something), with the token blanked.
    expect(all).toContain('access_token=[Redacted]');
    expect(all).toContain('/api/auth/Account/SessionInfo');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toContain('demo1234');
  });

  test('a line that logs headers and a body has the authorization and the password redacted', async () => {
    const grant = await signIn(t.url, 'bob');
    t.server.app.log.info(
      { req: { headers: { authorization: `Bearer ${grant.access_token}` } }, body: { Password: 'demo1234' } },
      'a line that names secrets',
    );
    const line = t.logs.find((l) => l.includes('a line that names secrets'))!;
    expect(line).toContain('[Redacted]');
    expect(line).not.toContain(grant.access_token);
    expect(line).not.toContain('demo1234');
  });
});
