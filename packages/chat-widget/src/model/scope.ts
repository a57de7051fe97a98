import {
  type ApiClient,
  createApiClient,
  type Fieldkit,
  type Hub,
  type TypedHub,
  typedHub,
} from '@fieldkit/core';
import { chat as chatGroup, chatHub, SENDER_USER_TYPE } from '@fieldkit/core/contract';
import { signedInUser } from '@fieldkit/core/kit';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ChatOutbox, createChatOutbox } from './outbox';
import { type ChatState, initialChatState, type OpenConversation } from './state';
import type { ChatTextKey } from './texts';

/** The current user as the chat service names them. */
export interface ChatUser {
  userId: number;
  companyId: number;
  userType: typeof SENDER_USER_TYPE;
}

/** What every part of one chat shares: its store, calls, hub, outbox and the signed-in user. */
export interface ChatScope {
  readonly api: ApiClient<{ chat: typeof chatGroup }>;
  readonly hub: TypedHub<typeof chatHub>;
  readonly store: StoreApi<ChatState>;
  readonly outbox: ChatOutbox;
  get(): ChatState;
  set(patch: Partial<ChatState>): void;
  /** The signed-in user; throws when nobody is. Its fields are the caller's path parameters of most chat calls. */
  me(): ChatUser;
  /** The caller's and the other user's path parameters. */
  conversationParams(conversation: OpenConversation): ChatUser & {
    otherUserId: number;
    otherUserType: number;
  };
  isConnected(): boolean;
  /** Whether the server ended the session (signed in elsewhere, expired): nothing more is taken until sign-in. */
  isSessionEnded(): boolean;
  /** Whether the page is shown (not a hidden tab or a minimised window). */
  isPageVisible(): boolean;
  /** Calls `listener` when the page is shown again; returns the stop. */
  onPageShown(listener: () => void): () => void;
  /** Where this device keeps the user's choices (localStorage in browsers). */
  storage: Fieldkit['storage'];
  /** Logs what failed for developers ('Chat: {what}'); the user sees a notice or a status where the spec says so. */
  warn(what: string, error: unknown): void;
  /** Shows a notice in the chat's namespace. */
  notify(
    severity: 'success' | 'error',
    title: ChatTextKey,
    text: ChatTextKey,
    values?: Readonly<Record<string, unknown>>,
  ): void;
}

/** The shared part of a chat for the signed-in user of `fieldkit`. */
export function createChatScope(fieldkit: Fieldkit, hubOverride?: Hub): ChatScope {
  const hub = hubOverride ? typedHub(hubOverride, chatHub) : fieldkit.hub(chatHub);
  const me = (): ChatUser => {
    const { loginId, companyId } = signedInUser(fieldkit.session, 'createChat');
    return { userId: loginId, companyId, userType: SENDER_USER_TYPE };
  };
  const outbox = createChatOutbox(fieldkit);
  const store = createStore<ChatState>()(() =>
    initialChatState({ outbox: outbox.items(), connection: hub.state.getState() }),
  );
  return {
    api: createApiClient(fieldkit.http, { chat: chatGroup }),
    hub,
    store,
    outbox,
    get: store.getState,
    set: (patch) => store.setState(patch),
    me,
    conversationParams: (conversation) => ({
      ...me(),
      otherUserId: conversation.userId,
      otherUserType: conversation.userType,
    }),
    isConnected: () => hub.state.getState() === 'Connected',
    isSessionEnded: () => fieldkit.session.getState().ended,
    isPageVisible: () => fieldkit.connectivity.getState().visible,
    onPageShown: (listener) =>
      fieldkit.connectivity.subscribe((now, before) => {
        if (now.visible && !before.visible) listener();
      }),
    storage: fieldkit.storage,
    warn: (what, error) => console.warn(`Chat: ${what}`, error),
    notify: (severity, title, text, values) =>
      fieldkit.notices.getState().push({ severity, ns: 'chat', title, text, ...(values ? { values } : {}) }),
  };
}
