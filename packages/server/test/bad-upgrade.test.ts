import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.dispose());

/** Writes a raw WebSocket upgrade request and returns the status line of the answer. */
function upgrade(target: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => reject(new Error(`no answer to an upgrade of ${target}`)));
  });
}

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
