import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { rawUpgrade } from './hub-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

/** The status line of the answer to a raw upgrade request. */
const upgrade = async (target: string) => (await rawUpgrade(t.url, target)).split('\r\n')[0] ?? '';

describe('bad upgrade requests are refused with a 4xx and the server keeps serving', () => {
  test.each([
    ['an unreadable URL', 'http://[', 400],
    ['a path with no hub', '/hubs/nothing-here', 404],
    ['a hub without a token', '/hubs/echo', 401],
    ['a hub with a forged token', '/hubs/echo?access_token=forged.token.value', 401],
  ])('%s', async (_label, target, status) => {
    expect(await upgrade(target)).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    const config = await fetch(`${t.url}/config.json`);
    expect(config.status).toBe(200);
  });
});
