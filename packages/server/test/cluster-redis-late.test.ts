import { afterAll, expect, test } from 'vitest';
import { freePort } from '../scripts/local-postgres';
import { type LocalRedis, startLocalRedis } from '../scripts/local-redis';
import { type ChatClient, connectedChat } from './chat-helpers';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

// A process started while Redis is down serves its users alone, and joins the others once Redis is back.

const BOB = 3;
let redis: LocalRedis | undefined;
const servers: TestServer[] = [];
const clients: ChatClient[] = [];

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.hub.stop()));
  for (const server of servers.splice(0)) await server.dispose();
  await redis?.dispose();
});

const chatOn = (server: TestServer, username: string) => connectedChat(server.url, username, clients);

test('started with Redis down, a process serves alone; once Redis is up it hears the other processes', async () => {
  const port = await freePort();
  const dataDir = tempDataDir();
  const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
  // Nothing listens on the port yet: the process still starts, and signs its users in and connects their hubs.
  const alone = await startTestServer({ dataDir, env });
  servers.push(alone);
  const alice = await chatOn(alone, 'alice');
  expect(alone.logs.some((line) => line.includes('redis unreachable at start'))).toBe(true);

  redis = await startLocalRedis({ port });
  const other = await startTestServer({ dataDir, env });
  servers.push(other);
  // Linked now (ioredis kept trying): bob coming online on the other process reaches alice on this one.
  await expect
    .poll(() => alone.logs.some((line) => line.includes('redis link back after a gap')), { timeout: 10_000 })
    .toBe(true);
  await chatOn(other, 'bob');
  await alice.next('OnlineStatus', (x) => x[0] === BOB && x[1] === true);
}, 60_000);
