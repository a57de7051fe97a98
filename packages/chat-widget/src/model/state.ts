import type { HubState } from '@fieldkit/core';
import type { CHAT_AVAILABILITY } from '@fieldkit/core/contract';
import type { LoadStatus } from '@fieldkit/core/kit';
import type { OutboxItem } from './outbox';
import type { ChatListItem, ChatMessage, ChatProfile, SelectableUser } from './types';

/** What the message box is doing besides writing a new message: replying to a message, or editing one. */
export interface ComposeTarget {
  mode: 'reply' | 'edit';
  message: ChatMessage;
}

/** The widget's pages, by name. */
export type ChatPage = 'recentChats' | 'conversation' | 'users' | 'profile';

/** The spec's numbers of the pages (0 recent chats, 1 a conversation, 2 pick a user, 5 my profile): the one mapping. */
export const CHAT_PAGE_NUMBER = {
  recentChats: 0,
  conversation: 1,
  users: 2,
  profile: 5,
} as const satisfies Record<ChatPage, number>;

/** The chat window: small (33% wide, 450px high), large (list and conversation side by side) or closed. */
export type ChatWindowSize = 'closed' | 'small' | 'large';

/** The status a user chooses on My Profile (CHAT_AVAILABILITY): 1 Available, 2 Busy, 3 Appear away, 4 Appear offline. */
export type AvailabilityId = (typeof CHAT_AVAILABILITY)[keyof typeof CHAT_AVAILABILITY];

/** A user's live presence, from OnlineStatus pushes. */
export interface Presence {
  online: boolean;
  availabilityId: number;
}

/** The conversation on screen. */
export interface OpenConversation {
  userId: number;
  userType: number;
  name: string;
}

/** Everything one chat widget shows; one store per widget instance. */
export interface ChatState {
  page: ChatPage;
  window: ChatWindowSize;
  /** Recent chats, as the server lists them (its UnreadMessageCount is the truth). */
  conversations: ChatListItem[];
  conversationsStatus: LoadStatus;
  /** Unread messages in total: the server's figure (UnreadCounts), adjusted at once by what happens here. */
  unreadTotal: number;
  open: OpenConversation | null;
  /** Messages of the open conversation, oldest first, one per ChatDataId (the conversation's live collection). */
  messages: readonly ChatMessage[];
  /** The newest page of the open conversation: not asked yet, on its way, shown, or failed. */
  messagesStatus: LoadStatus;
  /** An older page of the open conversation is on its way. */
  loadingOlder: boolean;
  /** The server may have messages older than the oldest shown. */
  hasOlder: boolean;
  users: SelectableUser[];
  usersStatus: LoadStatus;
  profile: ChatProfile | null;
  /** The current user's chosen status. */
  availability: AvailabilityId;
  /** Live presence by user id, from OnlineStatus pushes (overrides the lists' StatusId). */
  presence: Record<number, Presence>;
  /** Who is typing to the current user, until when (ms since the epoch). */
  typing: Record<number, number>;
  connection: HubState;
  /** Messages written but not yet accepted by the server (mirror of the stored outbox). */
  outbox: OutboxItem[];
  /**
   * The ChatDataIds received live or by resync, per other user, the latest SEEN_IDS_PER_CONVERSATION kept: pushes
   * may arrive out of order, so a lower id than the highest seen can still be new.
   */
  seenChatDataIds: Record<number, number[]>;
  /** Files chosen for the next message. */
  tray: File[];
  /** The message box replies to a message, or edits one of the user's; null while it writes a new message. */
  composing: ComposeTarget | null;
  /** The open conversation's view shows its newest message (the user has not scrolled away from it). */
  newestInView: boolean;
  /**
   * The first message that was unread when the open conversation opened: the unread line goes before it, and stays
   * while the conversation is open (read or not since). Null when nothing was unread.
   */
  unreadFrom: number | null;
  /** New incoming messages since the page was hidden (0 while it is shown): the page title counts them. */
  hiddenArrivals: number;
  /** The user chose, in My Profile, a sound for messages that arrive while the page is hidden. */
  sound: boolean;
}

/** A widget's state before anything is loaded. */
export function initialChatState(overrides: Partial<ChatState> = {}): ChatState {
  return {
    page: 'recentChats',
    window: 'closed',
    conversations: [],
    conversationsStatus: 'idle',
    unreadTotal: 0,
    open: null,
    messages: [],
    messagesStatus: 'idle',
    loadingOlder: false,
    hasOlder: false,
    users: [],
    usersStatus: 'idle',
    profile: null,
    availability: 1,
    presence: {},
    typing: {},
    connection: 'Disconnected',
    outbox: [],
    seenChatDataIds: {},
    tray: [],
    composing: null,
    newestInView: true,
    unreadFrom: null,
    hiddenArrivals: 0,
    sound: false,
    ...overrides,
  };
}
