import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LocalRedis, startLocalRedis } from '../scripts/local-redis';
import type { Fanout } from '../src/hubs/fanout';
import { type ChatClient, connectedChat, settle } from './chat-helpers';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

// A process killed and started again (under a new process id) on a Redis of its own: its users come back to it while
// the others still count the dead process as alive. Keep-alive ticks of 2 s give the restart the 6 s a dead process is
// counted for.

const BOB = 3;
const CAROL = 4;
const hubTiming = { pingIntervalMs: 2_000, clientTimeoutMs: 10_000 };

let redis: LocalRedis;
const servers: TestServer[] = [];
const clients: ChatClient[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.hub.stop()));
  for (const server of servers.splice(0)) await server.dispose();
  await redis?.dispose();
});

async function start(dataDir: string): Promise<TestServer> {
  const server = await startTestServer({ dataDir, hubTiming, env: { REDIS_URL: redis.url } });
  servers.push(server);
  return server;
}

const chatOn = (server: TestServer, username: string) => connectedChat(server.url, username, clients);

test('a user coming back to a restarted process tells the company nothing, since nobody heard they left; a new one is announced', async () => {
  const dataDir = tempDataDir();
  const a = await start(dataDir);
  const dead = await start(dataDir);
  const alice = await chatOn(a, 'alice');
  const carolBefore = await chatOn(dead, 'carol');
  await alice.next('OnlineStatus', (x) => x[0] === CAROL && x[1] === true);
  // The process dies: its link goes silent and it tells nobody that carol's connection went with it.
  await (dead.server.hubs as unknown as { fanout: Fanout }).fanout.close();
  await carolBefore.hub.stop();

  // Started again, under a new id, carol reconnects to it.
  const restarted = await start(dataDir);
  await settle(200);
  await chatOn(restarted, 'carol');
  // Bob, who was on no process, is new: the company hears he is online.
  await chatOn(restarted, 'bob');
  await alice.next('OnlineStatus', (x) => x[0] === BOB && x[1] === true);
  // Past the dead process's three silent ticks: nobody was told carol left, nor that she came back.
  await settle(3 * hubTiming.pingIntervalMs + 1_000);
  expect(alice.seen.OnlineStatus!.filter((x) => x[0] === CAROL)).toEqual([[CAROL, true, 1]]);
}, 30_000);
