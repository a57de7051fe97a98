import { chatHub, HUB_RESYNC_EVENT } from '@fieldkit/core/contract';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LocalRedis, startLocalRedis } from '../scripts/local-redis';
import { AWAY_GRACE_MS } from '../src/features/chat/away-grace';
import type { Fanout } from '../src/hubs/fanout';
import { personAt, shown } from './chaos-person';
import { type ChatClient, chatClient, outgoing, settle } from './chat-helpers';
import { call, signIn, startTestServer, type TestServer, tempDataDir } from './helpers';
import { hubClient } from './hub-client';
import { ACME_NUMBER, INBOUND_ENV, postInbound, twilioForm } from './sms-support';

// Two server processes' worth of servers (A and B) on one store, linked through a throwaway Redis: alice on A and
// bob on B reach each other as if on one server.

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

let redis: LocalRedis;
let a: TestServer;
let b: TestServer;
const open: ChatClient[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
  const dataDir = tempDataDir();
  // Fast keep-alive ticks, so a process's news of who is online travels (and goes stale) quickly.
  const hubTiming = { pingIntervalMs: 300, clientTimeoutMs: 5_000 };
  a = await startTestServer({ dataDir, hubTiming, env: { REDIS_URL: redis.url, ...INBOUND_ENV } });
  b = await startTestServer({ dataDir, hubTiming, env: { REDIS_URL: redis.url } });
}, 60_000);
afterAll(async () => {
  await Promise.all(open.splice(0).map((c) => c.hub.stop()));
  await b?.stop();
  await a?.dispose();
  await redis?.dispose();
});

async function chatOn(server: TestServer, token: string): Promise<ChatClient> {
  const client = await chatClient(server.url, token);
  open.push(client);
  return client;
}

type Pushed = { clientMessageId: string | null; chatTxt: string };
const pushed = (args: unknown[]) => args[0] as Pushed;

describe('alice on A and bob on B', () => {
  test('chat both ways, unread counts, read marks and typing', async () => {
    const alice = await chatOn(a, (await signIn(a.url, 'alice')).access_token);
    const bob = await chatOn(b, (await signIn(b.url, 'bob')).access_token);
    const hello = outgoing(ALICE, BOB, 'hello from A');
    const sent = (await alice.hub.invoke('NewMessage', hello)) as { ChatDataId: number };
    expect(
      pushed(await bob.next('MessageReceived', (x) => pushed(x).clientMessageId === hello.ClientMessageId)),
    ).toMatchObject({ chatTxt: 'hello from A' });
    await bob.next('UnreadCounts');

    const reply = outgoing(BOB, ALICE, 'hello from B');
    await bob.hub.invoke('NewMessage', reply);
    await alice.next('MessageReceived', (x) => pushed(x).clientMessageId === reply.ClientMessageId);

    // Delivered and read marks travel back to alice on A.
    await bob.hub.invoke('MarkMessageRead', {
      FromUserId: BOB,
      FromUserTypeId: 1,
      ToUserId: ALICE,
      ToUserTypeId: 1,
      CompanyId: 2,
    });
    const [readIds] = await alice.next('MessageRead', (x) => (x[0] as number[]).includes(sent.ChatDataId));
    expect(readIds).toContain(sent.ChatDataId);

    // Typing on B reaches A.
    await bob.hub.send('Typing', { ToUserId: ALICE, IsTyping: true });
    await alice.next('Typing', (x) => (x[0] as { FromUserId: number }).FromUserId === BOB);
  });

  test('the unread counts reach bob on B before A has heard he is online there', async () => {
    const bob = await chatOn(b, (await signIn(b.url, 'bob')).access_token);
    await expect.poll(() => bob.hub.state).toBe(HubConnectionState.Connected);
    const before = bob.seen.UnreadCounts!.length;
    // A forgets what the others said of whom they hold, as when bob's connection is younger than that news.
    (a.server.hubs as unknown as { remote: Map<string, unknown> }).remote.clear();
    const chatOnA = a.server.features.chat;
    expect(chatOnA.isConnected(BOB)).toBe(false);
    await chatOnA.pushUnread(BOB);
    await expect.poll(() => bob.seen.UnreadCounts!.length, { timeout: 5_000 }).toBeGreaterThan(before);
  });

  test('presence: carol connecting on B is online for alice on A, and offline when she leaves', async () => {
    const alice = await chatOn(a, (await signIn(a.url, 'alice')).access_token);
    await expect.poll(() => alice.hub.state).toBe(HubConnectionState.Connected);
    const carol = await chatClient(b.url, (await signIn(b.url, 'carol')).access_token);
    await alice.next('OnlineStatus', (x) => x[0] === CAROL && x[1] === true);
    await carol.hub.stop();
    // After the grace a user's last connection is given to come back in.
    await alice.next('OnlineStatus', (x) => x[0] === CAROL && x[1] === false, AWAY_GRACE_MS + 2_000);
  });

  test("a second sign-in on A ends the older session's hub connection on B within a second", async () => {
    const first = (await signIn(b.url, 'carol')).access_token;
    const onB = hubClient(`${b.url}/hubs/echo`, () => first);
    const closed = new Promise<Error | undefined>((resolve) => onB.onclose(resolve));
    await onB.start();
    const started = performance.now();
    await signIn(a.url, 'carol');
    const error = await closed;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error?.message).toMatch(/Signed in elsewhere/);
  });
});

describe('the pushes of the other hubs cross too', () => {
  test("a service note alice saves on A reaches bob's notes hub on B", async () => {
    const bobToken = (await signIn(b.url, 'bob')).access_token;
    const notes = hubClient(`${b.url}/hubs/notes`, () => bobToken);
    const next = new Promise<unknown[]>((resolve) => notes.on('SendNotes', (...args) => resolve(args)));
    await notes.start();
    const saved = await call(a.url, 'POST', '/api/workOrder/ServiceNote/SaveServiceNote', {
      token: (await signIn(a.url, 'alice')).access_token,
      body: { WoJobId: 5001, Notes: 'Across processes' },
    });
    expect(saved.status).toBe(200);
    const [, alert] = await next;
    expect(alert).toBe(true);
    await notes.stop();
  });
});

describe('the SMS and e-mail counts move within a second, on every process', () => {
  test("an SMS stored on A tells alice's notifications hub on B at once; another company hears nothing", async () => {
    const aliceToken = (await signIn(b.url, 'alice')).access_token;
    const daveToken = (await signIn(b.url, 'dave')).access_token;
    const alice = hubClient(`${b.url}/hubs/notes`, () => aliceToken);
    const dave = hubClient(`${b.url}/hubs/notes`, () => daveToken);
    const heardByDave: unknown[] = [];
    dave.on('AlertReceived', (...args) => heardByDave.push(args));
    const heard = new Promise<{ kind: unknown; at: number }>((resolve) =>
      alice.on('AlertReceived', (kind) => resolve({ kind, at: Date.now() })),
    );
    await Promise.all([alice.start(), dave.start()]);
    const sent = Date.now();
    const answer = await postInbound(a, twilioForm({ To: ACME_NUMBER, Body: 'Gate code changed to 4471' }));
    expect(answer.status).toBe(200);
    const { kind, at } = await heard;
    expect(kind).toBe(1);
    expect(at - sent).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardByDave).toEqual([]);
    await Promise.all([alice.stop(), dave.stop()]);
  });
});

describe('a process that dies', () => {
  test('its users go offline for the others within three keep-alive ticks, told by one process', async () => {
    const hubTiming = { pingIntervalMs: 300, clientTimeoutMs: 5_000 };
    const c = await startTestServer({ dataDir: tempDataDir(), hubTiming, env: { REDIS_URL: redis.url } });
    try {
      const alice = await chatOn(a, (await signIn(a.url, 'alice')).access_token);
      await expect.poll(() => alice.hub.state).toBe(HubConnectionState.Connected);
      const carol = await chatOn(c, (await signIn(c.url, 'carol')).access_token);
      await alice.next('OnlineStatus', (x) => x[0] === CAROL && x[1] === true);
      // C goes silent as a killed process does: its link to the others is gone, and it tells nobody its users left.
      await (c.server.hubs as unknown as { fanout: Fanout }).fanout.close();
      await alice.next('OnlineStatus', (x) => x[0] === CAROL && x[1] === false, 3_000);
      await settle(1_000);
      // Told once (by the lowest process id alive), not by every process that noticed.
      expect(alice.seen.OnlineStatus!.filter((x) => x[0] === CAROL && x[1] === false)).toHaveLength(1);
      await carol.hub.stop();
    } finally {
      await c.dispose();
    }
  });
});

describe('limits counted across processes', () => {
  test('sign-in attempts made on A count on B: two processes allow no more than one', async () => {
    const limited = { signInLimit: { max: 3, windowMs: 60_000 }, env: { REDIS_URL: redis.url } };
    const dataDir = tempDataDir();
    const first = await startTestServer({ ...limited, dataDir });
    const second = await startTestServer({ ...limited, dataDir });
    try {
      const attempt = (server: TestServer) =>
        call(server.url, 'POST', '/api/auth/Account/SignIn', {
          body: { UserName: 'mallory', Password: 'wrong' },
        });
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(second)).status).toBe(401);
      expect((await attempt(first)).status).toBe(401);
      const fourth = await attempt(second);
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toMatch(/Too many sign-in attempts/);
    } finally {
      await second.stop();
      await first.dispose();
    }
  });
});

describe('Redis restarting', () => {
  test('the hub connections stay open and are asked to resync, then hear each other again', async () => {
    const alice = await chatOn(a, (await signIn(a.url, 'alice')).access_token);
    const bob = await chatOn(b, (await signIn(b.url, 'bob')).access_token);
    let reconnects = 0;
    for (const client of [alice, bob])
      client.hub.onreconnecting(() => {
        reconnects += 1;
      });
    await redis.stop(true);
    await new Promise((r) => setTimeout(r, 500));
    await redis.start();
    // Back: each process reports the gap and asks its clients to fetch what they missed, without a reconnect.
    await Promise.all([alice, bob].map((client) => client.next(HUB_RESYNC_EVENT, () => true, 10_000)));
    expect(reconnects).toBe(0);
    expect([alice.hub.state, bob.hub.state]).toEqual([
      HubConnectionState.Connected,
      HubConnectionState.Connected,
    ]);
    const after = outgoing(ALICE, BOB, 'after the restart');
    await alice.hub.invoke('NewMessage', after);
    await bob.next('MessageReceived', (x) => pushed(x).clientMessageId === after.ClientMessageId, 5_000);
  }, 30_000);

  test("a message sent on A while Redis is down shows in bob's open conversation on B, fetched by the resync", async () => {
    const alice = await chatOn(a, (await signIn(a.url, 'alice')).access_token);
    const bob = await personAt(b.url, { loginId: BOB, username: 'bob' }, ALICE, () => 'Redis restart');
    try {
      await redis.stop(true);
      const during = outgoing(ALICE, BOB, 'sent while Redis was down');
      // Stored on A; its push to B has no way through.
      await alice.hub.invoke('NewMessage', during);
      await new Promise((r) => setTimeout(r, 300));
      expect(shown(bob).texts).not.toContain('sent while Redis was down');
      await redis.start();
      await expect.poll(() => shown(bob).texts, { timeout: 10_000 }).toContain('sent while Redis was down');
      expect(bob.chat.store.getState().connection).toBe('Connected');
    } finally {
      bob.chat.dispose();
      await bob.fieldkit.hub(chatHub).stop();
    }
  }, 30_000);
});
