import { CHAT_EDIT_WINDOW_MS } from '@fieldkit/core/contract';
import { shownNotices } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOB, bob, CAROL, chats, setupChat, twoConversations } from '../../test/chat-setup';
import { ME, message, push } from '../../test/fixtures';
import { canChange, quoteOf } from './changes';

afterEach(() => {
  for (const chat of chats.splice(0)) chat.dispose();
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const SENT_AT = '2026-11-22T09:00:00Z';
const at = (ms: number) => Date.parse(SENT_AT) + ms;

/** A chat open on bob's conversation with one message of each, answering edits and deletes as the server would. */
async function openWithMessages() {
  const mine = message(10, ME, BOB, { ChatTxt: 'See you at 10', IsDelivered: true, IsRead: true });
  const theirs = message(11, BOB, ME, { ChatTxt: 'Which site?' });
  const env = setupChat({ ...twoConversations, details: () => [mine, theirs] }, undefined, (method, arg) => {
    const a = arg as { ChatDataId: number; ChatMessage?: string };
    if (method === 'EditMessage')
      return { ...mine, ChatTxt: a.ChatMessage, EditedDatetime: '2026-11-22T09:05:00Z', IsRead: false };
    if (method === 'DeleteMessage') return { ...mine, ChatTxt: '', IsDeleted: true };
    return undefined;
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(60_000));
  await env.chat.start();
  env.chat.setWindow('small');
  await env.chat.openConversation(bob);
  return { ...env, mine, theirs };
}

describe('only one’s own message, within 15 minutes of sending it, can be edited or deleted', () => {
  it('canChange: mine until 15 minutes, not a minute later, never another’s, a deleted one or a server line', () => {
    const mine = message(10, ME, BOB, { ChatDatetime: SENT_AT });
    expect(canChange(mine, ME, at(CHAT_EDIT_WINDOW_MS))).toBe(true);
    expect(canChange(mine, ME, at(CHAT_EDIT_WINDOW_MS + 1))).toBe(false);
    expect(canChange(message(11, BOB, ME), ME, at(0))).toBe(false);
    expect(canChange({ ...mine, IsDeleted: true }, ME, at(0))).toBe(false);
    expect(canChange({ ...mine, Kind: 'missedVideoCall' }, ME, at(0))).toBe(false);
  });

  it('an edit saved after the 15 minutes is not sent: the user is told why', async () => {
    const { chat, hubServer, fieldkit, mine } = await openWithMessages();
    chat.startEdit(mine);
    vi.setSystemTime(at(CHAT_EDIT_WINDOW_MS + 1));
    expect(await chat.send('Too late')).toBe(false);
    expect(hubServer.argsOf('EditMessage')).toEqual([]);
    expect(shownNotices(fieldkit.notices).at(-1)?.text).toBe(
      'A message can be changed only within 15 minutes of sending it.',
    );
  });
});

describe('replying sends the quoted message’s id with the new message', () => {
  it('the reply names ReplyToChatDataId, waits in the outbox with its quote, and the box goes back to new messages', async () => {
    const { chat, hubServer, state, theirs } = await openWithMessages();
    chat.replyTo(theirs);
    expect(state().composing).toEqual({ mode: 'reply', message: theirs });
    expect(await chat.send('The one on King Street')).toBe(true);
    expect(hubServer.argsOf('NewMessage').at(-1)).toMatchObject({
      ChatMessage: 'The one on King Street',
      ReplyToChatDataId: 11,
    });
    expect(state().composing).toBeNull();
    await chat.send('And another');
    expect(hubServer.argsOf('NewMessage').at(-1)).not.toHaveProperty('ReplyToChatDataId');
  });

  it('a reply written offline keeps its quote in the outbox until it is sent', async () => {
    const { chat, hubServer, state, theirs } = await openWithMessages();
    hubServer.drop();
    chat.replyTo(theirs);
    await chat.send('Later');
    expect(state().outbox.at(-1)?.replyTo).toEqual(quoteOf(theirs));
  });

  it('a deleted message or a server line cannot be replied to', async () => {
    const { chat, state, theirs } = await openWithMessages();
    chat.replyTo({ ...theirs, IsDeleted: true });
    chat.replyTo({ ...theirs, Kind: 'missedVideoCall' });
    expect(state().composing).toBeNull();
  });
});

describe('editing sends EditMessage instead of a new message, and shows the answer in place', () => {
  it('the box’s send saves the edit; the message shows its new text with the marks it had', async () => {
    const { chat, hubServer, state, mine } = await openWithMessages();
    chat.startEdit(mine);
    expect(await chat.send(' See you at 11 ')).toBe(true);
    expect(hubServer.argsOf('EditMessage')).toEqual([{ ChatDataId: 10, ChatMessage: 'See you at 11' }]);
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
    const shown = state().messages.find((m) => m.ChatDataId === 10);
    expect(shown).toMatchObject({
      ChatTxt: 'See you at 11',
      EditedDatetime: '2026-11-22T09:05:00Z',
      IsRead: true,
    });
    expect(state().composing).toBeNull();
  });

  it('an edit to nothing is not sent: deleting is the way to take a message back', async () => {
    const { chat, hubServer, fieldkit, mine } = await openWithMessages();
    chat.startEdit(mine);
    expect(await chat.send('   ')).toBe(false);
    expect(hubServer.argsOf('EditMessage')).toEqual([]);
    expect(shownNotices(fieldkit.notices).at(-1)?.text).toMatch(/delete it instead/);
  });

  it('offline, an edit is not queued: the user is told the chat must be connected', async () => {
    const { chat, hubServer, fieldkit, mine } = await openWithMessages();
    chat.startEdit(mine);
    hubServer.drop();
    expect(await chat.send('Offline edit')).toBe(false);
    expect(shownNotices(fieldkit.notices).at(-1)?.text).toBe(
      'Messages can be changed only while the chat is connected.',
    );
  });

  it('opening another conversation leaves the edit', async () => {
    const { chat, state, mine } = await openWithMessages();
    chat.startEdit(mine);
    await chat.openConversation({ userId: CAROL, userType: 1, name: 'Carol Jones' });
    expect(state().composing).toBeNull();
  });
});

describe('changes made elsewhere show live; a message deleted while being answered ends the reply', () => {
  it('a MessageChanged push replaces the shown copy in place, keeping its read mark', async () => {
    const { hubServer, state, mine } = await openWithMessages();
    hubServer.push(
      'MessageChanged',
      push({ ...mine, ChatTxt: 'Edited in another tab', EditedDatetime: SENT_AT, IsRead: false }),
    );
    expect(state().messages.map((m) => [m.ChatDataId, m.ChatTxt])).toEqual([
      [10, 'Edited in another tab'],
      [11, 'Which site?'],
    ]);
    expect(state().messages[0]?.IsRead).toBe(true);
  });

  it('a change to the last message patches its row’s preview in place, with no fetch of the list', async () => {
    const { hubServer, state, mine, theirs, requests } = await openWithMessages();
    const lists = () => requests.filter((r) => r.url.includes('/GetChatList/')).length;
    const before = lists();
    const bobRow = () => state().conversations.find((row) => row.ToUserId === BOB)!;
    const order = () => state().conversations.map((row) => row.ToUserId);
    const listed = order();
    hubServer.push(
      'MessageChanged',
      push({ ...theirs, ChatTxt: 'Which site, King St?', EditedDatetime: SENT_AT }),
    );
    expect(bobRow().LastChatTxt).toBe('Which site, King St?');
    // Mine is not the row's last message (bob's is): its change leaves the preview.
    hubServer.push('MessageChanged', push({ ...mine, ChatTxt: 'See you at 11', EditedDatetime: SENT_AT }));
    expect(bobRow().LastChatTxt).toBe('Which site, King St?');
    hubServer.push('MessageChanged', push({ ...theirs, ChatTxt: '', IsDeleted: true }));
    expect(bobRow()).toMatchObject({ LastChatTxt: '', LastIsDeleted: true });
    expect(order()).toEqual(listed);
    await settle();
    expect(lists()).toBe(before);
  });

  it('a push for a message not shown adds nothing', async () => {
    const { hubServer, state } = await openWithMessages();
    hubServer.push('MessageChanged', push(message(3, BOB, ME, { ChatTxt: 'old', EditedDatetime: SENT_AT })));
    expect(state().messages.map((m) => m.ChatDataId)).toEqual([10, 11]);
  });

  it('bob deletes the message being answered: it shows deleted and the reply ends', async () => {
    const { chat, hubServer, state, theirs } = await openWithMessages();
    chat.replyTo(theirs);
    hubServer.push('MessageChanged', push({ ...theirs, ChatTxt: '', IsDeleted: true }));
    expect(state().messages.find((m) => m.ChatDataId === 11)).toMatchObject({ IsDeleted: true, ChatTxt: '' });
    expect(state().composing).toBeNull();
  });

  it('deleting one’s own message sends DeleteMessage and shows it deleted', async () => {
    const { chat, hubServer, state, mine } = await openWithMessages();
    expect(await chat.deleteMessage(mine)).toBe(true);
    expect(hubServer.argsOf('DeleteMessage')).toEqual([{ ChatDataId: 10 }]);
    expect(state().messages.find((m) => m.ChatDataId === 10)?.IsDeleted).toBe(true);
  });

  it('after a reconnect, an edit made during the outage shows: the shown page is fetched again', async () => {
    const { hubServer, server, state, mine, theirs } = await openWithMessages();
    hubServer.drop();
    server.details = () => [mine, { ...theirs, ChatTxt: 'Which site? (edited)', EditedDatetime: SENT_AT }];
    hubServer.restore();
    vi.useRealTimers();
    await settle();
    await settle();
    expect(state().messages.find((m) => m.ChatDataId === 11)?.ChatTxt).toBe('Which site? (edited)');
  });
});
