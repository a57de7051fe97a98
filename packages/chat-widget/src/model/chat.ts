import {
  createApiClient,
  type Fieldkit,
  type Hub,
  type HubState,
  registerBuiltInTexts,
  typedHub,
} from '@fieldkit/core';
import {
  CHAT_PAGE_SIZE,
  CHAT_RESYNC_LIMIT,
  chat as chatGroup,
  chatHub,
  type OutgoingMessage,
} from '@fieldkit/core/contract';
import {
  createGapSync,
  createOutbox,
  createOutboxFiles,
  type GapSync,
  mayLaterSucceed,
  newClientId,
} from '@fieldkit/core/kit';
import { saveBlob } from '@fieldkit/ui';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isSendable } from './compose';
import { type FileRefusal, refusalOf, zipName } from './files';
import { type ChatOutbox, ChatOutboxItem, chatOutboxKey, type OutboxItem } from './outbox';
import { otherParty } from './party';
import { messageFromPush } from './realtime';
import {
  type AvailabilityId,
  type ChatPage,
  type ChatState,
  type ChatWindowSize,
  initialChatState,
  type OpenConversation,
} from './state';
import { type ChatTextKey, chatTexts } from './texts';
import {
  applyUnreadCounts,
  conversationAfterDelete,
  markMessages,
  mergeMessages,
  oldestChatDataId,
  openConversation as openConversationPatch,
  prependOlder,
  receiveMessage,
  unreadIncomingIds,
} from './transitions';
import type { ChatAttachment, ChatListItem, ChatMessage } from './types';

/** The sender type is always 1 (spec, section 6). */
export const SENDER_USER_TYPE = 1;
/** A typing notice is sent at most this often while typing. */
export const TYPING_SEND_INTERVAL_MS = 3000;
/** A typing indicator goes away this long after the last notice. */
export const TYPING_SHOWN_MS = 6000;

/** Options of {@link createChat}. */
export interface ChatOptions {
  fieldkit: Fieldkit;
  /** The hub connection; `fieldkit.hub(chatHub)` by default (tests pass a stand-in for the server's end). */
  hub?: Hub;
}

/** One chat widget's state and actions, framework-free: the React component and the shell's icon read its store. */
export interface Chat {
  readonly store: StoreApi<ChatState>;
  readonly outbox: ChatOutbox;
  /** Loads the recent chats and unread counts, connects the hub and sends what the outbox holds. */
  start(): Promise<void>;
  /** Drops the subscriptions (the hub connection is shared and stays). */
  dispose(): void;
  /** Opens (or resizes) the window; a large window shows the list beside the conversation. */
  setWindow(size: ChatWindowSize): void;
  showPage(page: ChatPage): void;
  openConversation(conversation: OpenConversation): Promise<void>;
  /** Back to the recent chats (the small window's back arrow). */
  back(): void;
  loadOlder(): Promise<void>;
  /** Sends text, or text and the tray's files, through the outbox; false when nothing was sendable. */
  send(text: string): Promise<boolean>;
  /** Adds chosen files to the tray; the first refusal (UPLOADLIMIT4MB, FILETYPE) is shown and returned. */
  addFiles(files: readonly File[], kind: 'image' | 'document'): FileRefusal | null;
  removeFile(index: number): void;
  clearConversation(): Promise<void>;
  deleteConversation(conversation: OpenConversation): Promise<void>;
  loadUsers(): Promise<void>;
  loadProfile(): Promise<void>;
  setAvailability(availabilityId: AvailabilityId): Promise<void>;
  /** Tells the other user the current user is typing (throttled). */
  typing(): void;
  refreshList(): Promise<void>;
  /**
   * Fetches what a dropped connection may have lost (the kit's gap sync), or what arrived after the last ChatDataId
   * seen, then the list and counts; runs after every reconnect.
   */
  resync(): Promise<void>;
  /** Connects again after the hub gave up (0, 2, 10 and 30 s, then it stops, as the spec says): the user's choice. */
  reconnect(): Promise<void>;
  downloadAll(message: ChatMessage): Promise<void>;
  downloadOne(attachment: ChatAttachment): Promise<void>;
  /** One file's content (for image previews), fetched once per attachment. */
  fetchAttachment(attachment: ChatAttachment): Promise<Blob>;
  flushOutbox(): Promise<void>;
}

/** Creates a chat for the signed-in user of `fieldkit`: one per widget instance. */
export function createChat(options: ChatOptions): Chat {
  const { fieldkit } = options;
  registerBuiltInTexts('chat', chatTexts);
  const api = createApiClient(fieldkit.http, { chat: chatGroup });
  const hub = options.hub ? typedHub(options.hub, chatHub) : fieldkit.hub(chatHub);

  const me = () => {
    const session = fieldkit.session.getState().session;
    if (!session) throw new Error('createChat: nobody is signed in');
    return { userId: session.LoginId, companyId: session.CompanyId, userType: SENDER_USER_TYPE };
  };
  const session = fieldkit.session.getState().session;
  const outbox = createOutbox(
    fieldkit.storage,
    chatOutboxKey(session?.CompanyId ?? 0, session?.LoginId ?? 0),
    ChatOutboxItem,
  );
  const outboxFiles = createOutboxFiles(outbox.key);
  const store = createStore<ChatState>()(() =>
    initialChatState({ outbox: outbox.items(), connection: hub.state.getState() }),
  );
  const set = (patch: Partial<ChatState>) => store.setState(patch);
  const get = store.getState;
  const notify = (severity: 'success' | 'error', title: ChatTextKey, text: ChatTextKey) =>
    fieldkit.notices.getState().push({ severity, ns: 'chat', title, text });
  const params = () => {
    const m = me();
    return { companyId: m.companyId, userId: m.userId, userType: m.userType };
  };
  const conversationParams = (c: OpenConversation) => ({
    ...params(),
    otherUserId: c.userId,
    otherUserType: c.userType,
  });

  const cleanups: Array<() => void> = [];
  const files = new Map<number, Promise<Blob>>();
  let gap: GapSync | null = null;
  let lastTypingSent = 0;

  async function markRead() {
    const { open, window } = get();
    if (!open || window === 'closed' || get().page !== 1) return;
    if (unreadIncomingIds(get().messages, me().userId).length === 0) return;
    if (hub.state.getState() !== 'Connected') return;
    const m = me();
    try {
      const ids = await hub.invoke('MarkMessageRead', {
        FromUserId: m.userId,
        FromUserTypeId: m.userType,
        ToUserId: open.userId,
        ToUserTypeId: open.userType,
        CompanyId: m.companyId,
      });
      // The marks apply to the messages the server named; the others stay until the next mark.
      set({ messages: markMessages(get().messages, ids, 'read') });
    } catch (error) {
      console.warn('Chat: MarkMessageRead failed', error);
    }
  }

  function markDelivered() {
    if (hub.state.getState() !== 'Connected') return;
    const m = me();
    hub
      .invoke('MarkMessageDelivered', { UserId: m.userId, UserTypeId: m.userType, CompanyId: m.companyId })
      .catch((error: unknown) => console.warn('Chat: MarkMessageDelivered failed', error));
  }

  function handleMessage(message: ChatMessage) {
    const outcome = receiveMessage(get(), me().userId, message);
    if (message.ClientMessageId) outbox.remove(message.ClientMessageId);
    set(outcome.patch);
    if (outcome.markRead) void markRead();
    if (message.ToUserId === me().userId) markDelivered();
    if (outcome.unknownConversation) void refreshList();
  }

  async function refreshList() {
    set({ conversationsStatus: get().conversations.length ? 'ready' : 'loading' });
    try {
      const [list, counts] = await Promise.all([
        api.chat.getChatList({ params: params() }),
        api.chat.getUnreadCounts({ params: params() }),
      ]);
      set({ conversations: list, conversationsStatus: 'ready' });
      set(applyUnreadCounts(get(), me().userId, counts));
    } catch (error) {
      // The spec shows nothing for a failed list; the list says it could not load.
      console.warn('Chat: GetChatList failed', error);
      set({ conversationsStatus: 'error' });
    }
  }

  async function loadLatest(conversation: OpenConversation) {
    const latest = await api.chat.getChatDetails({
      params: { ...conversationParams(conversation), beforeChatDataId: 0 },
    });
    if (get().open?.userId !== conversation.userId) return;
    set({
      messages: mergeMessages(get().messages, latest),
      olderStatus: latest.length < CHAT_PAGE_SIZE ? 'done' : 'idle',
    });
  }

  /** The gap a dropped connection left, across every conversation, in pages of at most 500. */
  function watchGap(): GapSync {
    return createGapSync<ChatMessage>({
      hubState: hub.state,
      highestSeen: () => get().lastChatDataId,
      fetchAfter: (after) =>
        api.chat.getChatDetailsAfter({ params: { ...params(), afterChatDataId: after } }),
      afterLimit: CHAT_RESYNC_LIMIT,
      idOf: (message) => message.ChatDataId,
      receive: handleMessage,
      async fromNothing() {
        const open = get().open;
        if (open) await loadLatest(open);
      },
      async afterResync() {
        await refreshList();
        void markRead();
      },
    });
  }
  const resync = () => gap?.resync() ?? Promise.resolve();

  /** The wire message of an outbox item. */
  function outgoingOf(item: OutboxItem): OutgoingMessage {
    const m = me();
    return {
      FromUserId: m.userId,
      ToUserId: item.toUserId,
      CompanyId: m.companyId,
      FromUserTypeId: 1,
      ToUserTypeId: item.toUserType,
      ChatMessage: item.text,
      IsAttachmentExists: !!item.files,
      ...(item.files && {
        AttachmentName: item.files
          .map((f) => f.name)
          .join(', ')
          .slice(0, 500),
      }),
      ClientMessageId: item.clientMessageId,
    };
  }

  /** Sends one outbox item: text by the hub's NewMessage, a message with files by SendFiles with the same id. */
  async function sendItem(item: OutboxItem): Promise<'sent' | 'offline' | 'refused'> {
    const outgoing = outgoingOf(item);
    let outcome: 'sent' | 'refused' = 'sent';
    try {
      if (item.files) {
        const files = await outboxFiles?.get(item.clientMessageId, item.files);
        // The stored files are gone (site data cleared): the message can never be sent.
        if (!files) throw new Error('Chat: the files of an unsent message are gone');
        handleMessage(await api.chat.sendFiles({ body: { files, detail: outgoing } }));
      } else {
        handleMessage(await hub.invoke('NewMessage', outgoing));
      }
    } catch (error) {
      // A dropped connection (for files: no answer or a server error) keeps the message for later; the same id
      // makes the resend harmless.
      if (item.files ? mayLaterSucceed(error) : hub.state.getState() !== 'Connected') return 'offline';
      console.warn('Chat: message refused', error);
      notify('error', 'ERRMESSAGE', 'sendFailed');
      outcome = 'refused';
    }
    outbox.remove(item.clientMessageId);
    set({ outbox: outbox.items() });
    if (item.files) await outboxFiles?.remove(item.clientMessageId).catch(() => {});
    return outcome;
  }

  let flushing: Promise<void> | null = null;
  async function drainOutbox() {
    // Let the caller keep the promise first: the loop may finish without awaiting anything.
    await Promise.resolve();
    try {
      // Read from storage each time: another tab of the same user may have sent or added some.
      for (
        let item = outbox.items()[0];
        item && hub.state.getState() === 'Connected';
        item = outbox.items()[0]
      ) {
        if ((await sendItem(item)) === 'offline') break;
      }
    } finally {
      flushing = null;
      set({ outbox: outbox.items() });
    }
  }
  function flushOutbox(): Promise<void> {
    flushing ??= drainOutbox();
    return flushing;
  }

  async function connect() {
    try {
      await hub.start();
    } catch (error) {
      // The spec only logs a failed connection; the connection line tells the user and offers to reconnect.
      console.warn('Chat: hub connection failed', error);
    }
  }

  function onHubState(state: HubState, previous: HubState) {
    set({ connection: state });
    if (state === 'Connected' && previous !== 'Connected') {
      markDelivered();
      void flushOutbox();
    }
  }

  function subscribe() {
    // The gap is watched after the chat's own state handler: the outbox starts to flush before the gap is fetched.
    cleanups.push(hub.state.subscribe(onHubState));
    gap = watchGap();
    cleanups.push(gap.dispose);
    cleanups.push(
      hub.on('MessageReceived', (push) => {
        const message = messageFromPush(push);
        gap?.pushed(message.ChatDataId);
        handleMessage(message);
      }),
      hub.on('MessageDelivered', (ids) => {
        set({ messages: markMessages(get().messages, ids, 'delivered') });
      }),
      hub.on('MessageRead', (ids) => {
        set({ messages: markMessages(get().messages, ids, 'read') });
      }),
      hub.on('OnlineStatus', (userId, online, availabilityId) => {
        set({ presence: { ...get().presence, [userId]: { online, availabilityId } } });
      }),
      hub.on('Typing', ({ FromUserId, IsTyping }) => {
        const typing = { ...get().typing };
        if (IsTyping) typing[FromUserId] = Date.now() + TYPING_SHOWN_MS;
        else delete typing[FromUserId];
        set({ typing });
        if (IsTyping) setTimeout(() => expireTyping(), TYPING_SHOWN_MS + 50);
      }),
      hub.on('UnreadCounts', (counts) => {
        set(applyUnreadCounts(get(), me().userId, counts));
      }),
    );
  }

  function expireTyping() {
    const now = Date.now();
    const typing = Object.fromEntries(Object.entries(get().typing).filter(([, until]) => until > now));
    set({ typing });
  }

  const chat: Chat = {
    store,
    outbox,
    async start() {
      if (cleanups.length === 0) subscribe();
      await Promise.all([refreshList(), connect()]);
      if (hub.state.getState() === 'Connected') {
        markDelivered();
        await flushOutbox();
      }
    },
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    setWindow(size) {
      const wasClosed = get().window === 'closed';
      set({ window: size });
      if (wasClosed && size !== 'closed') void markRead();
    },
    showPage(page) {
      set({ page });
      if (page === 2 && get().usersStatus !== 'ready') void chat.loadUsers();
      if (page === 5) void chat.loadProfile();
    },
    async openConversation(conversation) {
      set(openConversationPatch(get(), me().userId, conversation));
      try {
        await loadLatest(conversation);
        await markRead();
      } catch (error) {
        console.warn('Chat: GetChatDetails failed', error);
      }
    },
    back() {
      set({ page: 0 });
    },
    async loadOlder() {
      const { open, olderStatus, messages } = get();
      if (!open || olderStatus !== 'idle' || messages.length === 0) return;
      set({ olderStatus: 'loading' });
      try {
        const older = await api.chat.getChatDetails({
          params: { ...conversationParams(open), beforeChatDataId: oldestChatDataId(messages) },
        });
        if (get().open?.userId !== open.userId) return;
        set(prependOlder(get(), older));
        if (older.length < CHAT_PAGE_SIZE) set({ olderStatus: 'done' });
      } catch (error) {
        console.warn('Chat: older messages failed', error);
        set({ olderStatus: 'idle' });
      }
    },
    async send(text) {
      const open = get().open;
      const tray = get().tray;
      if (!open || (tray.length === 0 && !isSendable(text))) return false;
      const item: OutboxItem = {
        clientMessageId: newClientId(),
        toUserId: open.userId,
        toUserType: open.userType,
        text: text.trim(),
        queuedAt: Date.now(),
      };
      if (tray.length > 0) item.files = tray.map(({ name, size, type }) => ({ name, size, type }));
      // One write after another: a text sent while the files before it are being stored stays behind them.
      const written = writing.then(async () => {
        if (item.files) {
          try {
            if (!outboxFiles) return false;
            await outboxFiles.put(item.clientMessageId, tray);
          } catch (error) {
            console.warn('Chat: IndexedDB refused the files; they are sent directly', error);
            return false;
          }
          if (get().tray === tray) set({ tray: [] });
        }
        set({ outbox: outbox.add(item) });
        return true;
      });
      writing = written.catch(() => {});
      // Without IndexedDB (none, or refused as in some private modes) the files go directly, as they did before
      // the outbox held files: a failure then shows and the tray keeps them.
      if (!(await written)) return sendFiles(item, tray);
      lastTypingSent = 0;
      await flushOutbox();
      return true;
    },
    addFiles(files, kind) {
      for (const file of files) {
        const refusal = refusalOf(file, kind);
        if (refusal) {
          notify('error', 'ERRMESSAGE', refusal);
          return refusal;
        }
      }
      set({ tray: [...get().tray, ...files] });
      return null;
    },
    removeFile(index) {
      set({ tray: get().tray.filter((_, i) => i !== index) });
    },
    async clearConversation() {
      const open = get().open;
      if (!open) return;
      await api.chat.chatUpdateCleared({ params: conversationParams(open) });
      set({ messages: [], olderStatus: 'done' });
      notify('success', 'SUCCESS', 'chatCleared');
      await refreshList();
    },
    async deleteConversation(conversation) {
      const before = get().conversations;
      await api.chat.chatUpdateDelete({ params: conversationParams(conversation) });
      notify('success', 'SUCCESS', 'chatDeleted');
      if (get().open?.userId === conversation.userId) set({ open: null, messages: [], page: 0 });
      await refreshList();
      if (get().window === 'large') {
        const next = conversationAfterDelete(before, get().conversations, me().userId);
        if (next) await chat.openConversation(openOf(next, me().userId));
      }
    },
    async loadUsers() {
      set({ usersStatus: 'loading' });
      try {
        const users = await api.chat.getProfileDetails({
          params: { companyId: me().companyId, userType: SENDER_USER_TYPE },
        });
        set({ users: users.filter((u) => u.UserId !== me().userId), usersStatus: 'ready' });
      } catch (error) {
        console.warn('Chat: GetProfileDetails failed', error);
        set({ usersStatus: 'error' });
      }
    },
    async loadProfile() {
      try {
        const profile = await api.chat.getProfileDetailforUser({ params: params() });
        set({ profile, availability: profile.AvailabilityId as AvailabilityId });
      } catch (error) {
        console.warn('Chat: GetProfileDetailforUser failed', error);
      }
    },
    async setAvailability(availabilityId) {
      const previous = get().availability;
      set({ availability: availabilityId });
      try {
        await api.chat.updateChatStatus({
          body: { CompanyId: me().companyId, UserId: me().userId, AvailabilityId: availabilityId },
        });
      } catch (error) {
        set({ availability: previous });
        throw error;
      }
    },
    typing() {
      const open = get().open;
      if (!open || hub.state.getState() !== 'Connected') return;
      const now = Date.now();
      if (now - lastTypingSent < TYPING_SEND_INTERVAL_MS) return;
      lastTypingSent = now;
      hub.send('Typing', { ToUserId: open.userId, IsTyping: true }).catch(() => {});
    },
    refreshList,
    resync,
    reconnect: connect,
    async downloadAll(message) {
      const blob = await api.chat.downloadAttachement({ query: { ChatDataId: message.ChatDataId } });
      saveBlob(blob, zipName(message.ChatDataId));
    },
    async downloadOne(attachment) {
      saveBlob(await chat.fetchAttachment(attachment), attachment.AttachmentFileName);
    },
    fetchAttachment(attachment) {
      let blob = files.get(attachment.ChatAttachmentId);
      if (!blob) {
        blob = api.chat.downloadSingleAttachement({
          query: { ChatAttachmentId: attachment.ChatAttachmentId, CompanyId: me().companyId },
        });
        files.set(attachment.ChatAttachmentId, blob);
        blob.catch(() => files.delete(attachment.ChatAttachmentId));
      }
      return blob;
    },
    flushOutbox,
  };

  // The id of the tray's message, kept across attempts until the server confirms: a resend after a lost
  // answer then names the message already stored. A changed tray (another file, another conversation) is a
  // new array, so it gets a new id.
  let trayMessage: { tray: File[]; clientMessageId: string } | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  async function sendFiles(item: OutboxItem, files: File[]): Promise<boolean> {
    if (trayMessage?.tray !== files) trayMessage = { tray: files, clientMessageId: item.clientMessageId };
    const { clientMessageId } = trayMessage;
    try {
      const message = await api.chat.sendFiles({
        body: { files, detail: outgoingOf({ ...item, clientMessageId }) },
      });
      if (trayMessage?.clientMessageId === clientMessageId) trayMessage = null;
      set({ tray: [] });
      handleMessage(message);
      return true;
    } catch (error) {
      console.warn('Chat: SendFiles failed', error);
      notify('error', 'ERRMESSAGE', 'sendFailed');
      return false;
    }
  }

  return chat;
}

/** The conversation to open for a recent-chats row. */
export function openOf(item: ChatListItem, myUserId: number): OpenConversation {
  const other = otherParty(item, myUserId);
  return { userId: other.userId, userType: other.userType, name: other.name };
}
