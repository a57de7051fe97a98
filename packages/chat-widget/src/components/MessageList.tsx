import { WindowedLog } from '@fieldkit/ui';
import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import type { OutboxItem } from '../model/outbox';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../model/timings';
import type { ChatMessage } from '../model/types';
import { MessageBubble } from './MessageBubble';

/** An outbox item shown as a waiting message. */
function waitingMessage(item: OutboxItem, myUserId: number): ChatMessage {
  return {
    ChatDataId: Number.MAX_SAFE_INTEGER,
    ChatTxt: item.text,
    ChatDatetime: new Date(item.queuedAt).toISOString(),
    ChatDatetimeStr: '',
    FromUserId: myUserId,
    ToUserId: item.toUserId,
    IsDelivered: false,
    IsRead: false,
    IsAttachmentExists: false,
    AttachmentDetails: [],
    ClientMessageId: item.clientMessageId,
  };
}

/** A message's key: its client id when it has one (a waiting message has no ChatDataId yet), else its ChatDataId. */
const keyOf = (message: ChatMessage) => message.ClientMessageId ?? message.ChatDataId;
const dateOf = (message: ChatMessage) => new Date(message.ChatDatetime);

/**
 * The open conversation's messages as a windowed live log: date separators, bubbles, and the outbox's waiting
 * messages at the end. Reaching the top shows older messages, loading them before the oldest ChatDataId when none
 * are left in memory.
 */
export function MessageList({ myUserId, name }: { myUserId: number; name: string }) {
  const t = useChatTexts();
  const chat = useChat();
  const messages = useChatState((s) => s.messages);
  const outbox = useChatState((s) => s.outbox);
  const olderStatus = useChatState((s) => s.olderStatus);
  const otherId = useChatState((s) => s.open?.userId);
  const waitingItems = outbox.filter((item) => item.toUserId === otherId);
  const pending = new Map(waitingItems.map((item) => [item.clientMessageId, item]));
  return (
    <WindowedLog
      items={messages}
      pending={waitingItems.map((item) => waitingMessage(item, myUserId))}
      keyOf={keyOf}
      dateOf={dateOf}
      olderStatus={olderStatus}
      onLoadOlder={() => void chat.loadOlder()}
      followDelayMs={SCROLL_TO_BOTTOM_DELAY_MS}
      label={t('messages', { name })}
      part="messages"
      todayText={t('today')}
      emptyText={t('noMessages')}
      loadingOlderText={t('loadingOlder')}
      renderItem={(message, itemProps) => (
        <MessageBubble
          message={message}
          mine={message.FromUserId === myUserId}
          pending={
            message.ChatDataId === Number.MAX_SAFE_INTEGER
              ? pending.get(message.ClientMessageId ?? '')
              : undefined
          }
          itemProps={itemProps}
        />
      )}
    />
  );
}
