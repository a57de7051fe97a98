import { once } from 'node:events';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// Clients that hold the server's connections: a body trickled in a byte at a time, and too many connections from one
// address. Each is cut off at its limit, and a client from elsewhere is served meanwhile.

const REQUEST_TIMEOUT_MS = 1_500;
const PER_ADDRESS = 12;
let t: TestServer;
let port: number;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await startTestServer({
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS) },
  });
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await t?.dispose();
});

/** A raw connection to the server from `localAddress` (any loopback address reaches it). */
async function open(localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  opened.push(socket);
  socket.on('error', () => {});
  await once(socket, 'connect');
  return socket;
}

/** `config.json` asked from another loopback address: its status. */
function servedFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(
      { host: '127.0.0.1', port, path: '/config.json', localAddress, agent: false },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** What the server wrote to a socket until it closed it, and when it closed, from now. */
function untilClosed(socket: Socket): Promise<{ text: string; afterMs: number }> {
  const started = performance.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  return once(socket, 'close').then(() => ({ text, afterMs: performance.now() - started }));
}

describe('slow and greedy clients', () => {
  test(`a body sent a byte every 300 ms is cut off with 408 within ${REQUEST_TIMEOUT_MS} ms and the check after it`, async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/auth/Account/SignIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 300);
    try {
      // Others are served while it drips.
      expect(await servedFrom('127.0.0.2')).toBe(200);
      const { text, afterMs } = await closed;
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000 + 1_000);
    } finally {
      clearInterval(drip);
    }
  });

  test(`at most ${PER_ADDRESS} connections from one address: one more is closed unread; another address is served`, async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => open('127.0.0.3')));
    const extra = await open('127.0.0.3');
    const { text } = await untilClosed(extra);
    expect(text).toBe('');
    expect(await servedFrom('127.0.0.4')).toBe(200);
    // One of the held leaves: the address is let in again.
    held[0]!.destroy();
    await expect.poll(() => servedFrom('127.0.0.3').catch(() => 0)).toBe(200);
  });
});
