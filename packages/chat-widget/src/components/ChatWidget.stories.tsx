import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../../../../.storybook/fieldkit';
import type { OutboxItem } from '../model/outbox';
import { ALICE, msg, row, StoryChat } from '../stories/story-chat';
import { loadChatWindow } from './load-chat-window';

const BOB = 3;
const CAROL = 4;
const list = [
  row(BOB, 'Bob Martin', { UnreadMessageCount: 2, LastChatTxt: 'Parts arrived' }),
  row(CAROL, 'Carol Jones', {
    LastFromUserId: ALICE,
    LastChatTxt: '',
    AttachmentName: 'site-plan.pdf',
    LastMessageDatetime: new Date(Date.now() - 86_400_000).toISOString(),
    ToStatusId: 1,
  }),
  row(5, 'Erin Hale', {
    LastChatTxt: 'Thanks',
    LastMessageDatetime: '2026-10-02T10:00:00Z',
    ToAvailabilityId: 2,
  }),
];
const conversation = [
  msg(1, BOB, ALICE, 60 * 26, { ChatTxt: 'Are you on site tomorrow?' }),
  msg(2, ALICE, BOB, 60 * 25, { ChatTxt: 'Yes, from eight.' }),
  msg(3, BOB, ALICE, 30, { ChatTxt: 'Parts arrived' }),
  msg(4, ALICE, BOB, 20, { ChatTxt: 'Delivered, not read yet', IsRead: false }),
  msg(5, ALICE, BOB, 10, { ChatTxt: 'Sent, not delivered', IsRead: false, IsDelivered: false }),
  msg(6, BOB, ALICE, 5, {
    ChatTxt: 'Photos and the report',
    IsAttachmentExists: true,
    AttachmentDetails: [
      {
        ChatAttachmentId: 1,
        ChatDataId: 6,
        AttachmentFileName: 'boiler.jpg',
        AttachmentPath: 'x',
        AttachmentType: 1,
        FileSize: 230_000,
      },
      {
        ChatAttachmentId: 2,
        ChatDataId: 6,
        AttachmentFileName: 'report.pdf',
        AttachmentPath: 'y',
        AttachmentType: 2,
        FileSize: 1_200_000,
      },
    ],
  }),
];
const openBob = { userId: BOB, userType: 1, name: 'Bob Martin' };
const profile = {
  UserId: ALICE,
  UserName: 'Alice Walker',
  ShortName: 'AW',
  ProfilePic: '',
  PhoneNo: null,
  Email: 'alice@acme.example',
  CountryName: 'United Kingdom',
  StatusId: 2,
  AvailabilityId: 1,
};
const users = [
  {
    UserId: BOB,
    UserName: 'Bob Martin',
    UserTypeId: 1,
    StatusId: 2,
    AvailabilityId: 1,
    Email: 'bob@acme.example',
    ShortName: 'BM',
    ProfilePic: '',
  },
  {
    UserId: CAROL,
    UserName: 'Carol Jones',
    UserTypeId: 1,
    StatusId: 1,
    AvailabilityId: 1,
    Email: 'carol@acme.example',
    ShortName: 'CJ',
    ProfilePic: '',
  },
  {
    UserId: 5,
    UserName: 'Erin Hale',
    UserTypeId: 1,
    StatusId: 2,
    AvailabilityId: 2,
    Email: 'erin@acme.example',
    ShortName: 'EH',
    ProfilePic: '',
  },
  {
    UserId: 6,
    UserName: 'Frank Moss',
    UserTypeId: 1,
    StatusId: 2,
    AvailabilityId: 3,
    Email: 'frank@acme.example',
    ShortName: 'FM',
    ProfilePic: '',
  },
  {
    UserId: 7,
    UserName: 'Grace Lee',
    UserTypeId: 1,
    StatusId: 2,
    AvailabilityId: 4,
    Email: 'grace@acme.example',
    ShortName: 'GL',
    ProfilePic: '',
  },
];

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
/** Stands for the chat service: the recent chats and the unread counts. */
const chatServer: typeof fetch = async (input) => {
  const url = String(input);
  if (url.includes('/GetChatList/')) return json(list);
  if (url.includes('/GetUnreadCounts/'))
    return json({ Total: 2, ByUser: [{ UserId: BOB, UnreadMessageCount: 2 }] });
  return new Response('{}', { status: 404 });
};

const meta = {
  title: 'Chat/ChatWidget',
  component: StoryChat,
  parameters: { fieldkit: { session: signedIn }, layout: 'fullscreen' },
  // The window's code loads when it first opens; loaded first here so every story shows its state at once.
  loaders: [async () => ({ chatWindow: await loadChatWindow() })],
} satisfies Meta<typeof StoryChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the launcher with the unread total. */
export const Launcher: Story = { args: { state: { window: 'closed', conversations: list, unreadTotal: 2 } } };

/** Recent chats (page 0) in the small window, loaded through the chat service's stand-in. */
export const RecentChatsFromServer: Story = {
  args: { load: true, state: { conversationsStatus: 'loading' } },
  parameters: { fieldkit: { session: signedIn, fetch: chatServer } },
};

/** Recent chats (page 0): unread badges, online dots, 'You : ' and attachment previews, today / Yesterday / a date. */
export const RecentChats: Story = { args: { state: { conversations: list, unreadTotal: 2 } } };

/** Recent chats (page 0) with no conversation yet. */
export const RecentChatsEmpty: Story = { args: { state: { conversations: [] } } };

/** Recent chats (page 0) when the list could not load. */
export const RecentChatsError: Story = { args: { state: { conversationsStatus: 'error' } } };

/** A conversation (page 1) in the small window: date separators, ticks, attachments with Download All. */
export const ConversationSmall: Story = {
  args: {
    state: { conversations: list, page: 'conversation', open: openBob, messages: conversation },
  },
};

/** Opened with unread messages: the unread line before the first of them ('Parts arrived' on). */
export const ConversationWithUnreadLine: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: conversation,
      unreadFrom: 3,
    },
  },
};

/** The small window while other conversations have unread messages: the count on the back arrow. */
export const ConversationWithUnreadElsewhere: Story = {
  args: {
    state: {
      conversations: list.map((row, i) => (i === 0 ? row : { ...row, UnreadMessageCount: 4 })),
      page: 'conversation',
      open: openBob,
      messages: conversation,
    },
  },
};

/** The large window: the list and the conversation side by side. */
export const ConversationLarge: Story = {
  args: {
    state: {
      window: 'large',
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: conversation,
    },
  },
};

/** A conversation with no messages. */
export const ConversationEmpty: Story = {
  args: { state: { conversations: list, page: 'conversation', open: openBob, messages: [] } },
};

/** bob's conversation while the hub reconnects, with `waiting` in the outbox. */
const reconnectingWith = (
  waiting: Omit<OutboxItem, 'toUserId' | 'toUserType' | 'queuedAt'>,
): Story['args'] => ({
  connection: 'Reconnecting',
  state: {
    conversations: list,
    page: 'conversation',
    open: openBob,
    messages: conversation.slice(0, 3),
    outbox: [{ ...waiting, toUserId: BOB, toUserType: 1, queuedAt: Date.now() }],
  },
});

/** A message waiting in the outbox while the hub reconnects, with the connection line. */
export const Reconnecting: Story = {
  args: reconnectingWith({ clientMessageId: 'story-1', text: 'Sent while offline' }),
};

/** A message with files waiting in the outbox (its files wait in IndexedDB): the bubble lists them. */
export const PendingFiles: Story = {
  args: reconnectingWith({
    clientMessageId: 'story-2',
    text: 'The signed report',
    files: [
      { name: 'service-report.pdf', size: 1_200_000, type: 'application/pdf' },
      { name: 'meter-photo.jpg', size: 230_000, type: 'image/jpeg' },
    ],
  }),
};

/** Offline after the hub gave up (0, 2, 10, 30 s, then stop): the line says so and offers Reconnect. */
export const Disconnected: Story = {
  args: { connection: 'Disconnected', state: { conversations: list } },
};

/** A 24 px blue square: a real picture, so the tray's thumbnail has something to draw. */
const meterPhoto = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR4nGPQ6DlBFcQwatCoQaMGjRo0atCoQQNvEAD+LFcuSAvVRQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** The upload tray with chosen files: a thumbnail for the picture, a file mark for the document and the drawing. */
export const UploadTray: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: conversation.slice(0, 2),
      tray: [
        new File([meterPhoto], 'meter-photo.png', { type: 'image/png' }),
        new File([new Uint8Array(120_000)], 'boiler-room.dwg', { type: 'application/acad' }),
        new File([new Uint8Array(3_200_000)], 'service-report-final-version.pdf', {
          type: 'application/pdf',
        }),
      ],
    },
  },
};

/** My Profile with the sound for messages that arrive while the page is hidden chosen. */
export const MyProfileWithSound: Story = { args: { state: { page: 'profile', profile, sound: true } } };

/** The user picker (page 2): the user picker with every status (available, busy, away, appear offline, offline). */
export const UserPicker: Story = { args: { state: { page: 'users', users, usersStatus: 'ready' } } };

/** The user picker (page 2) with no users to pick. */
export const UserPickerEmpty: Story = { args: { state: { page: 'users', users: [], usersStatus: 'ready' } } };

/** My Profile (page 5): My Profile, no mobile number ('Not Available'). */
export const MyProfile: Story = { args: { state: { page: 'profile', profile } } };

/** My Profile (page 5) with Appear offline chosen and a mobile number. */
export const MyProfileAppearOffline: Story = {
  args: { state: { page: 'profile', profile: { ...profile, PhoneNo: '+44 7700 900123' }, availability: 4 } },
};

const longName = 'Maximilian Alexander Bartholomew-Featherstonehaugh of the Northern Region Depot';
/** Long names and long messages wrap or end with an ellipsis. */
export const LongNamesAndMessages: Story = {
  args: {
    state: {
      conversations: [row(9, longName, { LastChatTxt: 'x'.repeat(300), UnreadMessageCount: 120 }), ...list],
      page: 'conversation',
      open: { userId: 9, userType: 1, name: longName },
      messages: [
        msg(1, 9, ALICE, 3, {
          ChatTxt: `${'A very long message without breaks '.repeat(12)}${'y'.repeat(120)}`,
        }),
        msg(2, ALICE, 9, 2, { ChatTxt: 'Line one\nLine two\n\nLine four' }),
        msg(3, 9, ALICE, 1, { ChatTxt: '<img src=x onerror=alert(1)> is shown as text' }),
      ],
    },
  },
};

/** Links in messages, both ways: http(s) and www. addresses open in a new tab; other schemes stay text. */
export const MessagesWithLinks: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: [
        msg(1, BOB, ALICE, 4, { ChatTxt: 'The site plan: https://example.com/plans/7?rev=2 (page 3).' }),
        msg(2, ALICE, BOB, 3, { ChatTxt: 'Parts are listed at www.example.com/parts, thanks' }),
        msg(3, BOB, ALICE, 2, { ChatTxt: 'javascript:alert(1) and data:text/html,x stay text' }),
      ],
    },
  },
};

/** Right-to-left messages (Arabic, Hebrew) laid out right to left in their bubbles, in the left-to-right UI. */
export const RightToLeftMessages: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: [
        msg(1, BOB, ALICE, 4, { ChatTxt: 'وصلت القطع، سأكون في الموقع غدا في الثامنة.' }),
        msg(2, ALICE, BOB, 3, { ChatTxt: 'Great, see you at 8.' }),
        msg(3, BOB, ALICE, 2, { ChatTxt: 'מחר בשמונה באתר, התוכנית ב־https://example.com/plans/7' }),
      ],
    },
  },
};

/** The same conversation in another theme (ThemeId 6, dark green). */
export const ThemeSwitch: Story = {
  args: {
    themeId: 6,
    state: {
      window: 'large',
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: conversation,
    },
  },
};

const question = msg(1, BOB, ALICE, 12, {
  ChatTxt: 'Can you take the boiler job on King Street on Friday morning?',
});
const answered = msg(2, ALICE, BOB, 6, {
  ChatTxt: 'See you at 11 instead',
  EditedDatetime: new Date().toISOString(),
});
const changedMessages = [
  question,
  answered,
  msg(3, ALICE, BOB, 5, {
    ChatTxt: 'Yes, from eight.',
    ReplyTo: {
      ChatDataId: 1,
      FromUserId: BOB,
      ChatTxt: question.ChatTxt,
      AttachmentName: '',
      IsDeleted: false,
    },
  }),
  msg(4, BOB, ALICE, 4, { ChatTxt: '', IsDeleted: true }),
  msg(5, BOB, ALICE, 3, {
    ChatTxt: 'Never mind, sorted',
    ReplyTo: { ChatDataId: 4, FromUserId: BOB, ChatTxt: '', AttachmentName: '', IsDeleted: true },
  }),
];

/**
 * Edited, deleted and replies: 'edited' after the time, a deleted message's 'Message deleted' line, and replies
 * quoting the message they answer (one quoting a message deleted since). Each message has its actions button.
 */
export const EditedDeletedAndReplies: Story = {
  args: { state: { conversations: list, page: 'conversation', open: openBob, messages: changedMessages } },
};

/** Replying: the quote of the message answered above the message box, with a button to cancel. */
export const Replying: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: changedMessages,
      composing: { mode: 'reply', message: question },
    },
  },
};

/** Editing one's own message: the box holds its text, Save instead of Send, no attach menu, a button to cancel. */
export const Editing: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: changedMessages,
      composing: { mode: 'edit', message: answered },
    },
  },
};

/** Groups: consecutive messages of one person within five minutes sit close, their joined corners squared. */
export const GroupedMessages: Story = {
  args: {
    state: {
      conversations: list,
      page: 'conversation',
      open: openBob,
      messages: [
        msg(1, BOB, ALICE, 14, { ChatTxt: 'Parts arrived' }),
        msg(2, BOB, ALICE, 13, { ChatTxt: 'Both boxes, the valve too' }),
        msg(3, BOB, ALICE, 12, { ChatTxt: 'Shall I start?' }),
        msg(4, ALICE, BOB, 6, { ChatTxt: 'Yes please' }),
        msg(5, ALICE, BOB, 5, { ChatTxt: 'Send photos when done' }),
      ],
    },
  },
};
