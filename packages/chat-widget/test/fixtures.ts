import { createFieldkit, createMemoryStorage, type KeyValueStorage } from '@fieldkit/core';
import {
  type ChatListItem,
  type ChatMessage,
  type ChatProfile,
  realtimeOf,
  type SelectableUser,
  type UnreadCounts,
} from '@fieldkit/core/contract';
import { demoSession, fakeNetwork, json, testConfigInput } from '@fieldkit/core/testing';

/** The signed-in user of the tests (demoSession: company 7, login 42). */
export const ME = demoSession.LoginId;
export const COMPANY = demoSession.CompanyId;

/** A recent-chats row with `other`. */
export function listItem(other: number, name: string, over: Partial<ChatListItem> = {}): ChatListItem {
  return {
    FromUserId: ME,
    ToUserId: other,
    FromUser: 'Dispatch Desk',
    ToUser: name,
    FromShortName: 'DD',
    ToShortName: name.slice(0, 2).toUpperCase(),
    FromUserType: 1,
    ToUserType: 1,
    FromStatusId: 2,
    ToStatusId: 2,
    ToAvailabilityId: 1,
    FromIsClear: false,
    ToIsClear: false,
    ProfilePic: '',
    LastChatTxt: 'hello',
    LastMessageDatetime: '2026-11-22T09:00:00Z',
    LastFromUserId: other,
    AttachmentName: '',
    UnreadMessageCount: 0,
    ...over,
  };
}

/** A message of the conversation with `other`. */
export function message(id: number, from: number, to: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ChatDataId: id,
    ChatTxt: `message ${id}`,
    ChatDatetime: '2026-11-22T09:00:00Z',
    ChatDatetimeStr: '22/11/2026 09:00',
    FromUserId: from,
    ToUserId: to,
    IsDelivered: false,
    IsRead: false,
    IsAttachmentExists: false,
    AttachmentDetails: [],
    ClientMessageId: null,
    ...over,
  };
}

/** The MessageReceived push of a message, as the hub sends it. */
export const push = realtimeOf;

/** What the chat service answers in a test; each route may be replaced. */
export interface ServerData {
  list: ChatListItem[];
  counts: UnreadCounts;
  details: (url: URL) => ChatMessage[];
  after: (afterId: number) => ChatMessage[];
  users: SelectableUser[];
  profile: ChatProfile;
  /** Answers SendFiles with the message stored for its `detail`, or fails as a lost response would. */
  sendFiles: (detail: {
    ClientMessageId: string;
    ChatMessage: string;
    ToUserId: number;
  }) => ChatMessage | Error;
}

/** A signed-in Fieldkit whose chat service is a fake network answering from `data`. */
export function signedInFieldkit(
  data: Partial<ServerData> = {},
  storage: KeyValueStorage = createMemoryStorage(),
) {
  const server: ServerData = {
    list: [],
    counts: { Total: 0, ByUser: [] },
    details: () => [],
    after: () => [],
    users: [],
    profile: {
      UserId: ME,
      UserName: 'Dispatch Desk',
      ShortName: 'DD',
      ProfilePic: '',
      PhoneNo: null,
      Email: 'dispatch@example.test',
      CountryName: 'United Kingdom',
      StatusId: 2,
      AvailabilityId: 1,
    },
    sendFiles: () => new TypeError('Failed to fetch'),
    ...data,
  };
  const network = fakeNetwork();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname;
    await network.fetch(input, init);
    if (path.includes('/GetChatList/')) return json(server.list);
    if (path.includes('/GetUnreadCounts/')) return json(server.counts);
    if (path.includes('/GetChatDetailsAfter/')) return json(server.after(Number(path.split('/').pop())));
    if (path.includes('/GetChatDetails/')) return json(server.details(url));
    if (path.includes('/ChatUpdateCleared/') || path.includes('/ChatUpdateDelete/'))
      return json({ Success: true });
    if (path.includes('/GetProfileDetails/')) return json(server.users);
    if (path.includes('/GetProfileDetailforUser/')) return json(server.profile);
    if (path.includes('/UpdateChatStatus')) return json({ Success: true });
    if (path.includes('/SendFiles') && init?.body instanceof FormData) {
      const answer = server.sendFiles(JSON.parse(String(init.body.get('detail'))));
      if (answer instanceof Error) throw answer;
      return json(answer);
    }
    // A file's bytes (a picture's preview or viewer asks for it).
    if (path.includes('/DownloadSingleAttachement'))
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    return json({ message: 'no route' }, 404);
  };
  const fieldkit = createFieldkit({ config: testConfigInput, storage, fetch });
  fieldkit.session.setState({ token: 'test-token', expiresAt: Date.now() + 3_600_000, session: demoSession });
  return { fieldkit, server, requests: network.requests, storage };
}
