import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { startTestServer } from './helpers';

async function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await once(socket, 'connect');
  socket.on('error', () => {});
  return socket;
}

test('a stop does not wait on connections whose request never finished: they are cut after the grace', async () => {
  const t = await startTestServer({ stopGraceMs: 300 });
  // A client that gave up before sending its request, and one that sent half of it.
  const silent = await openSocket(t.url);
  const half = await openSocket(t.url);
  half.write('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const closed = Promise.all([once(silent, 'close'), once(half, 'close')]);

  const began = performance.now();
  await t.stop();
  const took = performance.now() - began;
  await closed;
  // Without the cut, the close waits for Node's headers timeout (a minute).
  expect(took).toBeLessThan(2_000);
  await t.dispose();
});
