import { createMemoryStorage } from '@fieldkit/core';
import { fakeHub } from '@fieldkit/core/testing';
import { type Chat, createChat } from '../src/model/chat';
import { listItem, ME, message, signedInFieldkit } from './fixtures';

export const BOB = 2;
export const CAROL = 3;
export const bob = { userId: BOB, userType: 1, name: 'Bob Martin' };

/** Two conversations, bob's with 2 unread and carol's with 3. */
export const twoConversations = {
  list: [
    listItem(BOB, 'Bob Martin', { UnreadMessageCount: 2 }),
    listItem(CAROL, 'Carol Jones', { UnreadMessageCount: 3 }),
  ],
  counts: {
    Total: 5,
    ByUser: [
      { UserId: BOB, UnreadMessageCount: 2 },
      { UserId: CAROL, UnreadMessageCount: 3 },
    ],
  },
};

/** The chats made by {@link setupChat}; dispose them after each test. */
export const chats: Chat[] = [];

/** A chat of the signed-in test user against the fake chat service and hub (NewMessage stores as id 500). */
export function setupChat(
  data: Parameters<typeof signedInFieldkit>[0] = {},
  storage = createMemoryStorage(),
  /** Answers a hub call first (throws to fail it); undefined leaves the call to the usual answers. */
  answerFirst: (method: string, arg: unknown) => unknown = () => undefined,
) {
  const env = signedInFieldkit(data, storage);
  const server = fakeHub((method, arg) => {
    const first = answerFirst(method, arg);
    if (first !== undefined) return first;
    if (method === 'NewMessage') {
      const m = arg as { ToUserId: number; ChatMessage: string; ClientMessageId: string };
      return message(500, ME, m.ToUserId, { ChatTxt: m.ChatMessage, ClientMessageId: m.ClientMessageId });
    }
    if (method === 'MarkMessageRead') return [10, 11];
    return null;
  });
  const chat = createChat({ fieldkit: env.fieldkit, hub: server.hub });
  chats.push(chat);
  return { ...env, hubServer: server, chat, state: () => chat.store.getState() };
}
