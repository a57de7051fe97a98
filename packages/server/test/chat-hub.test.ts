import type { ChatMessage, UnreadCounts } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AWAY_GRACE_MS } from '../src/features/chat/away-grace';
import { markDelivered, markRead } from '../src/features/chat/store';
import { type ChatClient, chatClient, outgoing, settle } from './chat-helpers';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { rawHubClient } from './hub-client';

const RS = '\u001e';

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

let t: TestServer;
const tokens: Record<string, string> = {};
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'carol', 'dave'])
    tokens[name] = (await signIn(t.url, name)).access_token;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.hub.stop()));
  await t.dispose();
});

async function connect(name: string): Promise<ChatClient> {
  const client = await chatClient(t.url, tokens[name]!);
  clients.push(client);
  return client;
}

const get = (name: string, path: string) => call(t.url, 'GET', `/api/chat/${path}`, { token: tokens[name] });
const isMessage = (id: number) => (args: unknown[]) => (args[0] as { chatDataId: number }).chatDataId === id;

// First, while nobody else is connected.
describe('offline is told only after the grace: a reconnect tells the company nothing', () => {
  test('bob dropping and connecting again at once is never offline for alice; gone for good, he is', async () => {
    const alice = await connect('alice');
    const bob = await chatClient(t.url, tokens.bob!);
    const bobOnline = (online: boolean) => (args: unknown[]) => args[0] === BOB && args[1] === online;
    await alice.next('OnlineStatus', bobOnline(true));
    const heardBefore = alice.seen.OnlineStatus!.length;
    await bob.hub.stop();
    const again = await connect('bob');
    await settle(AWAY_GRACE_MS + 500);
    expect(alice.seen.OnlineStatus!.slice(heardBefore).filter((args) => args[0] === BOB)).toEqual([]);
    const users = (await get('alice', 'GetProfileDetails/2/1')).body as {
      UserId: number;
      StatusId: number;
    }[];
    expect(users.find((u) => u.UserId === BOB)?.StatusId).toBe(2);

    const left = performance.now();
    await again.hub.stop();
    await alice.next('OnlineStatus', bobOnline(false), AWAY_GRACE_MS + 2_000);
    expect(performance.now() - left).toBeGreaterThanOrEqual(AWAY_GRACE_MS - 50);
  });
});

describe('messages go both ways, to every tab of the recipient and the sender’s other tabs', () => {
  test('alice to bob and bob to alice, each pushed as MessageReceived', async () => {
    const aliceTab1 = await connect('alice');
    const aliceTab2 = await connect('alice');
    const bob = await connect('bob');

    const sent = (await aliceTab1.hub.invoke(
      'NewMessage',
      outgoing(ALICE, BOB, ' Hello Bob '),
    )) as ChatMessage;
    expect(sent.ChatTxt).toBe('Hello Bob');
    const [pushed] = await bob.next('MessageReceived', isMessage(sent.ChatDataId));
    expect(pushed).toMatchObject({ fromUserId: ALICE, toUserId: BOB, chatTxt: 'Hello Bob' });
    await aliceTab2.next('MessageReceived', isMessage(sent.ChatDataId));
    await settle();
    expect(aliceTab1.seen.MessageReceived!.some(isMessage(sent.ChatDataId))).toBe(false);

    const reply = (await bob.hub.invoke('NewMessage', outgoing(BOB, ALICE, 'Hi Alice'))) as ChatMessage;
    await aliceTab1.next('MessageReceived', isMessage(reply.ChatDataId));
    await aliceTab2.next('MessageReceived', isMessage(reply.ChatDataId));
  });

  test('empty or whitespace-only text is refused', async () => {
    const alice = await connect('alice');
    await expect(alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, '  \n '))).rejects.toThrow(/Empty/);
  });
});

describe('sending is idempotent by ClientMessageId', () => {
  test('a resend answers the stored message and never stores a second one; its push comes again, same id', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const message = outgoing(ALICE, BOB, 'Sent twice');
    const first = (await alice.hub.invoke('NewMessage', message)) as ChatMessage;
    await bob.next('MessageReceived', isMessage(first.ChatDataId));
    await bob.hub.invoke('MarkMessageDelivered', { UserId: BOB, UserTypeId: 1, CompanyId: 2 });
    const second = (await alice.hub.invoke('NewMessage', message)) as ChatMessage;
    expect(second.ChatDataId).toBe(first.ChatDataId);
    expect(second.ClientMessageId).toBe(message.ClientMessageId);
    await expect.poll(() => bob.seen.MessageReceived!.filter(isMessage(first.ChatDataId)).length).toBe(2);
    const { body } = await get('alice', `GetChatDetails/2/${ALICE}/1/${BOB}/1/0`);
    const copies = (body as ChatMessage[]).filter((m) => m.ClientMessageId === message.ClientMessageId);
    expect(copies).toHaveLength(1);
  });

  test('two sends of one client id at the same moment (two tabs, say) store one message, and both answer it', async () => {
    const [tab1, tab2] = [await connect('alice'), await connect('alice')];
    const message = outgoing(ALICE, BOB, 'Sent from two tabs at once');
    const answers = (await Promise.all([
      tab1.hub.invoke('NewMessage', message),
      tab2.hub.invoke('NewMessage', message),
    ])) as ChatMessage[];
    expect(answers[1]?.ChatDataId).toBe(answers[0]?.ChatDataId);
    const { body } = await get('alice', `GetChatDetails/2/${ALICE}/1/${BOB}/1/0`);
    expect((body as ChatMessage[]).filter((m) => m.ClientMessageId === message.ClientMessageId)).toHaveLength(
      1,
    );
  });

  test('a resend of a message stored but never pushed (its process died first) reaches the recipient', async () => {
    const bob = await connect('bob');
    const alice = await connect('alice');
    const message = outgoing(ALICE, BOB, 'Stored, then the process died');
    // What the dead process left: the row, and no push; marked delivered all the same, as bob's client marks every
    // message to him delivered whenever it receives one.
    await t.server.store.db
      .insertInto('chat_messages')
      .values({
        company_id: 2,
        from_user_id: ALICE,
        from_user_type: 1,
        to_user_id: BOB,
        to_user_type: 1,
        chat_txt: message.ChatMessage,
        created_at: new Date().toISOString(),
        client_message_id: message.ClientMessageId,
        is_delivered: 1,
        is_read: 0,
      })
      .execute();
    const answer = (await alice.hub.invoke('NewMessage', message)) as ChatMessage;
    const [pushed] = await bob.next('MessageReceived', isMessage(answer.ChatDataId));
    expect(pushed).toMatchObject({ chatTxt: 'Stored, then the process died' });
  });
});

describe('unread counts are owned by the server: two tabs of one user agree', () => {
  test('both tabs get the same UnreadCounts; reading in one clears the other and ticks the sender', async () => {
    const carol = await connect('carol');
    const bobTab1 = await connect('bob');
    const bobTab2 = await connect('bob');
    const before = (await get('bob', `GetUnreadCounts/2/${BOB}/1`)).body as UnreadCounts;
    const fromCarol = before.ByUser.find((c) => c.UserId === CAROL)?.UnreadMessageCount ?? 0;

    const a = (await carol.hub.invoke('NewMessage', outgoing(CAROL, BOB, 'one'))) as ChatMessage;
    const b = (await carol.hub.invoke('NewMessage', outgoing(CAROL, BOB, 'two'))) as ChatMessage;
    const expected = (args: unknown[]) =>
      (args[0] as UnreadCounts).ByUser.find((c) => c.UserId === CAROL)?.UnreadMessageCount === fromCarol + 2;
    const [tab1] = await bobTab1.next('UnreadCounts', expected);
    const [tab2] = await bobTab2.next('UnreadCounts', expected);
    expect(tab1).toEqual(tab2);
    const list = (await get('bob', `GetChatList/2/${BOB}/1`)).body as {
      ToUserId: number;
      UnreadMessageCount: number;
    }[];
    expect(list.find((i) => i.ToUserId === CAROL)?.UnreadMessageCount).toBe(fromCarol + 2);

    const read = (await bobTab1.hub.invoke('MarkMessageRead', {
      FromUserId: BOB,
      FromUserTypeId: 1,
      ToUserId: CAROL,
      ToUserTypeId: 1,
      CompanyId: 2,
    })) as number[];
    expect(read).toEqual(expect.arrayContaining([a.ChatDataId, b.ChatDataId]));
    const [ids, reader] = await carol.next('MessageRead', (args) =>
      (args[0] as number[]).includes(b.ChatDataId),
    );
    expect(ids).toEqual(expect.arrayContaining([a.ChatDataId, b.ChatDataId]));
    expect(reader).toBe(BOB);
    await bobTab2.next('MessageRead', (args) => (args[0] as number[]).includes(b.ChatDataId));
    await bobTab2.next(
      'UnreadCounts',
      (args) => !(args[0] as UnreadCounts).ByUser.some((c) => c.UserId === CAROL),
    );
    const after = (await get('bob', `GetChatDetails/2/${BOB}/1/${CAROL}/1/0`)).body as ChatMessage[];
    expect(after.filter((m) => m.FromUserId === CAROL).every((m) => m.IsRead && m.IsDelivered)).toBe(true);
  });

  test('reading names the reader: FromUserId must be the caller', async () => {
    const bob = await connect('bob');
    await expect(
      bob.hub.invoke('MarkMessageRead', {
        FromUserId: ALICE,
        FromUserTypeId: 1,
        ToUserId: BOB,
        ToUserTypeId: 1,
        CompanyId: 2,
      }),
    ).rejects.toThrow(/Forbidden/);
  });
});

describe('delivered marks are pushed to the sender as a list of ChatDataIds', () => {
  test('messages sent while carol is away are delivered when she marks them', async () => {
    const alice = await connect('alice');
    const m = (await alice.hub.invoke('NewMessage', outgoing(ALICE, CAROL, 'while away'))) as ChatMessage;
    expect(m.IsDelivered).toBe(false);
    const carol = await connect('carol');
    const marked = (await carol.hub.invoke('MarkMessageDelivered', {
      UserId: CAROL,
      UserTypeId: 1,
      CompanyId: 2,
    })) as number[];
    expect(marked).toContain(m.ChatDataId);
    const [ids] = await alice.next('MessageDelivered', (args) =>
      (args[0] as number[]).includes(m.ChatDataId),
    );
    expect(Array.isArray(ids)).toBe(true);
  });
});

describe('two tabs marking at the same moment: each message is marked, and told, once', () => {
  const delivered = { UserId: CAROL, UserTypeId: 1, CompanyId: 2 };
  const read = { FromUserId: CAROL, FromUserTypeId: 1, ToUserId: ALICE, ToUserTypeId: 1, CompanyId: 2 };
  /** Sends `texts` from alice to carol, one after the other; answers their ChatDataIds. */
  async function aliceToCarol(alice: ChatClient, texts: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const text of texts)
      ids.push(
        ((await alice.hub.invoke('NewMessage', outgoing(ALICE, CAROL, text))) as ChatMessage).ChatDataId,
      );
    return ids;
  }

  test.each([
    ['MarkMessageDelivered', delivered, 'MessageDelivered'],
    ['MarkMessageRead', read, 'MessageRead'],
  ] as const)('%s from two tabs at once answers each id to one of them', async (method, mark, event) => {
    const alice = await connect('alice');
    const sent = await aliceToCarol(alice, ['one', 'two', 'three']);
    const [tab1, tab2] = [await connect('carol'), await connect('carol')];
    const answers = (await Promise.all([tab1.hub.invoke(method, mark), tab2.hub.invoke(method, mark)])) as [
      number[],
      number[],
    ];
    const answered = answers.flat().filter((id) => sent.includes(id));
    expect(answered.sort((x, y) => x - y)).toEqual(sent);
    // alice hears of each of her messages once.
    await alice.next(event, (args) => (args[0] as number[]).includes(sent.at(-1)!));
    await settle();
    const told = alice.seen[event]!.flatMap((args) => args[0] as number[]).filter((id) => sent.includes(id));
    expect(told.sort((x, y) => x - y)).toEqual(sent);
  });

  test('the store finds and marks them in one statement: two marks at once never answer one id twice', async () => {
    const sent = await aliceToCarol(await connect('alice'), ['four', 'five']);
    const { db } = t.server.store;
    const delivered = await Promise.all([markDelivered(db, CAROL), markDelivered(db, CAROL)]);
    expect(delivered.flatMap((bySender) => bySender.get(ALICE) ?? []).sort((x, y) => x - y)).toEqual(sent);
    const read = await Promise.all([markRead(db, CAROL, ALICE), markRead(db, CAROL, ALICE)]);
    expect(read.flat().sort((x, y) => x - y)).toEqual(sent);
  });
});

describe('history pages by beforeChatDataId and resyncs after the last ChatDataId seen', () => {
  test('0 gives the latest 30; an older page ends right before the oldest shown', async () => {
    const latest = (await get('carol', `GetChatDetails/2/${CAROL}/1/${ALICE}/1/0`)).body as ChatMessage[];
    expect(latest).toHaveLength(30);
    const ids = latest.map((m) => m.ChatDataId);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const older = (await get('carol', `GetChatDetails/2/${CAROL}/1/${ALICE}/1/${ids[0]}`))
      .body as ChatMessage[];
    expect(older).toHaveLength(30);
    expect(older.at(-1)!.ChatDataId).toBeLessThan(ids[0]!);
    expect(older.every((m) => [ALICE, CAROL].includes(m.FromUserId))).toBe(true);
  });

  test('messages sent while disconnected come back from GetChatDetailsAfter, in order, once', async () => {
    const bob = await connect('bob');
    const alice = await connect('alice');
    const last = (await bob.hub.invoke('NewMessage', outgoing(BOB, ALICE, 'before the gap'))) as ChatMessage;
    await bob.hub.stop();
    const sent: number[] = [];
    for (const text of ['gap 1', 'gap 2', 'gap 3'])
      sent.push(
        ((await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, text))) as ChatMessage).ChatDataId,
      );
    const { body } = await get('bob', `GetChatDetailsAfter/2/${BOB}/1/${last.ChatDataId}`);
    const missed = (body as ChatMessage[]).filter((m) => m.FromUserId === ALICE && m.ToUserId === BOB);
    expect(missed.map((m) => m.ChatTxt)).toEqual(['gap 1', 'gap 2', 'gap 3']);
    expect(missed.map((m) => m.ChatDataId)).toEqual(sent);
  });
});

describe('online status comes from live connections and the chosen status; Appear offline shows offline', () => {
  test('bob appears offline, then available again', async () => {
    const alice = await connect('alice');
    await connect('bob');
    const status = (availability: number) =>
      call(t.url, 'POST', '/api/chat/UpdateChatStatus', {
        token: tokens.bob,
        body: { CompanyId: 2, UserId: BOB, AvailabilityId: availability },
      });
    expect((await status(4)).status).toBe(200);
    const [, online, availability] = await alice.next(
      'OnlineStatus',
      (args) => args[0] === BOB && args[1] === false,
    );
    expect([online, availability]).toEqual([false, 4]);
    const users = (await get('alice', 'GetProfileDetails/2/1')).body as {
      UserId: number;
      StatusId: number;
    }[];
    expect(users.find((u) => u.UserId === BOB)?.StatusId).toBe(1);
    expect(users.some((u) => u.UserId === ALICE)).toBe(false);
    const own = (await get('bob', `GetProfileDetailforUser/2/${BOB}/1`)).body;
    expect(own).toMatchObject({ AvailabilityId: 4, StatusId: 1, PhoneNo: null, Email: 'bob@acme.example' });

    expect((await status(2)).status).toBe(200);
    await alice.next('OnlineStatus', (args) => args[0] === BOB && args[1] === true && args[2] === 2);
    const seen = (await get('alice', `GetProfileDetailforUser/2/${BOB}/1`)).body;
    expect(seen).toMatchObject({ StatusId: 2, AvailabilityId: 2 });
    await status(1);
  });
});

describe('clear and delete hide a conversation for the caller only', () => {
  test('clear empties it but keeps it listed; delete unlists it until a new message', async () => {
    const alice = await connect('alice');
    await alice.hub.invoke('NewMessage', outgoing(ALICE, CAROL, 'to be cleared'));
    expect((await get('carol', `ChatUpdateCleared/2/${CAROL}/1/${ALICE}/1`)).status).toBe(200);
    expect((await get('carol', `GetChatDetails/2/${CAROL}/1/${ALICE}/1/0`)).body).toEqual([]);
    const list = (await get('carol', `GetChatList/2/${CAROL}/1`)).body as Record<string, unknown>[];
    expect(list.find((i) => i.ToUserId === ALICE)).toMatchObject({ LastChatTxt: '', FromIsClear: true });
    const aliceSide = (await get('alice', `GetChatDetails/2/${ALICE}/1/${CAROL}/1/0`)).body as ChatMessage[];
    expect(aliceSide.at(-1)?.ChatTxt).toBe('to be cleared');
    // Alice's list says carol cleared it, and names each other user; bob has cleared nothing.
    const alices = (await get('alice', `GetChatList/2/${ALICE}/1`)).body as Record<string, unknown>[];
    expect(alices.find((i) => i.ToUserId === CAROL)).toMatchObject({
      ToIsClear: true,
      FromIsClear: false,
      LastChatTxt: 'to be cleared',
      ToUser: 'Carol Price',
    });
    expect(alices.find((i) => i.ToUserId === BOB)).toMatchObject({ ToIsClear: false, ToUser: 'Bob Stone' });

    expect((await get('carol', `ChatUpdateDelete/2/${CAROL}/1/${ALICE}/1`)).status).toBe(200);
    let after = (await get('carol', `GetChatList/2/${CAROL}/1`)).body as Record<string, unknown>[];
    expect(after.some((i) => i.ToUserId === ALICE)).toBe(false);
    await alice.hub.invoke('NewMessage', outgoing(ALICE, CAROL, 'back again'));
    after = (await get('carol', `GetChatList/2/${CAROL}/1`)).body as Record<string, unknown>[];
    expect(after.find((i) => i.ToUserId === ALICE)).toMatchObject({
      LastChatTxt: 'back again',
      UnreadMessageCount: 1,
    });
    const details = (await get('carol', `GetChatDetails/2/${CAROL}/1/${ALICE}/1/0`)).body as ChatMessage[];
    expect(details.map((m) => m.ChatTxt)).toEqual(['back again']);
  });
});

describe('typing is relayed to the other user', () => {
  test('alice typing reaches bob', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await alice.hub.invoke('Typing', { ToUserId: BOB, IsTyping: true });
    const [notice] = await bob.next(
      'Typing',
      (args) => (args[0] as { FromUserId: number }).FromUserId === ALICE,
    );
    expect(notice).toEqual({ FromUserId: ALICE, IsTyping: true });
  });
});

describe('nothing of another company is reachable or pushed', () => {
  test("dave gets 403 on alice's conversations and cannot message her", async () => {
    expect((await get('dave', `GetChatList/2/${ALICE}/1`)).status).toBe(403);
    expect((await get('dave', `GetChatDetails/3/5/1/${ALICE}/1/0`)).status).toBe(403);
    expect((await get('dave', `GetChatDetails/2/${ALICE}/1/${BOB}/1/0`)).status).toBe(403);
    expect((await get('dave', `ChatUpdateDelete/3/5/1/${ALICE}/1`)).status).toBe(403);
    expect((await get('dave', `GetProfileDetailforUser/3/${ALICE}/1`)).status).toBe(403);
    const dave = await connect('dave');
    await expect(dave.hub.invoke('NewMessage', outgoing(5, ALICE, 'hi', 3))).rejects.toThrow(/Forbidden/);
    await expect(dave.hub.invoke('Typing', { ToUserId: ALICE, IsTyping: true })).rejects.toThrow(/Forbidden/);
  });

  test('dave receives no push of company 2', async () => {
    const dave = await connect('dave');
    const alice = await connect('alice');
    const bob = await connect('bob');
    const m = (await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, 'private'))) as ChatMessage;
    await bob.next('MessageReceived', isMessage(m.ChatDataId));
    await connect('carol');
    await settle();
    for (const pushes of Object.values(dave.seen)) {
      for (const args of pushes) expect(args[0]).toBe(5);
    }
    expect(dave.seen.MessageReceived).toEqual([]);
  });
});

describe('a connection that sends without waiting for answers', () => {
  test('300 messages pipelined on one connection are stored in the order sent', async () => {
    const own = await startTestServer({
      env: {
        HUB_CALLS_IN_FLIGHT: '400',
        HUB_USER_CALLS_IN_FLIGHT: '400',
        HUB_CALLS_PER_SECOND: '1000',
        HUB_CALL_BURST: '1000',
      },
    });
    try {
      const carol = await rawHubClient(`${own.url}/hubs/chat`, (await signIn(own.url, 'carol')).access_token);
      carol.send(`{"protocol":"json","version":1}${RS}`);
      await carol.waitFor((m) => m === '{}');
      const marker = `pipelined ${Date.now().toString(36)}`;
      carol.send(
        `${JSON.stringify({ type: 1, invocationId: 'first', target: 'NewMessage', arguments: [outgoing(CAROL, BOB, 'To reply to')] })}${RS}`,
      );
      const first = JSON.parse(await carol.waitFor((m) => m.includes('"invocationId":"first"'))).result
        .ChatDataId;
      // All 300 invocations in one write, as a client that does not wait would send them; every third a reply,
      // which takes the server a step more to check.
      carol.send(
        Array.from({ length: 300 }, (_, i) => {
          const message = {
            ...outgoing(CAROL, BOB, `${marker} ${i}`),
            ...(i % 3 === 0 ? { ReplyToChatDataId: first } : {}),
          };
          return `${JSON.stringify({ type: 1, invocationId: String(i), target: 'NewMessage', arguments: [message] })}${RS}`;
        }).join(''),
      );
      await carol.waitFor(
        () => carol.messages.filter((m) => m.startsWith('{"type":3')).length >= 301,
        30_000,
      );
      carol.socket.close();
      const stored = await own.server.store.db
        .selectFrom('chat_messages')
        .select('chat_txt')
        .where('chat_txt', 'like', `${marker} %`)
        .orderBy('chat_data_id')
        .execute();
      expect(stored.map((row) => row.chat_txt)).toEqual(
        Array.from({ length: 300 }, (_, i) => `${marker} ${i}`),
      );
    } finally {
      await own.dispose();
    }
  }, 60_000);
});
