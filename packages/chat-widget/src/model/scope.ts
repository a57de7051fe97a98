import type { Fieldkit, Hub, TypedHub } from '@fieldkit/core';
import { chat as chatGroup, chatHub, SENDER_USER_TYPE } from '@fieldkit/core/contract';
import { createWidgetScope, type WidgetScope, widgetHub } from '@fieldkit/core/kit';
import { type ChatOutbox, createChatOutbox } from './outbox';
import { type ChatState, initialChatState, type OpenConversation } from './state';
import { type ChatTextKey, chatTexts } from './texts';

/** The current user as the chat service names them. */
export interface ChatUser {
  userId: number;
  companyId: number;
  userType: typeof SENDER_USER_TYPE;
}

/**
 * What every part of one chat shares: the widget scope (its store, calls and notices) with the chat's hub, its outbox
 * and the signed-in user as the chat service names them.
 */
export interface ChatScope
  extends Omit<WidgetScope<{ chat: typeof chatGroup }, ChatState, ChatTextKey>, 'me'> {
  readonly hub: TypedHub<typeof chatHub>;
  readonly outbox: ChatOutbox;
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
}

/** The shared part of a chat for the signed-in user of `fieldkit`. */
export function createChatScope(fieldkit: Fieldkit, hubOverride?: Hub): ChatScope {
  const hub = widgetHub(fieldkit, chatHub, hubOverride);
  const outbox = createChatOutbox(fieldkit);
  const scope = createWidgetScope<{ chat: typeof chatGroup }, ChatState, ChatTextKey>({
    fieldkit,
    name: 'createChat',
    label: 'Chat',
    ns: 'chat',
    texts: chatTexts,
    calls: { chat: chatGroup },
    state: initialChatState({ outbox: outbox.items(), connection: hub.state.getState() }),
  });
  const me = (): ChatUser => {
    const { loginId, companyId } = scope.me();
    return { userId: loginId, companyId, userType: SENDER_USER_TYPE };
  };
  return {
    ...scope,
    hub,
    outbox,
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
  };
}
