import { Icon, UnreadBadge } from '@fieldkit/ui';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { selectUnreadTotal } from '../model/selectors';

/**
 * A chat button with the unread total that opens the window (for pages without the shell's chat icon). Hidden while
 * the window is open, not removed: the window gives the focus back to it when it closes.
 */
export function ChatLauncher() {
  const t = useChatTexts();
  const chat = useChat();
  const total = useChatState(selectUnreadTotal);
  const open = useChatState((s) => s.window !== 'closed');
  return (
    <button
      type="button"
      className="fk-button fk-chat-launcher"
      part="launcher"
      hidden={open}
      data-fk-variant="primary"
      aria-label={total > 0 ? t('unreadTotal', { count: total }) : t('openChat')}
      onClick={() => chat.setWindow('small')}
    >
      <Icon name="chat" />
      <UnreadBadge count={total} label={t('unread', { count: total })} />
    </button>
  );
}
