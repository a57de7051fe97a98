import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOB, bob, CAROL, chats, setupChat, twoConversations } from '../../test/chat-setup';
import { ME, message, push } from '../../test/fixtures';

afterEach(() => {
  for (const chat of chats.splice(0)) chat.dispose();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const afterCalls = (requests: Array<{ url: string }>) =>
  requests.filter((r) => r.url.includes('/GetChatDetailsAfter/')).map((r) => Number(r.url.split('/').pop()));

describe('after a reconnect, what the dropped connection may have lost is fetched, lower ids included', () => {
  it('an id below the highest pushed that was never pushed is fetched and shown once', async () => {
    const { chat, hubServer, requests, server, state } = setupChat(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    // 41 was written before 42 but its push was lost with the connection.
    hubServer.push('MessageReceived', push(message(40, BOB, ME)));
    hubServer.push('MessageReceived', push(message(42, BOB, ME)));
    server.after = (after) => (after === 39 ? [40, 41, 42].map((id) => message(id, BOB, ME)) : []);
    hubServer.drop();
    hubServer.restore();
    await settle();
    expect(afterCalls(requests)).toEqual([39]);
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([40, 41, 42]);
  });

  it('starts at the highest id seen when the connection opened when that is lower than its first push', async () => {
    const { chat, hubServer, requests } = setupChat(twoConversations);
    await chat.start();
    hubServer.push('MessageReceived', push(message(30, CAROL, ME)));
    // A drop and a reconnect: the new connection opened having seen 30.
    hubServer.drop();
    hubServer.restore();
    await settle();
    hubServer.push('MessageReceived', push(message(50, CAROL, ME)));
    hubServer.drop();
    hubServer.restore();
    await settle();
    expect(afterCalls(requests)).toEqual([29, 30]);
    // The highest id seen is now 50: a drop with nothing pushed since starts there.
    hubServer.drop();
    hubServer.restore();
    await settle();
    expect(afterCalls(requests)).toEqual([29, 30, 50]);
  });

  it('two drops before a resync succeeds keep the lower start', async () => {
    const { chat, hubServer, requests, server } = setupChat(twoConversations);
    await chat.start();
    hubServer.push('MessageReceived', push(message(30, CAROL, ME)));
    server.after = () => {
      throw new Error('unreachable');
    };
    hubServer.drop();
    hubServer.restore();
    await settle();
    hubServer.push('MessageReceived', push(message(60, CAROL, ME)));
    server.after = () => [];
    hubServer.drop();
    hubServer.restore();
    await settle();
    expect(afterCalls(requests)).toEqual([29, 29]);
  });

  it('each reconnect starts where the connection it replaces opened: what a resync brought is not fetched again', async () => {
    const { chat, hubServer, requests, server } = setupChat(twoConversations);
    await chat.start();
    hubServer.push('MessageReceived', push(message(30, CAROL, ME)));
    server.after = (after) => [30, 31, 32, 33].filter((id) => id > after).map((id) => message(id, CAROL, ME));
    for (let drops = 0; drops < 4; drops++) {
      hubServer.drop();
      hubServer.restore();
      await settle();
    }
    expect(afterCalls(requests)).toEqual([29, 30, 33, 33]);
  });

  it('a reconnect with nothing pushed yet keeps the older messages shown and fetches the newest page into them', async () => {
    const newest = Array.from({ length: 30 }, (_, i) => message(100 + i, BOB, ME, { IsRead: true }));
    const older = Array.from({ length: 5 }, (_, i) => message(90 + i, BOB, ME, { IsRead: true }));
    const { chat, hubServer, state } = setupChat({
      ...twoConversations,
      details: (url) => (url.pathname.endsWith('/0') ? newest : older),
    });
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    await chat.loadOlder();
    const shownCounts: number[] = [];
    const stop = chat.store.subscribe((s) => shownCounts.push(s.messages.length));
    hubServer.drop();
    hubServer.restore();
    await settle();
    stop();
    expect(state().messages).toHaveLength(35);
    expect(Math.min(...shownCounts)).toBe(35);
  });

  it('a page loaded over HTTP does not tell how far the chat has seen: the other conversations may have lost more', async () => {
    const { chat, hubServer, requests, server } = setupChat({
      ...twoConversations,
      details: () => Array.from({ length: 30 }, (_, i) => message(100 + i, BOB, ME, { IsRead: true })),
    });
    await chat.start();
    hubServer.push('MessageReceived', push(message(30, CAROL, ME)));
    hubServer.drop();
    // During the outage bob's conversation opens: its page shows 100 to 129.
    chat.setWindow('small');
    await chat.openConversation(bob);
    server.after = () => [];
    hubServer.restore();
    await settle();
    hubServer.drop();
    hubServer.restore();
    await settle();
    // The second connection opened having seen 30 (the push), not bob's page.
    expect(afterCalls(requests)).toEqual([29, 30]);
  });
});

describe('reconnect delays 0, 2, 10 and 30 s, then stop: the widget does not retry on its own', () => {
  it('stays Disconnected after the hub gives up, with no further start', async () => {
    const { chat, hubServer, state } = setupChat(twoConversations);
    await chat.start();
    let starts = 0;
    const start = hubServer.hub.start;
    hubServer.hub.start = async () => {
      starts += 1;
      await start();
    };
    vi.useFakeTimers();
    try {
      hubServer.drop();
      hubServer.giveUp();
      // Far past the last delay of the policy: nothing starts the connection again.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(state().connection).toBe('Disconnected');
      expect(starts).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnect() is the user choice: it connects again, sends the outbox and fetches what was missed', async () => {
    const { chat, hubServer, requests, server, state } = setupChat(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    hubServer.push('MessageReceived', push(message(40, BOB, ME)));
    hubServer.drop();
    hubServer.giveUp();
    await chat.send('while given up');
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
    server.after = (after) => (after === 39 ? [message(40, BOB, ME), message(41, BOB, ME)] : []);
    await chat.reconnect();
    await chat.flushOutbox();
    await settle();
    expect(hubServer.argsOf('NewMessage')).toHaveLength(1);
    expect(afterCalls(requests)).toEqual([39]);
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([40, 41, 500]);
  });
});

describe("the server's resync request, on a connection that stayed open", () => {
  it('fetches the gap and shows what it lost; only a message not delivered yet is marked delivered', async () => {
    const { chat, hubServer, requests, server, state } = setupChat(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    hubServer.push('MessageReceived', push(message(40, BOB, ME)));
    await settle();
    // 41 reached another tab through a process still linked (delivered); 42's push was lost with the link.
    server.after = (after) =>
      after === 39
        ? [message(40, BOB, ME, { IsDelivered: true }), message(41, BOB, ME, { IsDelivered: true })]
        : [];
    const marks = () => hubServer.argsOf('MarkMessageDelivered').length;
    const before = marks();
    hubServer.askResync();
    await settle();
    expect(state().connection).toBe('Connected');
    expect(afterCalls(requests)).toEqual([39]);
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([40, 41]);
    expect(marks()).toBe(before);
    server.after = (after) => (after === 40 ? [message(42, BOB, ME)] : []);
    hubServer.askResync();
    await settle();
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([40, 41, 42]);
    expect(marks()).toBe(before + 1);
  });
});

describe('the first connection', () => {
  it('a message that came between the first list and the connection counts: the list is fetched again once connected', async () => {
    const { chat, hubServer, server, state } = setupChat(twoConversations);
    const start = hubServer.hub.start;
    hubServer.hub.start = async () => {
      // The list and counts are in; then carol writes again, pushed to nobody: this user is not connected yet.
      await vi.waitFor(() => expect(state().conversationsStatus).toBe('ready'));
      server.counts = {
        Total: 6,
        ByUser: [
          { UserId: BOB, UnreadMessageCount: 2 },
          { UserId: CAROL, UnreadMessageCount: 4 },
        ],
      };
      await start();
    };
    await chat.start();
    expect(state().unreadTotal).toBe(6);
  });

  it('a hub another widget already connected is not a reason to fetch the list twice', async () => {
    const { chat, hubServer, requests } = setupChat(twoConversations);
    await hubServer.hub.start();
    await chat.start();
    expect(requests.filter((r) => r.url.includes('/GetUnreadCounts/'))).toHaveLength(1);
  });
});
