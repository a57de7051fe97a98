import type { Fieldkit, Hub, HubState } from '@fieldkit/core';
import type { StoreApi } from 'zustand/vanilla';
import { type AlertsPart, createAlerts } from './alerts';
import { type AttachmentsPart, createAttachments } from './attachments';
import { type ChangesPart, createChanges } from './changes';
import { createConversation } from './conversation';
import { createConversationList } from './conversation-list';
import type { ChatOutbox } from './outbox';
import { listenToPresence } from './presence';
import { createProfile, type ProfilePart } from './profile';
import { createChatScope } from './scope';
import { createSender, type SenderPart } from './sender';
import type { ChatPage, ChatState, ChatWindowSize, OpenConversation } from './state';
import { createTyping } from './typing';

/** Options of {@link createChat}. */
export interface ChatOptions {
  fieldkit: Fieldkit;
  /** The hub connection; `fieldkit.hub(chatHub)` by default (tests pass a stand-in for the server's end). */
  hub?: Hub;
}

/** One chat widget's state and actions, framework-free: the React component and the shell's icon read its store. */
export interface Chat
  extends SenderPart,
    ProfilePart,
    AttachmentsPart,
    Pick<AlertsPart, 'setSound'>,
    Omit<ChangesPart, 'listen' | 'saveEdit'> {
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
  /** The view tells whether the open conversation's newest message is on screen (read marks wait for it). */
  setNewestInView(inView: boolean): void;
  clearConversation(): Promise<void>;
  deleteConversation(conversation: OpenConversation): Promise<void>;
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
}

/**
 * Creates a chat for the signed-in user of `fieldkit`: one per widget instance. It is made of small parts sharing one
 * scope (store, calls, hub, outbox): the recent chats, the open conversation, the sender, typing, presence, the
 * profile and the attachments. `start` makes them listen, `dispose` stops them and every timer they started.
 */
export function createChat(options: ChatOptions): Chat {
  const scope = createChatScope(options.fieldkit, options.hub);
  const { hub, get, set } = scope;
  const list = createConversationList(scope, () => conversation);
  const alerts = createAlerts(scope);
  const conversation = createConversation(scope, list, alerts);
  const typing = createTyping(scope);
  const sender = createSender(scope, { sent: conversation.sent, wrote: typing.sent });
  const changes = createChanges(scope, { changed: conversation.changed });
  const profile = createProfile(scope);
  const stops: Array<() => void> = [];

  async function connect() {
    try {
      await hub.start();
    } catch (error) {
      // The spec only logs a failed connection; the connection line tells the user and offers to reconnect.
      scope.warn('hub connection failed', error);
    }
  }

  function onHubState(state: HubState, previous: HubState) {
    set({ connection: state });
    if (state === 'Connected' && previous !== 'Connected') {
      conversation.markDelivered();
      void sender.flushOutbox();
    }
  }

  function listen() {
    // The gap is watched after the chat's own state handler: the outbox starts to flush before the gap is fetched.
    stops.push(
      hub.state.subscribe(onHubState),
      conversation.listen(),
      list.listen(),
      listenToPresence(scope),
      typing.listen(),
      alerts.listen(),
      changes.listen(),
    );
  }

  const chat: Chat = {
    store: scope.store,
    outbox: scope.outbox,
    ...sender,
    // The message box sends an edit when it is editing, a new message otherwise.
    send: (text) => (get().composing?.mode === 'edit' ? changes.saveEdit(text) : sender.send(text)),
    replyTo: changes.replyTo,
    startEdit: changes.startEdit,
    cancelCompose: changes.cancelCompose,
    deleteMessage: changes.deleteMessage,
    ...profile,
    ...createAttachments(scope),
    setSound: alerts.setSound,
    async start() {
      if (stops.length === 0) listen();
      // The list shows at once; what changed between its fetch and the hub's connection was pushed to nobody, so a
      // connection made here fetches it again (a hub another widget connected already was listening all along).
      const wasConnected = scope.isConnected();
      const first = list.refresh();
      await connect();
      if (!wasConnected && scope.isConnected()) await list.refresh();
      await first;
      if (scope.isConnected()) {
        conversation.markDelivered();
        await sender.flushOutbox();
      }
    },
    dispose() {
      for (const stop of stops.splice(0)) stop();
    },
    setWindow(size) {
      const wasClosed = get().window === 'closed';
      set({ window: size });
      if (wasClosed && size !== 'closed') void conversation.markRead();
    },
    showPage(page) {
      set({ page });
      if (page === 'users' && get().usersStatus !== 'ready') void profile.loadUsers();
      if (page === 'profile') void profile.loadProfile();
    },
    openConversation: conversation.open,
    back() {
      set({ page: 'recentChats' });
    },
    loadOlder: conversation.loadOlder,
    setNewestInView: conversation.setNewestInView,
    async clearConversation() {
      const open = get().open;
      if (!open) return;
      await scope.api.chat.chatUpdateCleared({ params: scope.conversationParams(open) });
      conversation.cleared();
      scope.notify('success', 'SUCCESS', 'chatCleared');
      await list.refresh();
    },
    deleteConversation: list.delete,
    typing: typing.typing,
    refreshList: list.refresh,
    resync: conversation.resync,
    reconnect: connect,
  };
  return chat;
}
