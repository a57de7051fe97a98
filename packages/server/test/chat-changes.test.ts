import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_EDIT_WINDOW_MS, type ChatMessage, type UnreadCounts } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chatUser } from '../src/features/chat/store';
import { type ChatClient, chatClient, outgoing } from './chat-helpers';
import { call, signIn, startTestServer, type TestServer } from './helpers';

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

let t: TestServer;
const tokens: Record<string, string> = {};
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['alice', 'bob', 'carol']) tokens[name] = (await signIn(t.url, name)).access_token;
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

const changedPush = (id: number) => (args: unknown[]) => {
  const push = args[0] as { chatDataId: number; editedDatetime?: string; isDeleted?: boolean };
  return push.chatDataId === id;
};

/** Moves a message's sending time back, as if it were sent `ms` ago. */
async function sentAgo(id: number, ms: number) {
  await t.server.store.db
    .updateTable('chat_messages')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('chat_data_id', '=', id)
    .execute();
}

const page = async (name: string, other: number) =>
  (
    await call(t.url, 'GET', `/api/chat/GetChatDetails/2/${name === 'alice' ? ALICE : BOB}/1/${other}/1/0`, {
      token: tokens[name],
    })
  ).body as ChatMessage[];

describe('the sender edits a message within 15 minutes; both sides see it live', () => {
  test('alice edits: her answer and every window of both sides carry the new text and the edit time', async () => {
    const alice = await connect('alice');
    const aliceOther = await connect('alice');
    const bob = await connect('bob');
    const sent = (await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, 'See you at 10'))) as ChatMessage;

    const edited = (await alice.hub.invoke('EditMessage', {
      ChatDataId: sent.ChatDataId,
      ChatMessage: ' See you at 11 ',
    })) as ChatMessage;
    expect(edited).toMatchObject({ ChatDataId: sent.ChatDataId, ChatTxt: 'See you at 11' });
    expect(Date.parse(edited.EditedDatetime!)).toBeGreaterThanOrEqual(Date.parse(sent.ChatDatetime));

    for (const window of [bob, aliceOther, alice]) {
      const [push] = await window.next('MessageChanged', changedPush(sent.ChatDataId));
      expect(push).toMatchObject({ chatTxt: 'See you at 11', editedDatetime: edited.EditedDatetime });
    }
    const stored = (await page('bob', ALICE)).find((m) => m.ChatDataId === sent.ChatDataId);
    expect(stored).toMatchObject({ ChatTxt: 'See you at 11', EditedDatetime: edited.EditedDatetime });
  });

  test('past 15 minutes, or not one’s own, an edit or a delete is refused with a reason', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const sent = (await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, 'Old news'))) as ChatMessage;

    await expect(
      bob.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: 'Mine now' }),
    ).rejects.toThrow(/own messages/);
    await expect(bob.hub.invoke('DeleteMessage', { ChatDataId: sent.ChatDataId })).rejects.toThrow(
      /own messages/,
    );

    await sentAgo(sent.ChatDataId, CHAT_EDIT_WINDOW_MS - 30_000);
    await alice.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: 'Still in time' });
    await sentAgo(sent.ChatDataId, CHAT_EDIT_WINDOW_MS + 1_000);
    await expect(
      alice.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: 'Too late' }),
    ).rejects.toThrow(/within 15 minutes/);
    await expect(alice.hub.invoke('DeleteMessage', { ChatDataId: sent.ChatDataId })).rejects.toThrow(
      /within 15 minutes/,
    );
    expect((await page('alice', BOB)).find((m) => m.ChatDataId === sent.ChatDataId)?.ChatTxt).toBe(
      'Still in time',
    );

    await expect(alice.hub.invoke('EditMessage', { ChatDataId: 999_999, ChatMessage: 'x' })).rejects.toThrow(
      /own messages/,
    );
    await expect(alice.hub.invoke('EditMessage', { ChatDataId: -1, ChatMessage: 'x' })).rejects.toThrow();
    await expect(
      alice.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: 'x'.repeat(8001) }),
    ).rejects.toThrow();
  });

  test('a line the server wrote (a missed video call) cannot be changed, even by the one it is written as', async () => {
    const alice = await connect('alice');
    const me = (await chatUser(t.server.store.db, ALICE))!;
    await t.server.features.chat.notice(
      me,
      BOB,
      'missedVideoCall',
      'Missed video call',
      `missed-${Date.now()}`,
    );
    const line = (await page('alice', BOB)).findLast((m) => m.Kind === 'missedVideoCall')!;
    await expect(
      alice.hub.invoke('EditMessage', { ChatDataId: line.ChatDataId, ChatMessage: 'x' }),
    ).rejects.toThrow(/written by the server/);
    await expect(alice.hub.invoke('DeleteMessage', { ChatDataId: line.ChatDataId })).rejects.toThrow(
      /written by the server/,
    );
    // The list row names the line's kind, for each client to word it in its user's language.
    const list = (await call(t.url, 'GET', `/api/chat/GetChatList/2/${BOB}/1`, { token: tokens.bob }))
      .body as { ToUserId: number; LastKind?: string }[];
    expect(list.find((row) => row.ToUserId === ALICE)?.LastKind).toBe('missedVideoCall');
    await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, 'Call me back'));
    const after = (await call(t.url, 'GET', `/api/chat/GetChatList/2/${BOB}/1`, { token: tokens.bob }))
      .body as { ToUserId: number; LastKind?: string }[];
    expect(after.find((row) => row.ToUserId === ALICE)?.LastKind).toBeUndefined();
  });

  test('an edit to nothing is refused for a text-only message', async () => {
    const alice = await connect('alice');
    const sent = (await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, 'Keep me'))) as ChatMessage;
    await expect(
      alice.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: '   ' }),
    ).rejects.toThrow(/Delete the message instead/);
  });
});

describe('the sender deletes a message for both sides: text and files go, a deleted line stays', () => {
  test('bob sees it deleted live, its file is gone from disk and downloads, and his unread count drops', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(64)]), 'site-plan.pdf');
    form.append('detail', JSON.stringify({ ...outgoing(ALICE, BOB, 'The plan'), IsAttachmentExists: true }));
    const response = await fetch(`${t.url}/api/chat/SendFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.alice}` },
      body: form,
    });
    const sent = (await response.json()) as ChatMessage;
    const file = sent.AttachmentDetails[0]!;
    const stored = join(t.dataDir, 'uploads', ...file.AttachmentPath.split('/'));
    expect(existsSync(stored)).toBe(true);
    const unreadBefore = (
      await call(t.url, 'GET', `/api/chat/GetUnreadCounts/2/${BOB}/1`, { token: tokens.bob })
    ).body as UnreadCounts;

    expect(unreadBefore.Total).toBeGreaterThan(0);
    const countsBefore = bob.seen.UnreadCounts!.length;
    const deleted = (await alice.hub.invoke('DeleteMessage', { ChatDataId: sent.ChatDataId })) as ChatMessage;
    expect(deleted).toMatchObject({
      IsDeleted: true,
      ChatTxt: '',
      IsAttachmentExists: false,
      AttachmentDetails: [],
    });
    const [push] = await bob.next('MessageChanged', changedPush(sent.ChatDataId));
    expect(push).toMatchObject({ isDeleted: true, chatTxt: '', attachmentDetails: [] });
    const [counts] = await bob.next(
      'UnreadCounts',
      (args) => bob.seen.UnreadCounts!.indexOf(args) >= countsBefore,
    );
    expect((counts as UnreadCounts).Total).toBe(unreadBefore.Total - 1);

    expect(existsSync(stored)).toBe(false);
    const download = await call(
      t.url,
      'GET',
      `/api/chat/DownloadSingleAttachement?ChatAttachmentId=${file.ChatAttachmentId}`,
      { token: tokens.bob },
    );
    expect(download.status).toBe(404);
    const line = (await page('bob', ALICE)).find((m) => m.ChatDataId === sent.ChatDataId);
    expect(line).toMatchObject({ IsDeleted: true, ChatTxt: '', AttachmentDetails: [] });
    const list = (await call(t.url, 'GET', `/api/chat/GetChatList/2/${BOB}/1`, { token: tokens.bob }))
      .body as {
      ToUserId: number;
      LastIsDeleted?: boolean;
      LastChatTxt: string;
    }[];
    expect(list.find((row) => row.ToUserId === ALICE)).toMatchObject({
      LastIsDeleted: true,
      LastChatTxt: '',
    });

    await expect(
      alice.hub.invoke('EditMessage', { ChatDataId: sent.ChatDataId, ChatMessage: 'Back' }),
    ).rejects.toThrow(/deleted/);
  });
});

describe('a reply quotes the message it answers, within the same conversation only', () => {
  test('bob replies to alice: the reply carries the quote, live and in the page; a deleted original says so', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const long = `Can you take the boiler job on Friday? ${'x'.repeat(300)}`;
    const question = (await alice.hub.invoke('NewMessage', outgoing(ALICE, BOB, long))) as ChatMessage;
    const reply = (await bob.hub.invoke('NewMessage', {
      ...outgoing(BOB, ALICE, 'Yes, I will'),
      ReplyToChatDataId: question.ChatDataId,
    })) as ChatMessage;
    expect(reply.ReplyTo).toMatchObject({
      ChatDataId: question.ChatDataId,
      FromUserId: ALICE,
      IsDeleted: false,
    });
    expect(reply.ReplyTo!.ChatTxt).toBe(long.slice(0, 200));
    const [push] = await alice.next('MessageReceived', changedPush(reply.ChatDataId));
    expect(push).toMatchObject({ replyTo: { ChatDataId: question.ChatDataId, FromUserId: ALICE } });

    await alice.hub.invoke('DeleteMessage', { ChatDataId: question.ChatDataId });
    const shown = (await page('alice', BOB)).find((m) => m.ChatDataId === reply.ChatDataId);
    expect(shown?.ReplyTo).toEqual({
      ChatDataId: question.ChatDataId,
      FromUserId: ALICE,
      ChatTxt: '',
      AttachmentName: '',
      IsDeleted: true,
    });
  });

  test('a reply to a message of another conversation is refused, by the hub and by SendFiles', async () => {
    const alice = await connect('alice');
    const carol = await connect('carol');
    const toCarol = (await alice.hub.invoke('NewMessage', outgoing(ALICE, CAROL, 'Private'))) as ChatMessage;
    const bob = await connect('bob');
    await expect(
      bob.hub.invoke('NewMessage', {
        ...outgoing(BOB, ALICE, 'Peek'),
        ReplyToChatDataId: toCarol.ChatDataId,
      }),
    ).rejects.toThrow(/same conversation/);
    await expect(
      carol.hub.invoke('NewMessage', {
        ...outgoing(CAROL, BOB, 'Peek'),
        ReplyToChatDataId: toCarol.ChatDataId,
      }),
    ).rejects.toThrow(/same conversation/);

    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(8)]), 'a.txt');
    form.append(
      'detail',
      JSON.stringify({
        ...outgoing(BOB, ALICE, 'Peek'),
        IsAttachmentExists: true,
        ReplyToChatDataId: toCarol.ChatDataId,
      }),
    );
    const response = await fetch(`${t.url}/api/chat/SendFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.bob}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/another conversation/);
  });
});
