import { describe, expect, it } from 'vitest';
import { listItem, ME, message } from '../../test/fixtures';
import { lastMessagePreview, otherParty, type PreviewTexts } from './party';
import { selectPresence, selectUnreadElsewhere } from './selectors';
import { initialChatState } from './state';
import { conversationAfterDelete, receiveMessage } from './transitions';
import { lastMessageTime } from './when';

const now = new Date(2026, 10, 22, 15, 30);

describe("the last-message time shows the time if today, 'Yesterday', otherwise a short date", () => {
  it('today: the time', () =>
    expect(lastMessageTime(new Date(2026, 10, 22, 9, 5), now)).toEqual({ kind: 'time', text: '09:05' }));
  it('yesterday', () =>
    expect(lastMessageTime(new Date(2026, 10, 21, 23, 59), now)).toEqual({ kind: 'yesterday' }));
  it('before: the date', () =>
    expect(lastMessageTime(new Date(2026, 10, 20, 12, 0), now)).toEqual({
      kind: 'date',
      text: '20/11/2026',
    }));
});

const ENGLISH: PreviewTexts = {
  you: 'You : ',
  deleted: 'Message deleted',
  missedVideoCall: 'Missed video call',
};

describe("the preview is prefixed 'You : ' when sent by the current user, or shows the attachment name when there is no text", () => {
  it('prefixes what the current user sent', () =>
    expect(
      lastMessagePreview(listItem(2, 'Bob', { LastFromUserId: ME, LastChatTxt: 'on my way' }), ME, ENGLISH),
    ).toBe('You : on my way'));
  it('shows the text the other user sent as it is', () =>
    expect(lastMessagePreview(listItem(2, 'Bob', { LastChatTxt: 'ok' }), ME, ENGLISH)).toBe('ok'));
  it('shows the attachment name when there is no text', () =>
    expect(
      lastMessagePreview(listItem(2, 'Bob', { LastChatTxt: '', AttachmentName: 'site.pdf' }), ME, ENGLISH),
    ).toBe('site.pdf'));
  it('says the last message was deleted when its sender deleted it', () =>
    expect(
      lastMessagePreview(
        listItem(2, 'Bob', { LastChatTxt: '', LastIsDeleted: true, LastFromUserId: ME }),
        ME,
        ENGLISH,
      ),
    ).toBe('You : Message deleted'));
  it('words a line the server wrote (a missed video call) in the user’s language, not as it was stored', () =>
    expect(
      lastMessagePreview(
        listItem(2, 'Bob', { LastChatTxt: 'Missed video call', LastKind: 'missedVideoCall' }),
        ME,
        { you: 'Vous : ', deleted: 'Message supprimé', missedVideoCall: 'Appel vidéo manqué' },
      ),
    ).toBe('Appel vidéo manqué'));
});

describe('a new message replaces the whole preview of its row', () => {
  const deletedBefore = listItem(2, 'Bob', { LastChatTxt: '', LastIsDeleted: true });
  const state = { ...initialChatState(), conversations: [deletedBefore] };
  it('the row of a deleted last message shows the new one’s text', () => {
    const { patch } = receiveMessage(state, ME, message(50, 2, ME, { ChatTxt: 'Back on site' }));
    const row = patch.conversations![0]!;
    expect(lastMessagePreview(row, ME, ENGLISH)).toBe('Back on site');
  });
  it('a missed call arriving words the row in the user’s language; the next message replaces it', () => {
    const missed = receiveMessage(
      state,
      ME,
      message(51, 2, ME, { ChatTxt: 'Missed video call', Kind: 'missedVideoCall' }),
    ).patch.conversations![0]!;
    expect(lastMessagePreview(missed, ME, { ...ENGLISH, missedVideoCall: 'Videollamada perdida' })).toBe(
      'Videollamada perdida',
    );
    const after = receiveMessage(
      { ...state, conversations: [missed] },
      ME,
      message(52, 2, ME, { ChatTxt: 'Call me' }),
    ).patch.conversations![0]!;
    expect(lastMessagePreview(after, ME, ENGLISH)).toBe('Call me');
  });
});

describe('a conversation is shown from the current user’s side', () => {
  it('the other party is the To side when the current user is From', () =>
    expect(otherParty(listItem(2, 'Bob'), ME)).toMatchObject({ userId: 2, name: 'Bob' }));
});

describe('users are online or offline; Appear offline shows as offline', () => {
  it('takes the list status until a push says otherwise', () => {
    expect(
      selectPresence({ userId: 2, statusId: 2, availabilityId: 1 })({
        presence: {},
        connection: 'Connected',
      }),
    ).toBe('online');
    expect(
      selectPresence({ userId: 2, statusId: 2, availabilityId: 1 })({
        presence: { 2: { online: false, availabilityId: 1 } },
        connection: 'Connected',
      }),
    ).toBe('offline');
  });
  it('shows busy, away, and Appear offline as offline', () => {
    expect(
      selectPresence({ userId: 2, statusId: 2, availabilityId: 2 })({
        presence: {},
        connection: 'Connected',
      }),
    ).toBe('busy');
    expect(
      selectPresence({ userId: 2, statusId: 2, availabilityId: 3 })({
        presence: {},
        connection: 'Connected',
      }),
    ).toBe('away');
    expect(
      selectPresence({ userId: 2, statusId: 2, availabilityId: 4 })({
        presence: {},
        connection: 'Connected',
      }),
    ).toBe('offline');
  });
  it('is unknown, whatever was last heard, while the chat is not connected', () => {
    const online = { presence: { 2: { online: true, availabilityId: 1 } } };
    for (const connection of ['Disconnected', 'Connecting', 'Reconnecting'] as const)
      expect(selectPresence({ userId: 2, statusId: 2 })({ ...online, connection })).toBe('unknown');
    expect(selectPresence({ userId: 2, statusId: 2 })({ ...online, connection: 'Connected' })).toBe('online');
  });
});

describe('after a delete in the large window, the second listed conversation opens', () => {
  const a = listItem(2, 'A');
  const b = listItem(3, 'B');
  const c = listItem(4, 'C');
  it('opens the one listed second when the first was deleted', () =>
    expect(conversationAfterDelete([a, b, c], [b, c], ME)).toBe(b));
  it('opens the first remaining when the second itself was deleted', () =>
    expect(conversationAfterDelete([a, b, c], [a, c], ME)).toBe(a));
});

describe('the unread messages elsewhere: every conversation but the open one', () => {
  const conversations = [
    listItem(2, 'Bob', { UnreadMessageCount: 2 }),
    listItem(3, 'Carol', { UnreadMessageCount: 5 }),
    listItem(4, 'Dave'),
  ];
  it('leaves out the open conversation', () =>
    expect(
      selectUnreadElsewhere(ME)({ conversations, open: { userId: 3, userType: 1, name: 'Carol' } }),
    ).toBe(2));
  it('counts them all with none open', () =>
    expect(selectUnreadElsewhere(ME)({ conversations, open: null })).toBe(7));
});
