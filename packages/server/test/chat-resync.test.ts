import { CHAT_RESYNC_LIMIT, type ChatMessage } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

let t: TestServer;
let bobToken = '';

beforeAll(async () => {
  t = await startTestServer();
  bobToken = (await signIn(t.url, 'bob')).access_token;
});
afterAll(async () => {
  await t.dispose();
});

const get = (path: string) => call(t.url, 'GET', `/api/chat/${path}`, { token: bobToken });

/** Stores `count` messages from `from` to `to` in company 2 and returns their ChatDataIds. */
async function store(from: number, to: number, count: number, text: string): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    company_id: 2,
    from_user_id: from,
    from_user_type: 1,
    to_user_id: to,
    to_user_type: 1,
    chat_txt: `${text} ${i}`,
    created_at: new Date().toISOString(),
    client_message_id: null,
    is_delivered: 0 as const,
    is_read: 0 as const,
  }));
  const inserted = await t.server.store.db
    .insertInto('chat_messages')
    .values(rows)
    .returning('chat_data_id')
    .execute();
  return inserted.map((r) => r.chat_data_id);
}

describe('GetChatDetailsAfter: a page is short only when nothing newer is left, hidden messages left out', () => {
  test('more than 500 messages after the id, some hidden by a clear: every visible one comes back across pages', async () => {
    const [start] = await store(CAROL, BOB, 1, 'before');
    await store(ALICE, BOB, 400, 'cleared');
    expect((await get(`ChatUpdateCleared/2/${BOB}/1/${ALICE}/1`)).status).toBe(200);
    const visible = [
      ...(await store(CAROL, BOB, 300, 'carol')),
      ...(await store(ALICE, BOB, 150, 'alice')),
      ...(await store(BOB, CAROL, 150, 'bob')),
    ];

    // The client's rule: ask again from the last one while a page is full.
    const seen: number[] = [];
    const pages: number[] = [];
    for (let after = start!; ; ) {
      const { status, body } = await get(`GetChatDetailsAfter/2/${BOB}/1/${after}`);
      expect(status).toBe(200);
      const page = body as ChatMessage[];
      pages.push(page.length);
      seen.push(...page.map((m) => m.ChatDataId));
      if (page.length < CHAT_RESYNC_LIMIT) break;
      after = page.at(-1)!.ChatDataId;
    }
    expect(pages).toEqual([500, 100]);
    expect(seen).toEqual(visible);
  });
});
