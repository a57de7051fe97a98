import { ChatWidget, useCreateChat, useUnreadTotal } from '@fieldkit/chat-widget';
import { UnreadBadge, useFieldkit, useTranslation } from '@fieldkit/ui';
import { MenuIcon } from '../menu/MenuIcon';
import { useVideoCallsEnabled } from './useVideoCallsEnabled';
import '@fieldkit/chat-widget/styles.css';

/**
 * The top bar's chat icon with the unread total, and the chat window it opens. One chat per signed-in frame:
 * it starts with the frame and is disposed with it (so a sign-out stops it).
 */
export default function ChatSlot() {
  const fieldkit = useFieldkit();
  const { t } = useTranslation('shell');
  const chat = useCreateChat(fieldkit);
  const unread = useUnreadTotal(chat);
  const videoCalls = useVideoCallsEnabled();
  return (
    <>
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
      <ChatWidget chat={chat} launcher={false} videoCalls={videoCalls} />
    </>
  );
}
