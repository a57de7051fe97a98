import { Avatar, Menu, MenuItem, pictureSrc, UnreadBadge } from '@fieldkit/ui';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { conversationWith, lastMessagePreview, otherParty } from '../model/party';
import type { ChatListItem } from '../model/types';
import { lastMessageTime } from '../model/when';
import { Presence } from './Presence';

/** Props of {@link ChatRow}. */
export interface ChatRowProps {
  item: ChatListItem;
  myUserId: number;
  /** Asks to delete the conversation (the list shows the confirm). */
  onDelete: (item: ChatListItem) => void;
}

/** A recent-chats row: picture, name, online dot, last message preview and time, unread badge, 'Delete Chat'. */
export function ChatRow({ item, myUserId, onDelete }: ChatRowProps) {
  const t = useChatTexts();
  const chat = useChat();
  const other = otherParty(item, myUserId);
  const current = useChatState((s) => s.page === 'conversation' && s.open?.userId === other.userId);
  const when = item.LastMessageDatetime ? lastMessageTime(new Date(item.LastMessageDatetime)) : null;
  const time = when ? (when.kind === 'yesterday' ? t('yesterday') : when.text) : '';
  return (
    <li className="fk-chat-row" data-fk-current={current ? 'true' : undefined}>
      <button
        type="button"
        className="fk-chat-row__open"
        aria-current={current ? 'true' : undefined}
        onClick={() => void chat.openConversation(conversationWith(other))}
      >
        <Avatar name={other.name} src={pictureSrc(other.picture)} />
        <span className="fk-chat-row__main">
          <span className="fk-chat-row__top">
            <span className="fk-chat-row__name">{other.name}</span>
            <span className="fk-chat-row__time">{time}</span>
          </span>
          <span className="fk-chat-row__bottom">
            <span className="fk-chat-row__preview">
              {lastMessagePreview(item, myUserId, {
                you: t('you'),
                deleted: t('messageDeleted'),
                missedVideoCall: t('missedVideoCall'),
              })}
            </span>
            <UnreadBadge
              count={item.UnreadMessageCount}
              label={t('unread', { count: item.UnreadMessageCount })}
            />
          </span>
        </span>
      </button>
      <Presence party={other} />
      <Menu
        label={<span aria-hidden="true">⋮</span>}
        ariaLabel={t('conversationOptions', { name: other.name })}
        placement="bottom-end"
      >
        <MenuItem onSelect={() => onDelete(item)}>{t('deleteChat')}</MenuItem>
      </Menu>
    </li>
  );
}
