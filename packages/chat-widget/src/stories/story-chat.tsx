import type { Hub, HubState } from '@fieldkit/core';
import type { ChatListItem, ChatMessage } from '@fieldkit/core/contract';
import { applyTheme, useFieldkit } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { ChatWidget } from '../components/ChatWidget';
import { type Chat, createChat } from '../model/chat';
import type { ChatState } from '../model/state';

/** The signed-in user of the stories (Alice Walker, login 2 of Acme Facilities Ltd). */
export const ALICE = 2;

/** A hub that stands for the server's end in stories: it stays in the given state and answers nothing. */
export function storyHub(state: HubState): Hub {
  const store = createStore<HubState>()(() => state);
  return {
    url: '/hubs/chat',
    connection: null,
    state: store,
    start: async () => {},
    stop: async () => {},
    on: () => () => {},
    send: async () => {},
    invoke: async () => [] as never,
    onReconnected: () => () => {},
    onResync: () => () => {},
  };
}

/** A recent-chats row of Alice's with another user. */
export function row(userId: number, name: string, over: Partial<ChatListItem> = {}): ChatListItem {
  return {
    FromUserId: ALICE,
    ToUserId: userId,
    FromUser: 'Alice Walker',
    ToUser: name,
    FromShortName: 'AW',
    ToShortName: name.slice(0, 2).toUpperCase(),
    FromUserType: 1,
    ToUserType: 1,
    FromStatusId: 2,
    ToStatusId: 2,
    ToAvailabilityId: 1,
    FromIsClear: false,
    ToIsClear: false,
    ProfilePic: '',
    LastChatTxt: 'See you at the site',
    LastMessageDatetime: new Date().toISOString(),
    LastFromUserId: userId,
    AttachmentName: '',
    UnreadMessageCount: 0,
    ...over,
  };
}

/** A message between Alice and another user, `minutesAgo` before now. */
export function msg(
  id: number,
  from: number,
  to: number,
  minutesAgo: number,
  over: Partial<ChatMessage> = {},
): ChatMessage {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    ChatDataId: id,
    ChatTxt: `Message ${id}`,
    ChatDatetime: at,
    ChatDatetimeStr: '',
    FromUserId: from,
    ToUserId: to,
    IsDelivered: true,
    IsRead: true,
    IsAttachmentExists: false,
    AttachmentDetails: [],
    ClientMessageId: null,
    ...over,
  };
}

/** Props of {@link StoryChat}. */
export interface StoryChatProps {
  /** The widget's state laid over a fresh one. */
  state?: Partial<ChatState>;
  connection?: HubState;
  /** Load the list from the story's `fetch` stand-in, as the widget does against the server. */
  load?: boolean;
  /** ThemeId to apply to the widget's container. */
  themeId?: number;
}

/** The chat widget in a given state, with a stand-in hub. */
export function StoryChat({ state = {}, connection = 'Connected', load = false, themeId }: StoryChatProps) {
  const fieldkit = useFieldkit();
  const [chat] = useState<Chat>(() => {
    const made = createChat({ fieldkit, hub: storyHub(connection) });
    made.store.setState({ window: 'small', conversationsStatus: 'ready', ...state });
    return made;
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (load) void chat.refreshList();
  }, [chat, load]);
  useEffect(() => {
    if (themeId && box.current) applyTheme(box.current, themeId);
  }, [themeId]);
  return (
    <div ref={box} className="fk-root" style={{ minHeight: 520 }}>
      <ChatWidget chat={chat} />
    </div>
  );
}
