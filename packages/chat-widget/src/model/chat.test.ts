import { createMemoryStorage } from '@fieldkit/core';
import { HUB_REFUSALS } from '@fieldkit/core/contract';
import { shownNotices } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOB, bob, CAROL, chats, setupChat as setup, twoConversations } from '../../test/chat-setup';
import { ME, message, push } from '../../test/fixtures';
import { RETRY_REFUSED_FOR_NOW_MS } from './outbox-sending';
import { PRESENCE_BATCH_MS } from './presence';
import { selectUnreadTotal } from './selectors';
import { TYPING_SHOWN_MS } from './typing';

afterEach(() => {
  for (const chat of chats.splice(0)) chat.dispose();
});

describe('unread counts are taken from the server', () => {
  it('the total is the UnreadCounts answer, and a pushed UnreadCounts replaces it', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    expect(selectUnreadTotal(state())).toBe(5);
    hubServer.push('UnreadCounts', { Total: 1, ByUser: [{ UserId: CAROL, UnreadMessageCount: 1 }] });
    expect(selectUnreadTotal(state())).toBe(1);
    expect(state().conversations.map((c) => c.UnreadMessageCount)).toEqual([0, 1]);
  });
});

describe('opening a conversation marks its incoming unread messages read and removes its count from the total', () => {
  it('marks read through the hub and lowers the total by its count', async () => {
    const { chat, hubServer, state } = setup({
      ...twoConversations,
      details: () => [message(10, BOB, ME), message(11, BOB, ME)],
    });
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    expect(state().page).toBe('conversation');
    expect(selectUnreadTotal(state())).toBe(3);
    expect(hubServer.argsOf('MarkMessageRead')).toEqual([
      { FromUserId: ME, FromUserTypeId: 1, ToUserId: BOB, ToUserTypeId: 1, CompanyId: 7 },
    ]);
    expect(state().messages.every((m) => m.IsRead)).toBe(true);
  });
});

describe('a new message for the open conversation is appended and marked read; for another it raises the total', () => {
  it('appends and marks read a message of the open conversation', async () => {
    const { chat, hubServer, state } = setup({ ...twoConversations, details: () => [message(10, BOB, ME)] });
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    const before = hubServer.argsOf('MarkMessageRead').length;
    hubServer.push('MessageReceived', push(message(20, BOB, ME)));
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([10, 20]);
    await Promise.resolve();
    expect(hubServer.argsOf('MarkMessageRead').length).toBe(before + 1);
    expect(selectUnreadTotal(state())).toBe(3);
  });

  it('raises the total and the row count for another conversation, once per ChatDataId', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    hubServer.push('MessageReceived', push(message(21, CAROL, ME)));
    hubServer.push('MessageReceived', push(message(21, CAROL, ME)));
    expect(selectUnreadTotal(state())).toBe(4);
    expect(state().conversations[0]?.ToUserId).toBe(CAROL);
    expect(state().conversations[0]?.UnreadMessageCount).toBe(4);
    expect(state().messages.some((m) => m.ChatDataId === 21)).toBe(false);
  });

  it('raises the total when the window is closed, even for the open conversation', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    await chat.openConversation(bob);
    hubServer.push('MessageReceived', push(message(22, BOB, ME)));
    expect(selectUnreadTotal(state())).toBe(4);
    expect(hubServer.argsOf('MarkMessageRead')).toEqual([]);
  });
});

describe('delivered marks: one MarkMessageDelivered under way at a time', () => {
  it('messages arriving while one is under way make one more after it, not one each', async () => {
    const { chat, hubServer } = setup(twoConversations);
    await chat.start();
    await new Promise((r) => setTimeout(r, 0));
    const before = hubServer.argsOf('MarkMessageDelivered').length;
    for (let id = 60; id < 70; id++) hubServer.push('MessageReceived', push(message(id, CAROL, ME)));
    expect(hubServer.argsOf('MarkMessageDelivered').length).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(hubServer.argsOf('MarkMessageDelivered').length).toBe(before + 2);
  });
});

describe('a new conversation refreshes the recent chats one request at a time', () => {
  it('its messages arriving together ask for the list once, and once more after it, not once each', async () => {
    const { chat, hubServer, requests } = setup(twoConversations);
    await chat.start();
    const lists = () => requests.filter((r) => r.url.includes('/GetChatList/')).length;
    const before = lists();
    // Dave is in no listed conversation: each of his messages says the list is out of date.
    for (let id = 70; id < 80; id++) hubServer.push('MessageReceived', push(message(id, 9, ME)));
    await vi.waitFor(() => expect(lists()).toBe(before + 2));
    await new Promise((r) => setTimeout(r, 20));
    expect(lists()).toBe(before + 2);
  });
});

describe('clearing a chat empties the view and refreshes the list', () => {
  it("calls ChatUpdateCleared, empties the messages, refreshes, and shows 'Chat Cleared Successfully'", async () => {
    const { chat, fieldkit, requests, state } = setup({
      ...twoConversations,
      details: () => [message(10, BOB, ME)],
    });
    await chat.start();
    await chat.openConversation(bob);
    const listCalls = requests.filter((r) => r.url.includes('GetChatList')).length;
    await chat.clearConversation();
    expect(requests.some((r) => r.url.endsWith('/ChatUpdateCleared/7/42/1/2/1'))).toBe(true);
    expect(state().messages).toEqual([]);
    expect(requests.filter((r) => r.url.includes('GetChatList')).length).toBe(listCalls + 1);
    expect(shownNotices(fieldkit.notices)).toEqual([
      expect.objectContaining({ severity: 'success', title: 'Success', text: 'Chat Cleared Successfully' }),
    ]);
  });
});

describe('deleting a chat refreshes the list; when large, the second listed conversation is then opened', () => {
  it("opens the second listed conversation in the large window and shows 'Chat Deleted Successfully'", async () => {
    const env = setup(twoConversations);
    await env.chat.start();
    env.chat.setWindow('large');
    await env.chat.openConversation(bob);
    env.server.list = [twoConversations.list[1]!];
    await env.chat.deleteConversation(bob);
    expect(env.requests.some((r) => r.url.endsWith('/ChatUpdateDelete/7/42/1/2/1'))).toBe(true);
    expect(env.state().open?.userId).toBe(CAROL);
    expect(shownNotices(env.fieldkit.notices).at(-1)?.text).toBe('Chat Deleted Successfully');
  });

  it('goes back to the list in the small window', async () => {
    const env = setup(twoConversations);
    await env.chat.start();
    env.chat.setWindow('small');
    await env.chat.openConversation(bob);
    await env.chat.deleteConversation(bob);
    expect(env.state().open).toBeNull();
    expect(env.state().page).toBe('recentChats');
  });
});

describe('scrolling to the top loads older messages before the oldest shown ChatDataId', () => {
  it('asks for messages before the oldest shown, and stops when the first is shown', async () => {
    const page = Array.from({ length: 30 }, (_, i) => message(100 + i, BOB, ME, { IsRead: true }));
    const { chat, requests, state } = setup({
      ...twoConversations,
      details: (url) => (url.pathname.endsWith('/0') ? page : [message(50, ME, BOB)]),
    });
    await chat.start();
    await chat.openConversation(bob);
    await chat.loadOlder();
    expect(requests.at(-1)?.url).toMatch(/\/GetChatDetails\/7\/42\/1\/2\/1\/100$/);
    expect(state().messages[0]?.ChatDataId).toBe(50);
    expect(state().hasOlder).toBe(false);
  });
});

describe('empty or whitespace-only text is not sent', () => {
  it('sends nothing for whitespace', async () => {
    const { chat, hubServer } = setup(twoConversations);
    await chat.start();
    await chat.openConversation(bob);
    expect(await chat.send('   ')).toBe(false);
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
  });
});

describe('files of 4,000,000 bytes or more are refused with UPLOADLIMIT4MB titled ERRMESSAGE', () => {
  it('names the refused file and keeps the valid ones of the same batch', async () => {
    const { chat, fieldkit, state } = setup(twoConversations);
    await chat.openConversation(bob);
    const big = new File([new Uint8Array(4_000_001)], 'big.pdf', { type: 'application/pdf' });
    const small = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const notes = new File(['y'], 'notes.txt', { type: 'text/plain' });
    expect(chat.addFiles([small, big, notes], 'document')).toEqual(new Map([['UPLOADLIMIT4MB', [big]]]));
    expect(state().tray).toEqual([small, notes]);
    expect(shownNotices(fieldkit.notices).at(-1)).toMatchObject({
      severity: 'error',
      title: 'Error',
      text: 'Each file must be smaller than 4 MB. Not added: big.pdf.',
    });
  });

  it('a batch of valid files is taken whole, with no notice', async () => {
    const { chat, fieldkit, state } = setup(twoConversations);
    await chat.openConversation(bob);
    const small = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(chat.addFiles([small], 'document').size).toBe(0);
    expect(state().tray).toEqual([small]);
    expect(shownNotices(fieldkit.notices)).toEqual([]);
  });
});

describe('one message carries at most 10 files: the tray takes files while it has room', () => {
  it('takes the first ten and names those left out with TOOMANYFILES', async () => {
    const { chat, fieldkit, state } = setup(twoConversations);
    await chat.openConversation(bob);
    const files = Array.from({ length: 12 }, (_, i) => new File(['x'], `page-${i + 1}.pdf`));
    chat.addFiles(files.slice(0, 4), 'document');
    chat.addFiles(files.slice(4), 'document');
    expect(state().tray).toEqual(files.slice(0, 10));
    expect(shownNotices(fieldkit.notices).at(-1)).toMatchObject({
      text: 'A message carries at most 10 files. Not added: page-11.pdf, page-12.pdf.',
    });
  });
});

describe('no message is lost, none is doubled', () => {
  it('every message gets a client-generated id and the answer replaces the waiting copy', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    await chat.openConversation(bob);
    await chat.send(' hello ');
    const [sent] = hubServer.argsOf('NewMessage') as Array<{ ClientMessageId: string; ChatMessage: string }>;
    expect(sent?.ChatMessage).toBe('hello');
    expect(sent?.ClientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state().outbox).toEqual([]);
    expect(state().messages.map((m) => m.ClientMessageId)).toEqual([sent?.ClientMessageId]);
  });

  it('a message written while offline is kept in storage, survives a reload, and is sent once the connection returns', async () => {
    const storage = createMemoryStorage();
    const first = setup(twoConversations, storage);
    first.hubServer.refuseToStart(true);
    await first.chat.start();
    await first.chat.openConversation(bob);
    await first.chat.send('sent while offline');
    expect(first.state().outbox.map((i) => i.text)).toEqual(['sent while offline']);
    expect(first.hubServer.argsOf('NewMessage')).toEqual([]);
    first.chat.dispose();

    // The page is reloaded: a new chat on the same storage finds the message and sends it when connected.
    const second = setup(twoConversations, storage);
    expect(second.state().outbox.map((i) => i.text)).toEqual(['sent while offline']);
    await second.chat.start();
    const sent = second.hubServer.argsOf('NewMessage') as Array<{ ClientMessageId: string }>;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ClientMessageId).toBe(first.state().outbox[0]?.clientMessageId);
    expect(second.state().outbox).toEqual([]);
    expect(storage.getItem('fk.chat.outbox.7.42')).toBeNull();
  });

  it('a message sent during a drop is sent on reconnect, and what the dropped connection may have lost is fetched', async () => {
    const { chat, hubServer, requests, server, state } = setup(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    hubServer.push('MessageReceived', push(message(40, BOB, ME)));
    hubServer.drop();
    await chat.send('during the drop');
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
    // The connection opened with nothing seen and first pushed 40: the resync starts after 39.
    server.after = (after) => (after === 39 ? [message(41, BOB, ME), message(40, BOB, ME)] : []);
    hubServer.restore();
    await chat.flushOutbox();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.some((r) => r.url.endsWith('/GetChatDetailsAfter/7/42/1/39'))).toBe(true);
    expect(hubServer.argsOf('NewMessage')).toHaveLength(1);
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([40, 41, 500]);
  });
});

describe('opening the open conversation again', () => {
  it('keeps its messages on screen, kept live by pushes, without fetching them again', async () => {
    const { chat, hubServer, requests, state } = setup({
      ...twoConversations,
      details: () => [message(10, BOB, ME)],
    });
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    chat.back();
    hubServer.push('MessageReceived', push(message(11, BOB, ME)));
    const fetched = requests.filter((r) => r.url.includes('/GetChatDetails/')).length;
    const shownCounts: number[] = [];
    const stop = chat.store.subscribe((s) => shownCounts.push(s.messages.length));
    await chat.openConversation(bob);
    stop();
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([10, 11]);
    expect(Math.min(...shownCounts)).toBe(2);
    expect(requests.filter((r) => r.url.includes('/GetChatDetails/')).length).toBe(fetched);
  });
});

describe('typing indicator', () => {
  it('shows who is typing until they stop', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    hubServer.push('Typing', { FromUserId: BOB, IsTyping: true });
    expect(state().typing[BOB]).toBeGreaterThan(Date.now());
    hubServer.push('Typing', { FromUserId: BOB, IsTyping: false });
    expect(state().typing[BOB]).toBeUndefined();
  });

  it("goes away as soon as the typing person's message arrives, and comes back when they type again", async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    chat.setWindow('small');
    await chat.openConversation(bob);
    hubServer.push('Typing', { FromUserId: BOB, IsTyping: true });
    hubServer.push('Typing', { FromUserId: CAROL, IsTyping: true });
    const typing = (userId: number) => (state().typing[userId] ?? 0) > Date.now();
    expect(typing(BOB)).toBe(true);
    hubServer.push('MessageReceived', push(message(30, BOB, ME)));
    expect(typing(BOB)).toBe(false);
    // Only the sender's indicator goes; a message of mine to them changes nothing.
    expect(typing(CAROL)).toBe(true);
    hubServer.push('MessageReceived', push(message(31, ME, CAROL)));
    expect(typing(CAROL)).toBe(true);
    hubServer.push('Typing', { FromUserId: BOB, IsTyping: true });
    expect(typing(BOB)).toBe(true);
  });

  it('goes away 6 s after the last notice, and dispose clears the timer it started', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    vi.useFakeTimers();
    try {
      hubServer.push('Typing', { FromUserId: BOB, IsTyping: true });
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(TYPING_SHOWN_MS + 50);
      expect(state().typing[BOB]).toBeUndefined();
      hubServer.push('Typing', { FromUserId: CAROL, IsTyping: true });
      chat.dispose();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the connection line follows the hub state', () => {
  it('is Reconnecting while the hub reconnects and Connected after', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    hubServer.drop();
    expect(state().connection).toBe('Reconnecting');
    hubServer.restore();
    expect(state().connection).toBe('Connected');
  });
});

describe("a message the server's limits refused for now is kept and sent again", () => {
  it('refused once for too many calls: no failure shown, sent a moment later with the same ClientMessageId', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const tried: string[] = [];
      const { chat, state, fieldkit } = setup(twoConversations, undefined, (method, arg) => {
        if (method !== 'NewMessage') return undefined;
        tried.push((arg as { ClientMessageId: string }).ClientMessageId);
        if (tried.length === 1) throw new Error(HUB_REFUSALS.tooManyCalls);
        return undefined;
      });
      await chat.start();
      await chat.openConversation(bob);
      await chat.send('in a moment');
      expect(state().outbox.map((item) => item.text)).toEqual(['in a moment']);
      expect(shownNotices(fieldkit.notices)).toEqual([]);
      await vi.advanceTimersByTimeAsync(RETRY_REFUSED_FOR_NOW_MS);
      expect(tried).toHaveLength(2);
      expect(tried[1]).toBe(tried[0]);
      expect(state().outbox).toEqual([]);
      expect(state().messages.map((m) => m.ChatTxt)).toEqual(['in a moment']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a message with files keeps its ClientMessageId until the server confirms it', () => {
  it('the second attempt after a lost answer posts the same ClientMessageId', async () => {
    const sent: string[] = [];
    const { chat, state } = setup({
      ...twoConversations,
      sendFiles: (detail) => {
        sent.push(detail.ClientMessageId);
        // The first answer is lost on the way back; the server has stored the message all the same.
        if (sent.length === 1) return new TypeError('Failed to fetch');
        return message(600, ME, detail.ToUserId, {
          ChatTxt: detail.ChatMessage,
          ClientMessageId: detail.ClientMessageId,
          IsAttachmentExists: true,
        });
      },
    });
    await chat.start();
    await chat.openConversation(bob);
    chat.addFiles([new File(['x'], 'a.pdf', { type: 'application/pdf' })], 'document');
    expect(await chat.send('the report')).toBe(false);
    expect(state().tray).toHaveLength(1);
    expect(await chat.send('the report')).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(state().messages.map((m) => m.ClientMessageId)).toEqual([sent[0]]);
  });

  it('a new tray after a confirmed send gets a new ClientMessageId', async () => {
    const sent: string[] = [];
    const { chat } = setup({
      ...twoConversations,
      sendFiles: (detail) => {
        sent.push(detail.ClientMessageId);
        return message(600 + sent.length, ME, detail.ToUserId, { ClientMessageId: detail.ClientMessageId });
      },
    });
    await chat.start();
    await chat.openConversation(bob);
    chat.addFiles([new File(['x'], 'a.pdf', { type: 'application/pdf' })], 'document');
    await chat.send('');
    chat.addFiles([new File(['y'], 'b.pdf', { type: 'application/pdf' })], 'document');
    await chat.send('');
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);
  });
});

describe('pushes may arrive out of order: a ChatDataId counts once, whether higher or lower than those seen', () => {
  it('a lower id pushed after a higher one raises the unread count and updates the preview', async () => {
    const { chat, hubServer, requests, state } = setup(twoConversations);
    await chat.start();
    hubServer.push('MessageReceived', push(message(30, BOB, ME)));
    hubServer.push('MessageReceived', push(message(25, CAROL, ME)));
    expect(selectUnreadTotal(state())).toBe(7);
    const carol = state().conversations.find((c) => c.ToUserId === CAROL);
    expect(carol).toMatchObject({ UnreadMessageCount: 4, LastChatTxt: 'message 25' });

    // The same id again changes nothing; an older one of the same conversation counts but keeps the preview.
    hubServer.push('MessageReceived', push(message(25, CAROL, ME)));
    hubServer.push('MessageReceived', push(message(24, CAROL, ME)));
    expect(selectUnreadTotal(state())).toBe(8);
    expect(state().conversations.find((c) => c.ToUserId === CAROL)).toMatchObject({
      UnreadMessageCount: 5,
      LastChatTxt: 'message 25',
    });
    // A resync still starts after the highest id seen.
    await chat.resync();
    expect(
      requests.filter((r) => r.url.includes('/GetChatDetailsAfter/')).map((r) => r.url.split('/').pop()),
    ).toEqual(['30']);
  });
});

describe('an image the server would refuse is refused in the browser with FILETYPE titled ERRMESSAGE', () => {
  it('names the SVG and keeps the photo dropped with it', async () => {
    const { chat, fieldkit, state } = setup(twoConversations);
    await chat.openConversation(bob);
    const svg = new File(['<svg/>'], 'plan.svg', { type: 'image/svg+xml' });
    const photo = new File(['png'], 'site.png', { type: 'image/png' });
    expect([...chat.addFiles([svg, photo], 'any').keys()]).toEqual(['FILETYPE']);
    expect(state().tray).toEqual([photo]);
    expect(shownNotices(fieldkit.notices).at(-1)).toMatchObject({
      severity: 'error',
      title: 'Error',
      text: 'This type of file cannot be sent here. Not added: plan.svg.',
    });
  });
});

describe('presence pushes', () => {
  it('a burst of OnlineStatus pushes makes one store update, and each person shows their newest status', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    let updates = 0;
    const unsubscribe = chat.store.subscribe((now, before) => {
      if (now.presence !== before.presence) updates++;
    });
    // A company of 500 signing in at once: each client hears of every colleague.
    for (let userId = 1_000; userId < 1_500; userId++) hubServer.push('OnlineStatus', userId, true, 1);
    hubServer.push('OnlineStatus', BOB, true, 2);
    hubServer.push('OnlineStatus', BOB, false, 4);
    await vi.waitFor(() => expect(state().presence[BOB]).toEqual({ online: false, availabilityId: 4 }), {
      timeout: PRESENCE_BATCH_MS + 1_000,
    });
    unsubscribe();
    expect(updates).toBe(1);
    expect(Object.keys(state().presence)).toHaveLength(501);
    expect(state().presence[1_499]).toEqual({ online: true, availabilityId: 1 });
  });
});

describe('a delivered or read mark that comes before its message is shown is not lost', () => {
  it('a message shown after its marks were pushed (a send answered late, a resync page) takes them', async () => {
    const { chat, hubServer, state } = setup(twoConversations);
    await chat.start();
    await chat.openConversation(bob);
    // bob's client read 77 before alice's own copy of it was shown here.
    hubServer.push('MessageDelivered', [77, 78]);
    hubServer.push('MessageRead', [77], BOB);
    hubServer.push('MessageReceived', push(message(77, ME, BOB)));
    hubServer.push('MessageReceived', push(message(78, ME, BOB)));
    hubServer.push('MessageReceived', push(message(79, ME, BOB)));
    await vi.waitFor(() => expect(state().messages.map((m) => m.ChatDataId)).toEqual([77, 78, 79]));
    expect(state().messages.map((m) => [m.ChatDataId, m.IsDelivered, m.IsRead])).toEqual([
      [77, true, true],
      [78, true, false],
      [79, false, false],
    ]);
    // A later delivered mark never takes a read one back.
    hubServer.push('MessageDelivered', [77]);
    expect(state().messages[0]?.IsRead).toBe(true);
  });
});
