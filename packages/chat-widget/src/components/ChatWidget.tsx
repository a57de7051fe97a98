import { guardRequest } from '@fieldkit/core/kit';
import { useFieldkit, useSession, useStoreChange, useStoreState, useTitleCount } from '@fieldkit/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { VideoCallsContext } from '../hooks/VideoCallsContext';
import { ChatContext, useCreateChat } from '../hooks/widget';
import type { Chat } from '../model/chat';
import { selectUnreadTotal } from '../model/selectors';
import type { ChatWindowSize } from '../model/state';
import { ChatLauncher } from './ChatLauncher';
import { type ChatWindowComponent, loadChatWindow, loadedChatWindow } from './load-chat-window';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  /** A chat the host made with `createChat` (to show the unread total elsewhere); one is made when absent. */
  chat?: Chat;
  /** The window to start with: 'closed' (default), 'small' or 'large'. */
  initialWindow?: ChatWindowSize;
  /** Shows a chat button with the unread total while the window is closed (default true). */
  launcher?: boolean;
  /** Called with the total unread count whenever it changes. */
  onUnreadChange?: (total: number) => void;
  /** Called when the window opens or closes. */
  onWindowChange?: (size: ChatWindowSize) => void;
  /**
   * Shows a 'Video call' button in the conversation header (the host has a video widget and the company has video
   * calls on); it emits `video:call` on the core event bus with the other person.
   */
  videoCalls?: boolean;
  /**
   * The host's own parts that read this widget's model (`useChat`), rendered first inside its provider: the shell's chat button with the unread total.
   */
  children?: ReactNode;
}

/** The staff chat: recent chats, conversations, the user picker and My Profile, for the signed-in user. */
export function ChatWidget({
  chat: given,
  initialWindow,
  launcher = true,
  onUnreadChange,
  onWindowChange,
  videoCalls = false,
  children,
}: ChatWidgetProps) {
  const fieldkit = useFieldkit();
  const chat = useCreateChat(fieldkit, given);
  const myUserId = useSession((s) => s.session?.LoginId ?? 0);
  const open = useStoreState(chat.store, (s) => s.window !== 'closed');
  // While the page is hidden, its title counts the messages that arrived ('(2) Fieldkit').
  useTitleCount(useStoreState(chat.store, (s) => s.hiddenArrivals));
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent | null>(loadedChatWindow);

  useEffect(() => {
    if (initialWindow && initialWindow !== 'closed') chat.setWindow(initialWindow);
  }, [chat, initialWindow]);
  useStoreChange(chat.store, selectUnreadTotal, onUnreadChange, { initial: true });
  useStoreChange(chat.store, (state) => state.window, onWindowChange);

  useEffect(() => {
    if (!open || ChatWindow) return;
    return guardRequest(
      () => loadChatWindow(),
      (component) => setChatWindow(() => component),
      (error: unknown) => console.warn('Chat: the window could not be loaded', error),
    );
  }, [open, ChatWindow]);

  return (
    <ChatContext.Provider value={chat}>
      <VideoCallsContext.Provider value={videoCalls}>
        <div className="fk-chat">
          {children}
          {launcher ? <ChatLauncher /> : null}
          {ChatWindow ? <ChatWindow myUserId={myUserId} /> : null}
        </div>
      </VideoCallsContext.Provider>
    </ChatContext.Provider>
  );
}
