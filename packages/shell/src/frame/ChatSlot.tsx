import { ChatWidget, useChat, useUnreadTotal } from '@fieldkit/chat-widget';
import { UnreadBadge, useTranslation } from '@fieldkit/ui';
import { MenuIcon } from '../menu/MenuIcon';
import { useVideoCallsEnabled } from './useVideoCallsEnabled';
import '@fieldkit/chat-widget/styles.css';

/** The top bar's chat icon with the unread total of the chat it sits in; it opens the chat's window. */
function ChatButton() {
  const { t } = useTranslation('shell');
  const chat = useChat();
  const unread = useUnreadTotal(chat);
  return (
    <button
      type="button"
      className="fk-shell-topbar-icon"
      aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
      onClick={() => chat.setWindow('small')}
    >
      <MenuIcon name="chat" />
      {/* The button's name says the count: the badge itself is hidden from assistive technology. */}
      <UnreadBadge count={unread} className="fk-shell-badge" />
    </button>
  );
}

/**
 * The top bar's chat icon with the unread total, and the chat window it opens. One chat per signed-in frame:
 * it starts with the frame and is disposed with it (so a sign-out stops it).
 */
export default function ChatSlot() {
  return (
    <ChatWidget launcher={false} videoCalls={useVideoCallsEnabled()}>
      <ChatButton />
    </ChatWidget>
  );
}
