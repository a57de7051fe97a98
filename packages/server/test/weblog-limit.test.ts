import { FALLBACK_WEBLOG_API_KEY } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ webLogLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.dispose());

const entry = { Url: '/x', Method: 'GET', Status: 500, StatusText: 'x', Message: 'm', LoggedAt: 'now' };

describe('Log/WebLog is limited per address, since its ApiKey is public', () => {
  test('past the limit an entry is answered 429 and not stored', async () => {
    const post = () =>
      call(t.url, 'POST', '/api/inventory/Log/WebLog', {
        body: entry,
        headers: { ApiKey: FALLBACK_WEBLOG_API_KEY },
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many log entries/);
    const stored = await t.server.store.db
      .selectFrom('web_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });
});
